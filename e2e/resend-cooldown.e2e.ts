import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { logInOnScreen, toastText, toastTitled, uniqueEmail, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/** The built Toaster's chunk, as the build manifest names it (chunks are named by hash). */
function toasterChunk(): string {
  const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "apps/web/dist");
  const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8")) as Record<
    string,
    { file: string }
  >;
  const toaster = manifest["src/app/toaster.tsx"];
  if (!toaster) throw new Error("the build manifest names no Toaster chunk");
  return `/${toaster.file}`;
}

/**
 * Signs up a client on the registration screen, without opening the verification link. The
 * Toaster is not downloaded with the page, only once the person starts using it, and then once.
 */
async function signUpOnly(page: Page, origin: string, email: string) {
  const toaster = toasterChunk();
  const toasterChunks: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === toaster) toasterChunks.push(request.url());
  });
  await page.goto(`${origin}/register`, { waitUntil: "networkidle" });
  await page.getByRole("radio", { name: /Client/ }).waitFor();
  expect(toasterChunks).toEqual([]);
  await expect(page.getByRole("region", { name: "Notifications" }).count()).resolves.toBe(0);
  await page.getByRole("radio", { name: /Client/ }).check();
  await page.getByRole("region", { name: "Notifications" }).waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Proceed" }).click();
  await page.getByLabel("Full name").fill("Carmen Diaz");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("15559876543");
  await page.getByLabel("Create password").fill("quiet-morning-7");
  await page.getByLabel("Repeat password").fill("quiet-morning-7");
  await page.getByRole("button", { name: "Proceed" }).click();
  await page.waitForURL(`${origin}/verify-email`);
  await toastTitled(page, "Register successful").waitFor();
  expect(toasterChunks).toHaveLength(1);
}

describe("Resend right after registering", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("shows the cooldown on the button, and says so when nothing was sent", async () => {
    const page = await browser.newPage();
    const origin = server.url;
    const email = uniqueEmail("cooldown");
    await signUpOnly(page, origin, email);

    // The sign-up's e-mail has just gone out: Resend waits, and says for how long.
    const resend = page.getByRole("button", { name: /^Resend in \d+s$/ });
    await resend.waitFor();
    await expect(resend.isDisabled()).resolves.toBe(true);

    // From Log in, where the button is not held back, the server's cooldown is: nothing was sent.
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, email, "quiet-morning-7");
    const answered = page.waitForResponse(
      (response) => response.url() === `${origin}/api/user/resend-verification`,
    );
    await page.getByRole("button", { name: "Resend verification email" }).click();
    expect(await (await answered).json()).toMatchObject({ status: "cooldown" });
    await toastTitled(page, "No new email yet").waitFor();
    await toastText(
      page,
      `No new email was sent: we sent one to ${email} less than 30 seconds ago. You can ask for another when the countdown ends.`,
    ).waitFor();
    await expect(page.getByText(`We sent a new verification link to ${email}.`).count()).resolves.toBe(0);
    await page.getByRole("button", { name: /^Resend in \d+s$/ }).waitFor();
    await page.close();
  });
});
