import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";

import { launchChromium } from "./browser";
import { startServer, type RunningServer } from "./server";

/** The built server with room for the many account calls a journey makes. */
export const startAuthServer = (): Promise<RunningServer> => startServer({ RATE_LIMIT_MAX: "1000" });

/** The demo accounts the server seeds outside production (apps/api/src/seed.ts). */
export const DEMO_PASSWORD = "haven-demo-2024";

type MailboxMessage = { to: string; subject: string; links: string[]; createdAt: string };

/**
 * The newest link sent to `to` whose path starts with `pathPrefix`, read from the development
 * mailbox and moved onto the test server's origin.
 */
export async function linkFromMailbox(
  server: Pick<RunningServer, "url">,
  to: string,
  pathPrefix: string,
): Promise<string> {
  // Up to 30 s: the outbox sends at once, but the machine may be busy with the other test run.
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await fetch(`${server.url}/dev/mailbox.json`);
    const messages = (await response.json()) as MailboxMessage[];
    for (const message of messages) {
      if (message.to.toLowerCase() !== to.toLowerCase()) continue;
      const link = message.links
        .map((value) => new URL(value))
        .find((url) => url.pathname.startsWith(pathPrefix));
      if (link) return `${server.url}${link.pathname}${link.search}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no e-mail to ${to} with a ${pathPrefix} link`);
}

/**
 * Registers on an invitation's sign-up form (`link`, an /accept-invite/ address) as it was
 * prefilled, or with another e-mail, and waits for the verification page.
 */
export async function registerFromInvitation(
  page: Page,
  server: Pick<RunningServer, "url">,
  link: string,
  email?: string,
) {
  await page.goto(link);
  await page.getByRole("heading", { name: "Sign Up" }).waitFor();
  await expect.poll(() => page.getByLabel("Full name").inputValue()).not.toBe("");
  if (email) await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone number").fill("15557654321");
  await page.getByLabel("Create password").fill("quiet-forest-7");
  await page.getByLabel("Repeat password").fill("quiet-forest-7");
  await page.getByRole("button", { name: "Proceed" }).click();
  await page.waitForURL(`${server.url}/verify-email`);
  await toastTitled(page, "Register successful").waitFor();
}

/** A unique address per run, so journeys never collide. */
export const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** Logs in through the API, answering the access token. */
export async function apiLogIn(server: RunningServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Logs in on the Log in screen. */
export async function logInOnScreen(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/**
 * Signs out with the app's button (or the account menu's item) and waits until the session has really ended: the web app
 * writes the emptied session to storage before it asks the server to revoke the token, so once
 * that call has answered a reload can no longer find the old session.
 */
export async function signOutOnScreen(page: Page, origin: string) {
  const revoked = page.waitForResponse(
    (response) => response.url() === `${origin}/api/user/signout` && response.request().method() === "POST",
  );
  // The onboarding shows a 'Sign out' button; the signed-in frame has it in the account menu.
  const button = page.getByRole("button", { name: "Sign out" });
  const menu = page.getByRole("button", { name: "Account menu" });
  await button.or(menu).first().waitFor();
  if (await button.isVisible()) await button.click();
  else {
    await menu.click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
  }
  await page.waitForURL(`${origin}/auth`);
  expect((await revoked).ok()).toBe(true);
}

/**
 * This text (a title or a description) in the visible toasts. Scoped to the Notifications region:
 * screen readers get a second, visually hidden copy of each toast's text outside it.
 */
export const toastText = (page: Page, text: string) =>
  page.getByRole("region", { name: "Notifications" }).getByText(text, { exact: true });

/** The visible toast with this title. */
export const toastTitled = toastText;

/**
 * Starts the built server (by default with room for a journey's many account calls) and
 * Chromium before a suite's tests, hands both to `ready`, and stops them after the suite.
 */
export function useServerAndBrowser(
  ready: (server: RunningServer, browser: Browser) => void,
  start: () => Promise<RunningServer> = startAuthServer,
) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await start();
    browser = await launchChromium();
    ready(server, browser);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
}
