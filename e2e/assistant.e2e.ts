import type { Browser, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

const CHAT_PATH = /\/ask\/[0-9a-f-]{36}$/;

/** Types a question in the chat and asks it with Enter; answers the new answer's article. */
async function ask(page: Page, label: string, question: string): Promise<Locator> {
  await page.getByRole("textbox", { name: label }).fill(question);
  await page.getByRole("textbox", { name: label }).press("Enter");
  const answer = page.getByRole("article", { name: `You asked: ${question}` });
  await answer.waitFor();
  return answer;
}

type MailboxEntry = { to: string; kind: string; subject: string; text: string; status: string };

/** The delivered messages of this kind to this address, newest first (as the mailbox lists them). */
async function sentMail(server: RunningServer, email: string, kind: string): Promise<MailboxEntry[]> {
  const entries = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as MailboxEntry[];
  return entries.filter(
    (candidate) => candidate.to === email && candidate.kind === kind && candidate.status === "sent",
  );
}

/**
 * Waits for the mail sender to deliver a new message of this kind to this address: one more than
 * the `before` already delivered (the demo's history has mail of its own), and answers it.
 */
async function newMailTo(server: RunningServer, email: string, kind: string, before: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const entries = await sentMail(server, email, kind);
    if (entries.length > before) return entries[0]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no new ${kind} mail to ${email} was delivered`);
}

/** Starts a new chat from a reopened one. */
async function newChat(page: Page, origin: string) {
  await page.getByRole("link", { name: "New chat" }).click();
  await page.waitForURL(`${origin}/ask`);
}

describe("the assistant for the demo client, who has a practitioner (375 px wide)", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("answers from the library with citations, follows up, puts safety first, says when it has nothing, and keeps the chats", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const origin = server.url;
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${origin}/health-snapshot`);

    // A new chat with suggested questions; a question about hot flushes gets a cited answer.
    await page.goto(`${origin}/ask`);
    await page.getByRole("list", { name: "Suggested questions" }).waitFor();
    // She has check-ins: a new chat is personalised unless she switches it off.
    const personal = page.getByRole("switch", { name: "Personalised for me" });
    await expect.poll(() => personal.getAttribute("aria-checked")).toBe("true");
    const first = await ask(page, "Your question", "What helps with hot flushes?");
    await page.waitForURL(CHAT_PATH);
    const chatUrl = page.url();
    await first.getByText(/^Personalised for you: /).waitFor();
    await page.getByText("Personalised", { exact: true }).first().waitFor();
    await expect(
      first
        .getByRole("heading", { name: "You asked: What helps with hot flushes?" })
        .evaluate((heading) => heading === document.activeElement),
    ).resolves.toBe(true);
    const sources = first.getByRole("list", { name: "Sources" }).getByRole("link");
    await expect(sources.count()).resolves.toBeGreaterThan(0);
    const sourceTitle = (await sources.first().innerText()).replace(/^Source 1:\s*/, "").trim();
    expect(sourceTitle).toMatch(/flush|sweat/i);
    const sourceHref = await sources.first().getAttribute("href");
    expect(sourceHref).toMatch(/^\/library\/.+/);
    await expect(first.getByRole("link", { name: "[1]" }).first().getAttribute("href")).resolves.toBe(
      sourceHref,
    );

    // The citation opens the item in the reader; Back returns to the chat.
    await first.getByRole("link", { name: "[1]" }).first().click();
    await page.waitForURL(`${origin}${sourceHref}`);
    await page.getByRole("heading", { level: 1, name: sourceTitle }).waitFor();
    await page.goBack();
    await page.waitForURL(chatUrl);

    // A follow-up stays in the same chat and keeps its topic.
    const followUp = await ask(page, "Ask a follow-up question", "And what helps at night?");
    expect(page.url()).toBe(chatUrl);
    await expect(
      followUp.getByRole("list", { name: "Sources" }).getByRole("link").count(),
    ).resolves.toBeGreaterThan(0);
    await expect(
      page.getByRole("list", { name: "Questions and answers" }).getByRole("article").count(),
    ).resolves.toBe(2);

    // The answer is saved into a new folder and found in Saved.
    await followUp.getByRole("button", { name: "Save" }).click();
    const dialog = page.getByRole("dialog", { name: "Save to a folder" });
    await dialog.getByRole("button", { name: "New folder" }).click();
    await dialog.getByRole("textbox", { name: "New folder's name" }).fill("Night sweats");
    await dialog.getByRole("textbox", { name: "New folder's name" }).press("Enter");
    await dialog.getByRole("treeitem", { name: "Night sweats", selected: true }).waitFor();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    // The dialog now says where it is saved (its title is 'Saved').
    await page.getByText("'And what helps at night?' is saved in 'Night sweats'.").waitFor();
    await page.getByRole("link", { name: "Open 'Night sweats'" }).click();
    await page.getByRole("heading", { level: 2, name: "Night sweats" }).waitFor();
    await page
      .getByRole("list", { name: "Saved in 'Night sweats'" })
      .getByRole("article", { name: /And what helps at night\?/ })
      .waitFor();
    await page.goto(chatUrl);
    await page.getByRole("article", { name: "You asked: And what helps at night?" }).waitFor();

    // A red flag: the seek-care advice comes first, as an alert.
    const alertsBefore = (await sentMail(server, "practitioner@example.com", "red_flag_alert")).length;
    await newChat(page, origin);
    const redFlag = await ask(page, "Your question", "Sudden crushing pressure in my chest and sweating");
    const alert = redFlag.getByRole("alert");
    await alert.getByText("Chest pain or pressure: call for help now").waitFor();
    const alertFirst = await redFlag.evaluate((article) => {
      const advice = article.querySelector('[role="alert"]');
      const text = article.querySelector('[data-slot="markdown-view"]');
      return Boolean(
        advice && (!text || advice.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    });
    expect(alertFirst).toBe(true);
    // The demo client has a practitioner: they are told by e-mail that a red flag was raised (no chat text).
    const alertMail = await newMailTo(server, "practitioner@example.com", "red_flag_alert", alertsBefore);
    expect(alertMail.subject).toMatch(/^A red flag was raised on /);
    expect(alertMail.text).not.toMatch(/chest|sweating/i);

    // Out of scope: the library has nothing, and nothing is cited.
    await newChat(page, origin);
    const noContent = await ask(page, "Your question", "How do I change the brake pads on my car?");
    await noContent.getByText(/The reviewed library has nothing on this yet/).waitFor();
    await expect(noContent.getByRole("list", { name: "Sources" }).count()).resolves.toBe(0);

    // The history lists the chats of today and reopens the first one as it was.
    const history = page.getByRole("complementary", { name: "Your chats" });
    const today = history.getByRole("region", { name: "Today" });
    await today.getByRole("link", { name: "What helps with hot flushes?" }).click();
    await page.waitForURL(chatUrl);
    await page.getByRole("article", { name: "You asked: And what helps at night?" }).waitFor();
    await expect(
      page.getByRole("list", { name: "Questions and answers" }).getByRole("article").count(),
    ).resolves.toBe(2);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375);
    await context.close();
  });
});
