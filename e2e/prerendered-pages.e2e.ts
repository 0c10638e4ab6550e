import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

const pages = [
  { path: "/register", heading: "Select Your Type of Account:" },
  { path: "/auth", heading: "Log in" },
];

/** Errors the page reports: a hydration that did not match the markup would be one. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/**
 * Holds the app's entry script until `release()`: what the page shows until then is what the
 * server sent, before any of the app's scripts ran.
 */
async function holdAppScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe("The pages a visitor lands on", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it.each(pages)(
    "$path is shown before the app's scripts run, then the app adopts it",
    async ({ path, heading }) => {
      const page = await browser.newPage();
      const errors = collectErrors(page);
      const release = await holdAppScripts(page);
      // The page's load event waits for the held script: the page is there once its content is.
      await page.goto(`${server.url}${path}`, { waitUntil: "domcontentloaded" });

      // Painted, but inert: nothing can be typed or clicked that the app would not see.
      const shown = page.getByRole("heading", { level: 1 });
      await expect(page.locator("[data-prerendered] h1").textContent()).resolves.toBe(heading);
      await expect(page.locator("[data-prerendered]").getAttribute("inert")).resolves.toBe("");
      await page.evaluate(() => {
        (window as { shownHeading?: Element | null }).shownHeading = document.querySelector("h1");
      });

      release();
      await page.locator("[data-prerendered]").waitFor({ state: "detached" });
      await expect(shown.textContent()).resolves.toBe(heading);
      // Hydrated: the heading on screen is the very element the server sent, not a copy drawn again.
      await expect(
        page.evaluate(
          () => (window as { shownHeading?: Element | null }).shownHeading === document.querySelector("h1"),
        ),
      ).resolves.toBe(true);
      await expect(page.locator("[inert], [data-signed-in-only]").count()).resolves.toBe(0);
      // And it works: the keyboard reaches its controls.
      await page.keyboard.press("Tab");
      await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.not.toBe("BODY");
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it("is not shown to a signed-in person, who is taken home", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/health-snapshot`);

    const release = await holdAppScripts(page);
    await page.goto(`${server.url}/register`, { waitUntil: "domcontentloaded" });
    await expect(page.locator("html").getAttribute("data-session")).resolves.toBe("signed-in");
    await page.getByRole("status", { name: "Loading" }).waitFor();
    await expect(page.locator("[data-prerendered]").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(false);
    release();
    await page.waitForURL(`${server.url}/health-snapshot`);
    await context.close();
  });
  it("come with their first screen in the page; with a query, the app's page comes instead", async () => {
    for (const { path, heading } of pages) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain("data-prerendered");
    }
    const withQuery = await (await fetch(`${server.url}/auth?next=%2Fsaved`)).text();
    expect(withQuery).not.toContain("data-prerendered");
    expect(withQuery).toContain('aria-label="Loading"');
  });
});
