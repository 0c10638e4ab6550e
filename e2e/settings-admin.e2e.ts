import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/** Settings (the profile, Sign out) and Administration (the library's health, an updated source). */
describe("settings and administration", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  async function signedIn(email: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    return page;
  }

  it("changes the name from Settings, refuses an empty one, and signs out from there", async () => {
    const page = await signedIn("client@example.com");
    await page.getByRole("button", { name: /^Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Settings" }).click();
    await page.waitForURL(`${server.url}/settings`);

    const name = page.getByRole("textbox", { name: "Full name" });
    await expect.poll(() => name.inputValue()).toBe("Carmen Client");
    await expect(page.getByRole("textbox", { name: "Email" }).inputValue()).resolves.toBe(
      "client@example.com",
    );

    await name.fill(" ");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Full name is required").waitFor();
    await expect.poll(() => name.evaluate((input) => input === document.activeElement)).toBe(true);

    await name.fill("Carmen Ortiz");
    await page.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Profile saved.").waitFor();
    // The frame shows the new name at once, and the server kept it.
    await page.getByRole("button", { name: /^Account menu: Carmen Ortiz/ }).waitFor();
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe("Carmen Ortiz");

    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL(`${server.url}/auth`);
    await page.close();
  });

  it("shows a Super Admin the library's health and marks a source as updated", async () => {
    const page = await signedIn("admin@example.com");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Administration" })
      .click();
    await page.waitForURL(`${server.url}/admin`);
    const citing = page.getByText("Citing an updated source").locator("..");
    await expect.poll(() => citing.textContent()).toBe("Citing an updated source0");

    const address = page.getByRole("textbox", { name: "Source web address" });
    await address.fill("www.nice.org.uk/guidance/ng23");
    await page.getByRole("button", { name: "Mark as updated" }).click();
    await page.getByText("Enter the source's web address, starting with https://").waitFor();
    await expect(address.inputValue()).resolves.toBe("www.nice.org.uk/guidance/ng23");

    await address.fill("https://www.nice.org.uk/guidance/ng23");
    await page.getByRole("button", { name: "Mark as updated" }).click();
    await page
      .getByText(/^Marked https:\/\/www\.nice\.org\.uk\/guidance\/ng23 as updated: \d+ published items/)
      .waitFor();
    await expect
      .poll(async () => Number((await citing.textContent())?.replace(/\D/g, "")))
      .toBeGreaterThan(0);

    // Authors and reviewers see which items need a new review.
    await page.getByRole("link", { name: "Open the content library" }).click();
    await page.waitForURL(`${server.url}/content-manager/library`);
    await page.getByRole("tab", { name: /^Published/ }).click();
    await page.getByText("Needs re-review").first().waitFor();
    await page.close();
  });
});
