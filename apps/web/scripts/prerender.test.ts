// @vitest-environment jsdom
import { describe, expect, it } from "vitest";

import { chunkOf, prerenderedFile, withPrerendered } from "./prerender";

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
  const page = parse(withPrerendered(built, "<main><h1>Log in</h1></main>", "/assets/login-9.js"));

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

  it("lists the modules for boot.js to import, the entry and the page's chunk, instead of asking for any", () => {
    expect(page.querySelectorAll("script[type=module], link[rel=modulepreload]")).toHaveLength(0);
    expect(page.querySelector("meta[name=app-modules]")?.getAttribute("content")).toBe(
      "/assets/index-abc.js /assets/login-9.js",
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

describe("chunkOf", () => {
  const manifest = { "src/routes/auth/login-route.tsx": { file: "assets/login-9.js" } };

  it("names the chunk the build made of a lazily loaded module", () => {
    expect(chunkOf(manifest, "src/routes/auth/login-route.tsx")).toBe("/assets/login-9.js");
  });

  it("refuses a module the build did not split out", () => {
    expect(() => chunkOf(manifest, "src/routes/auth/register-route.tsx")).toThrow(/no chunk/);
  });
});

describe("prerenderedFile", () => {
  it("names the file the server answers a path with", () => {
    expect(prerenderedFile("/register")).toBe("pages/register.html");
    expect(prerenderedFile("/auth")).toBe("pages/auth.html");
    expect(prerenderedFile("/a/b/")).toBe("pages/a__b.html");
  });
});
