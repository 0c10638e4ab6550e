import { Secret, TOTP } from "otpauth";
import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import { logInOnScreen, signOutOnScreen, useServerAndBrowser } from "./auth-support";
import { CARE_PASSWORD, newPractitioner } from "./care-support";
import type { RunningServer } from "./server";

const PHONE = { width: 375, height: 812 };

/** The code an authenticator app shows for the secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe("two-factor sign-in (issue 19), at 375 px", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("turns on the Authenticator App, signs out and signs in with a code", async () => {
    const origin = server.url;
    const email = await newPractitioner(server, "Tess");
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, email, CARE_PASSWORD);
    await page.waitForURL((url) => url.pathname !== "/auth");

    await page.goto(`${origin}/settings`);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    await page
      .getByRole("listitem", { name: "Authenticator App" })
      .getByRole("button", { name: "Set up" })
      .click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The previous period's code (accepted: ±1 step), so the sign-in below has a fresh one.
    await page.getByRole("textbox", { name: "Code from the app" }).fill(codeOf(secret, -1));
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" });
    await codes.waitFor();
    expect(await codes.getByRole("listitem").count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 of 10 recovery codes left.").waitFor();

    await signOutOnScreen(page, origin);
    await logInOnScreen(page, email, CARE_PASSWORD);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    await page
      .getByRole("textbox", { name: "Code", exact: true })
      .fill("000000" === codeOf(secret) ? "111111" : "000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("That code is not right. Check it and try again.").waitFor();
    await page.getByRole("textbox", { name: "Code", exact: true }).fill(codeOf(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });
});
