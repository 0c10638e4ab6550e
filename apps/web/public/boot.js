/*
 * Runs in <head> before the first paint (a classic script: the CSP allows no inline one).
 * - Paints the theme this browser last applied (src/app/theme.ts keeps it under "haven:theme").
 * - Marks a browser that holds a session (the store keeps it under "persist:session"): a page
 *   prerendered for visitors (src/prerender.tsx) is then not shown to a signed-in person, who
 *   sees the loading screen until the app takes them home.
 */
(function () {
  var root = document.documentElement;
  var read = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var signedIn = false;
  try {
    var session = JSON.parse(read("persist:session") || "null");
    signedIn = Boolean(session && JSON.parse(session.accessToken || "null"));
  } catch {
    signedIn = false;
  }
  if (signedIn) root.setAttribute("data-session", "signed-in");
  var theme = read("haven:theme");
  var prefersDark = Boolean(window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches);
  var dark = theme === "dark" || (theme !== "light" && prefersDark);
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
})();

/*
 * A prerendered page is painted before the app's scripts are asked for: they load once it is on
 * screen, so they do not compete with the stylesheet for the network, and the app's start-up comes
 * after the first paint. The build lists the modules to import (<meta name="app-modules">): the
 * app's entry and the page's own lazy chunk, fetched side by side; the browser fetches what each
 * imports, with no element added to the page for it.
 */
(function () {
  var load = function () {
    var meta = document.querySelector('meta[name="app-modules"]');
    if (!meta) return;
    var modules = meta.getAttribute("content").split(" ");
    for (var i = 0; i < modules.length; i += 1) {
      // A module that fails to load leaves the page as it is: inert, as sent.
      import(modules[i]).catch(function () {});
    }
  };
  // A page opened in the background is not painted: its scripts load at once.
  if (document.visibilityState === "hidden") document.addEventListener("DOMContentLoaded", load);
  else
    window.requestAnimationFrame(function () {
      window.setTimeout(load, 0);
    });
})();
