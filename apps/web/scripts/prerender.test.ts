// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { prerenderedFile, withPrerendered } from "./prerender";

/** index.html as `vite build` writes it: the entry and its preloads in <head>, the loading screen in #root. */
const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Haven</title>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/router-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-def.css">
  </head>
  <body>
    <div id="root">
      <div class="flex"><svg role="status" aria-label="Loading"></svg></div>
    </div>
  </body>
</html>
`;

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("withPrerendered", () => {
  const page = parse(withPrerendered(built, "<main><h1>Log in</h1></main>"));

  it("puts the page's first screen in #root, inert until the app takes it over", () => {
    const root = page.getElementById("root")!;
    const prerendered = root.querySelector("[data-prerendered]")!;
    expect(prerendered.hasAttribute("inert")).toBe(true);
    expect(prerendered.innerHTML).toBe("<main><h1>Log in</h1></main>");
  });

  it("keeps the loading screen for a signed-in person (styles.css shows it to them only)", () => {
    const loading = page.querySelector("#root > [data-signed-in-only]")!;
    expect(loading.querySelector("svg[role=status]")?.getAttribute("aria-label")).toBe("Loading");
  });

  it("lists the app's scripts for boot.js, the entry first, instead of asking for them with the page", () => {
    expect(page.querySelectorAll("script[type=module], link[rel=modulepreload]")).toHaveLength(0);
    expect(page.querySelector("meta[name=app-scripts]")?.getAttribute("content")).toBe(
      "/assets/index-abc.js /assets/react-1.js /assets/router-2.js",
    );
    // boot.js and the stylesheet stay where they were: both are needed for the first paint.
    expect(page.querySelector("script[src='/boot.js']")).not.toBeNull();
    expect(page.querySelector("link[rel=stylesheet]")?.getAttribute("href")).toBe("/assets/index-def.css");
  });

  it("refuses a page it cannot read rather than writing a broken one", () => {
    expect(() => withPrerendered(built.replace('id="root"', 'id="app"'), "<h1>Log in</h1>")).toThrow(/root/);
    expect(() => withPrerendered(built.replace('type="module" ', ""), "<h1>Log in</h1>")).toThrow(/entry/);
  });
});

describe("prerenderedFile", () => {
  it("names the file the server answers a path with", () => {
    expect(prerenderedFile("/register")).toBe("pages/register.html");
    expect(prerenderedFile("/auth")).toBe("pages/auth.html");
    expect(prerenderedFile("/a/b/")).toBe("pages/a__b.html");
  });
});
