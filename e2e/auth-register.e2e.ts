import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  linkFromMailbox,
  signOutOnScreen,
  toastTitled,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import type { RunningServer } from "./server";

describe.each([
  ["mobile", { width: 375, height: 812 }],
  ["desktop", { width: 1440, height: 900 }],
])("registering a practitioner (%s)", (_name, viewport) => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("signs up, opens the e-mailed link and lands on /welcome/practitioner", async () => {
    const page = await browser.newPage({ viewport });
    const email = uniqueEmail("maya");
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/register`);

    // The branded panel shows from 768 px up only.
    const panel = page.getByRole("complementary", { name: "Haven" });
    if (viewport.width < 768) await expect(panel.isVisible()).resolves.toBe(false);
    else await panel.waitFor();

    await page.getByRole("heading", { name: "Select Your Type of Account:" }).waitFor();
    await page.getByRole("radio", { name: /Practitioner/ }).check();
    await page.getByRole("button", { name: "Proceed" }).click();
    await page.getByRole("heading", { name: "Sign Up" }).waitFor();

    const proceed = page.getByRole("button", { name: "Proceed" });
    await expect(proceed.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Full name").fill("Maya Rivera");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("15551234567");
    await expect(page.getByLabel("Phone number").inputValue()).resolves.toBe("+1 (555) 123-4567");
    await page.getByLabel("Create password").fill("calm-waters-42");
    await page.getByLabel("Repeat password").fill("calm-waters-4");
    await proceed.click();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByLabel("Repeat password").fill("calm-waters-42");
    await proceed.click();

    await page.waitForURL(`${server.url}/verify-email`);
    await toastTitled(page, "Register successful").waitFor();
    await page.getByRole("heading", { name: "Check your inbox" }).waitFor();

    const link = await linkFromMailbox(server, email, "/verify-email");
    await page.goto(link);
    await page.waitForURL(`${server.url}/welcome/practitioner`);
    await page
      .getByRole("heading", {
        name: "Welcome to Haven, your AI-powered assistant for functional and holistic practice",
      })
      .waitFor();

    // A verified practitioner who has not onboarded yet is a guest: app pages send them back.
    await page.goto(`${server.url}/content-manager/library`);
    await page.waitForURL(`${server.url}/welcome/practitioner`);

    // Registering the same address again says it exists.
    await signOutOnScreen(page, server.url);
    await page.goto(`${server.url}/register`);
    await page.getByRole("radio", { name: /Client/ }).check();
    await page.getByRole("button", { name: "Proceed" }).click();
    await page.getByLabel("Full name").fill("Maya Rivera");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone number").fill("15551234567");
    await page.getByLabel("Create password").fill("calm-waters-42");
    await page.getByLabel("Repeat password").fill("calm-waters-42");
    await page.getByRole("button", { name: "Proceed" }).click();
    await toastTitled(page, "Email already exists").waitFor();
    await expect(page.url()).toBe(`${server.url}/register`);
    await page.close();
  });
});
