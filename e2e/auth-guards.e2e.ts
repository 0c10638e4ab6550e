import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, logInOnScreen, signOutOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

describe("route guards", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("sends a signed-out visitor to /register, remembers the page, and returns there after login", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/health-snapshot`);
    await page.waitForURL(`${server.url}/register?next=%2Fhealth-snapshot`);
    await page.getByRole("link", { name: "Log in" }).click();
    await page.waitForURL(`${server.url}/auth?next=%2Fhealth-snapshot`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/health-snapshot`);
    await page.getByRole("heading", { name: "Health snapshot" }).waitFor();
    await page.close();
  });

  it("sends a signed-in client from a page their role may not open to their home, across a reload", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/health-snapshot`);
    await page.goto(`${server.url}/content-manager/library`);
    await page.waitForURL(`${server.url}/health-snapshot`);
    await page.getByText("Carmen Client").waitFor();

    // Sign out ends the session: the page is closed to them again.
    await signOutOnScreen(page, server.url);
    await page.goto(`${server.url}/health-snapshot`);
    await page.waitForURL(`${server.url}/register?next=%2Fhealth-snapshot`);
    await page.close();
  });

  it("gives each role its home and navigation", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/content-manager/library`);
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Administration" }).waitFor();
    await expect(nav.getByRole("link").allTextContents()).resolves.toEqual([
      "Library",
      "Clients",
      "Handouts",
      "Ask",
      "Saved",
      "Administration",
    ]);
    await nav.getByRole("link", { name: "Administration" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole("heading", { name: "Administration" }).waitFor();
    await page.goto(`${server.url}/health-snapshot`);
    await page.waitForURL(`${server.url}/content-manager/library`);
    await page.close();

    const client = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await client.goto(`${server.url}/auth`);
    await logInOnScreen(client, "client@example.com", DEMO_PASSWORD);
    await client.waitForURL(`${server.url}/health-snapshot`);
    const clientNav = client.getByRole("navigation", { name: "Main" });
    await clientNav.getByRole("link", { name: "Check-in" }).waitFor();
    await expect(clientNav.getByRole("link").allTextContents()).resolves.toEqual([
      "Health snapshot",
      "Check-in",
      "Glucose",
      "Mood",
      "Health history",
      "Ask",
      "Library",
      "Saved",
    ]);
    await clientNav.getByRole("link", { name: "Glucose" }).click();
    await client.waitForURL(`${server.url}/glucose`);
    await client.getByRole("heading", { level: 1, name: "Glucose" }).waitFor();
    await client.close();
  });
});
