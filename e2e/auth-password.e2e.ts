import type { Browser } from "playwright-core";
import { describe, it } from "vitest";

import { linkFromMailbox, logInOnScreen, toastText, toastTitled, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

describe("resetting a forgotten password", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("sends the link, sets a new password, and logs in with it", async () => {
    const email = "client@example.com";
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL(`${server.url}/forgot-password`);

    await page.getByRole("button", { name: "Send", exact: true }).click();
    await toastTitled(page, "Missing email").waitFor();

    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send", exact: true }).click();
    await page.waitForURL(`${server.url}/verify-email-pass`);
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();
    // The send succeeded: the 'Missing email' toast is gone, well before its own 5 s are up.
    await toastTitled(page, "Missing email").waitFor({ state: "detached", timeout: 2000 });

    await page.goto(await linkFromMailbox(server, email, "/verify-email-pass"));
    await page.waitForURL(`${server.url}/new-password`);
    await page.getByLabel("New Password", { exact: true }).fill("fresh-start-2025");
    await page.getByLabel("Confirm New Password", { exact: true }).fill("fresh-start-2026");
    await page.getByRole("button", { name: "Create" }).click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Confirm New Password", { exact: true }).fill("fresh-start-2025");
    await page.getByRole("button", { name: "Create" }).click();

    await page.waitForURL(`${server.url}/auth`);
    await toastTitled(page, "Password updated").waitFor();
    await logInOnScreen(page, email, "fresh-start-2025");
    await page.waitForURL(`${server.url}/health-snapshot`);
    await page.getByRole("heading", { name: "Health snapshot" }).waitFor();
    await page.close();
  });

  it("shows 'Verification failed' for a reset link that does not work", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/verify-email-pass?token=${"0".repeat(64)}&email=client%40example.com`);
    await toastTitled(page, "Verification failed").waitFor();
    await toastText(
      page,
      "We couldn't verify your reset link. Please try again or request a new one.",
    ).waitFor();
    await page.getByRole("link", { name: "Reset my password" }).waitFor();
    await page.close();
  });
});
