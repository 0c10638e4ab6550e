import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";

import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";

import { logInOnScreen, signOutOnScreen, startAuthServer, useServerAndBrowser } from "./auth-support";
import { CARE_PASSWORD, newPractitioner } from "./care-support";
import { startServer, type RunningServer } from "./server";

/** A valid 2×2 PNG (8-bit RGB: a red row over a green one), made here byte by byte. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0); // width
  header.writeUInt32BE(2, 4); // height
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  // Each row: filter byte 0, then two RGB pixels.
  const rows = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 255, 0, 0, 255, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** Signs a new practitioner in on the Log in screen and opens Settings. */
async function openSettings(page: Page, origin: string, email: string) {
  await page.goto(`${origin}/auth`);
  await logInOnScreen(page, email, CARE_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
  await page.goto(`${origin}/settings`);
  await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
}

describe("Settings: the theme and the profile picture (issue 19)", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  }, startAuthServer);

  it("turns the page dark at once, keeps it dark across a reload, and follows the device for 'Same as this device'", async () => {
    const origin = server.url;
    const email = await newPractitioner(server, "Dora");
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await openSettings(page, origin, email);
    expect(await isDark(page)).toBe(false);

    const saved = page.waitForResponse(
      (response) => response.url().endsWith("/api/user/preferences") && response.request().method() === "PUT",
    );
    await page.getByRole("radio", { name: "Dark" }).click();
    // At once: the page is dark before the server has answered (the choice applies optimistically).
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect((await saved).ok()).toBe(true);

    // A reload paints dark before the preferences arrive (held back here), and stays dark after.
    let darkWhileLoading: boolean | undefined;
    await page.route("**/api/user/preferences", async (route) => {
      if (route.request().method() === "GET") darkWhileLoading = await isDark(page);
      await route.continue();
    });
    const loaded = page.waitForResponse(
      (response) => response.url().endsWith("/api/user/preferences") && response.request().method() === "GET",
    );
    await page.reload();
    expect((await loaded).ok()).toBe(true);
    expect(darkWhileLoading).toBe(true);
    await page.getByRole("radio", { name: "Dark", checked: true }).waitFor();
    expect(await isDark(page)).toBe(true);
    await page.unroute("**/api/user/preferences");

    // 'Same as this device' follows the device, and its changes while the page is open.
    await page.getByRole("radio", { name: "Same as this device" }).click();
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await page.emulateMedia({ colorScheme: "light" });
    await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));
    await context.close();
  });

  it("uploads a PNG profile picture that the app frame's avatar shows at once, then removes it", async () => {
    const origin = server.url;
    const email = await newPractitioner(server, "Pia");
    const context = await browser.newContext();
    const page = await context.newPage();
    await openSettings(page, origin, email);
    const frameAvatar = page.getByRole("button", { name: /Account menu/ }).locator("img");
    await page.getByRole("heading", { name: "Profile picture" }).waitFor();
    expect(await frameAvatar.count()).toBe(0);

    await page.getByLabel("Choose a picture").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: tinyPng(),
    });
    await page.getByRole("img", { name: "Preview of the chosen picture" }).waitFor();
    await page.getByRole("button", { name: "Upload picture" }).click();
    await page.getByText("Profile picture saved.").waitFor();
    await page.getByRole("img", { name: "Your profile picture" }).waitFor();
    // The frame shows it without a reload: a loaded 2×2 image.
    await frameAvatar.waitFor();
    await expect
      .poll(() => frameAvatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(2);

    await page.getByRole("button", { name: "Remove picture" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove your profile picture?" });
    await dialog.getByRole("button", { name: "Remove picture" }).click();
    await page.getByText("Profile picture removed.").waitFor();
    await frameAvatar.waitFor({ state: "detached" });
    await page.reload();
    await page.getByRole("heading", { name: "Profile picture" }).waitFor();
    await page.getByRole("button", { name: /Account menu/ }).waitFor();
    expect(await page.getByRole("img", { name: "Your profile picture" }).count()).toBe(0);
    await context.close();
  });
});

type Texted = { to: string; body: string };

/** A stand-in for an SMS provider's webhook: keeps every message it is given. */
async function startSmsWebhook() {
  const messages: Texted[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    request.on("end", () => {
      messages.push(JSON.parse(raw) as Texted);
      response.writeHead(202, { "content-type": "application/json" }).end('{"queued":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("two-factor sign-in by SMS, with an SMS provider configured (issue 19), at 375 px", () => {
  let webhook: Awaited<ReturnType<typeof startSmsWebhook>>;
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser(
    (running, chromium) => {
      server = running;
      browser = chromium;
    },
    async () => {
      webhook = await startSmsWebhook();
      return startServer({ RATE_LIMIT_MAX: "1000", SMS_WEBHOOK_URL: webhook.url });
    },
  );
  afterAll(async () => webhook?.close());

  /** The 6-digit code of the newest text message, once it has arrived. */
  const textedCode = async (after: number) => {
    await expect.poll(() => webhook.messages.length).toBeGreaterThan(after);
    const message = webhook.messages.at(-1);
    expect(message?.to).toBe("15551230000");
    return /\b(\d{6})\b/.exec(message?.body ?? "")?.[1] ?? "";
  };

  it("sets SMS up with the texted code, signs out and signs in with the next texted code", async () => {
    const origin = server.url;
    const email = await newPractitioner(server, "Sami");
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await openSettings(page, origin, email);

    const sms = page.getByRole("listitem", { name: "SMS" });
    await sms.getByTestId("sms-phone").filter({ hasText: "+• (•••) •••-••00" }).waitFor();
    const before = webhook.messages.length;
    await sms.getByRole("button", { name: "Set up" }).click();
    await page.getByRole("heading", { name: "Confirm codes by text message" }).waitFor();
    const setupCode = await textedCode(before);
    await page.getByRole("textbox", { name: "Code from the text message" }).fill(setupCode);
    await page.getByRole("button", { name: "Turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" });
    await codes.waitFor();
    expect(await codes.getByRole("listitem").count()).toBe(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 of 10 recovery codes left.").waitFor();
    await page.getByText(/You sign in with your password and a code sent by text message to/).waitFor();

    await signOutOnScreen(page, origin);
    const beforeLogin = webhook.messages.length;
    await logInOnScreen(page, email, CARE_PASSWORD);
    await page
      .getByText(
        "We sent a 6-digit code by text message to your phone number ending in 00. It works for 10 minutes.",
      )
      .waitFor();
    const loginCode = await textedCode(beforeLogin);
    expect(webhook.messages.at(-1)?.body).toContain("sign-in code");
    await page.getByRole("textbox", { name: "Code", exact: true }).fill(loginCode);
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname !== "/auth");
    await page.getByRole("button", { name: "Account menu" }).waitFor();
    await context.close();
  });
});
