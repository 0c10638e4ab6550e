import { readFile } from "node:fs/promises";

import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import { linkFromMailbox, logInOnScreen, toastText, uniqueEmail, useServerAndBrowser } from "./auth-support";
import { CARE_PASSWORD, checkIn, finishClientOnboarding } from "./care-support";
import type { RunningServer } from "./server";

const PHONE = { width: 375, height: 812 };
const NEW_PASSWORD = "harbour-lights-77";

async function post(server: RunningServer, path: string, body: unknown) {
  return fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** A new client through the API: signed up, verified and onboarded. Answers a token of theirs. */
async function newClient(server: RunningServer, email: string): Promise<string> {
  const signup = await post(server, "/user/signup", {
    name: "Ines Settings",
    email,
    phone_number: "15551239876",
    password: CARE_PASSWORD,
    roleID: 3,
  });
  expect(signup.status).toBe(201);
  const link = new URL(await linkFromMailbox(server, email, "/verify-email"));
  const verified = await post(server, "/user/complete-signup", {
    email,
    token: link.searchParams.get("token"),
  });
  expect(verified.status).toBe(200);
  const { accessToken } = (await verified.json()) as { accessToken: string };
  await finishClientOnboarding(server, accessToken);
  return accessToken;
}

describe("Settings: password, the person's data, deleting the account (issue 19), at 375 px", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("changes the password (the other session ends), downloads the data, deletes the account; signing in then fails", async () => {
    const origin = server.url;
    const email = uniqueEmail("ines");
    const otherSession = await newClient(server, email);
    await checkIn(server, otherSession, 2);
    const profileWith = async (token: string) =>
      (await fetch(`${origin}/api/user/profile`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await profileWith(otherSession)).toBe(200);

    const context = await browser.newContext({ viewport: PHONE, acceptDownloads: true });
    const page = await context.newPage();
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, email, CARE_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page.goto(`${origin}/settings`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();

    // The password: a wrong repeat is refused on the spot, then the change goes through.
    const card = page.getByRole("form", { name: "Change your password" });
    await card.getByLabel(/^Current password/).fill(CARE_PASSWORD);
    await card.getByLabel(/^New password/).fill(NEW_PASSWORD);
    await card.getByLabel(/^Repeat the new password/).fill("something-else-1");
    await card.getByRole("button", { name: "Change password" }).click();
    await card.getByText("Passwords do not match").waitFor();
    await card.getByLabel(/^Repeat the new password/).fill(NEW_PASSWORD);
    await card.getByRole("button", { name: "Change password" }).click();
    await card.getByText("Password changed. You were signed out everywhere else.").waitFor();
    // Every other session ended; this one goes on with its new token, after a reload too.
    expect(await profileWith(otherSession)).toBe(401);
    await page.reload();
    await expect.poll(() => page.getByRole("textbox", { name: "Email" }).inputValue()).toBe(email);

    // The data: one JSON file with the person's e-mail.
    const started = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const file = await started;
    expect(file.suggestedFilename()).toMatch(/^haven-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(await readFile((await file.path())!, "utf8")) as {
      account: { email: string };
      health: { symptoms: unknown[] };
    };
    expect(archive.account.email).toBe(email);
    expect(archive.health.symptoms).toHaveLength(1);

    // Deleting: the old password is refused with the API's message, the new one deletes.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    await dialog.waitFor();
    await dialog.getByLabel(/^Your password/).fill(CARE_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("The password is not correct").waitFor();
    await dialog.getByLabel(/^Your password/).fill(NEW_PASSWORD);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(`${origin}/auth`);
    await toastText(page, "Your account was deleted").waitFor();

    // Signing in fails now, with either password.
    await logInOnScreen(page, email, NEW_PASSWORD);
    await page.getByText("Wrong email or password").waitFor();
    expect(page.url()).toBe(`${origin}/auth`);
    for (const password of [NEW_PASSWORD, CARE_PASSWORD]) {
      expect((await post(server, "/user/login", { email, password })).status).toBe(401);
    }
    await context.close();
  });
});
