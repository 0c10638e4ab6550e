import type { Browser } from "playwright-core";
import { describe, expect, it } from "vitest";

import { apiLogIn, DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/** A Super Admin reads an answer a client reported, from Administration; the read is audited. */
describe("reported answers in Administration", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  /** A client asks a question and reports its answer through the API; answers the chat's id. */
  async function reportedByClient(question: string): Promise<string> {
    const token = await apiLogIn(server, "client@example.com", DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const asked = await fetch(`${server.url}/api/ai-search`, {
      method: "POST",
      headers,
      body: JSON.stringify({ question }),
    });
    expect(asked.status).toBe(201);
    const { chat, message } = (await asked.json()) as { chat: { id: string }; message: { id: string } };
    const reported = await fetch(`${server.url}/api/searched-result/report`, {
      method: "POST",
      headers,
      body: JSON.stringify({ messageId: message.id, reason: "It does not mention fans at night." }),
    });
    expect(reported.status).toBe(200);
    return chat.id;
  }

  it("lists the reported chat without its text and opens it read-only, saying the read is recorded", async () => {
    const chatId = await reportedByClient("What helps with hot flushes at night?");
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "admin@example.com", DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith("/auth"));
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Administration" })
      .click();
    await page.waitForURL(`${server.url}/admin`);

    const section = page.getByRole("region", { name: "Reported answers" });
    const table = section.getByRole("table", { name: "Reported chats, the most recently reported first" });
    const row = table.getByRole("row").nth(1);
    await expect.poll(() => row.textContent()).toMatch(/Client.*Library search/);
    await expect(section.textContent()).resolves.not.toContain("hot flushes at night");

    // The keyboard way in: the row's link, then Enter.
    await row.getByRole("link", { name: /^Open the chat reported on / }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/admin/reported-chats/${chatId}`);
    const heading = page.getByRole("heading", {
      level: 1,
      name: "Reported chat: What helps with hot flushes at night?",
    });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByText("Opening a reported chat is recorded in the audit log").waitFor();
    await page.getByText("It does not mention fans at night.").waitFor();
    await expect(page.getByRole("article").count()).resolves.toBe(1);
    // Read-only: nothing to rate, report or save.
    await expect(page.getByRole("main").getByRole("button").count()).resolves.toBe(0);

    // An address of a chat that is not reported reads as missing.
    await page.goto(`${server.url}/admin/reported-chats/00000000-0000-4000-8000-000000000000`);
    await page.getByText("There is no reported chat at this address").waitFor();
    await page.getByRole("link", { name: "Back to Administration" }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.close();
  });
});
