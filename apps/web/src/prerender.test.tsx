import { describe, expect, it, vi } from "vitest";

import { prerenderedPaths, renderPage } from "./prerender";

describe("the prerendered pages", () => {
  it("are the sign-up and log-in pages", () => {
    expect(prerenderedPaths).toEqual(["/register", "/auth"]);
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
