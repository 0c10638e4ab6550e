import { describe, expect, it, vi } from "vitest";

import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { prerenderedPages, renderPage } from "./prerender";

const appRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("the prerendered pages", () => {
  it("are the sign-up and log-in pages, each with the module its route loads", () => {
    expect(prerenderedPages.map((page) => page.path)).toEqual(["/register", "/auth"]);
    for (const { module } of prerenderedPages) expect(existsSync(path.join(appRoot, module))).toBe(true);
  });

  it.each([
    { path: "/register", heading: "Select Your Type of Account:" },
    { path: "/auth", heading: "Log in" },
  ])("$path renders the page a visitor sees, not a loading screen", async ({ path, heading }) => {
    const html = await renderPage(path);
    expect(html).toContain(`>${heading}</h1>`);
    expect(html).not.toContain('aria-label="Loading"');
  });

  it("refuses a path that is no page of its own", async () => {
    // `/` redirects (the router says so on the console: a redirect cannot be rendered here).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await expect(renderPage("/")).rejects.toThrow(/not a page to prerender/);
    warn.mockRestore();
  });
});
