import type { ServerResponse } from "node:http";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { chunk, fakeEndpoint, startStream, type Received } from "../apps/api/src/test/fake-ai-endpoint";
import { DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import { startServer, type RunningServer } from "./server";

/*
 * The assistant with an AI endpoint (AI_BASE_URL): a local fake OpenAI-compatible endpoint
 * started here (never the network) writes its answers from the passages the app sends it, so they
 * pass the app's citation check, and streams them in pieces. It can hold an answer half-written
 * until the test has seen the first half on the page, so the answer is seen growing without any
 * timing assumption.
 */

/** The answer being written, before its stored message replaces it. */
const STREAMING = '[data-slot="streaming-answer"]';
const CHAT_PATH = /\/ask\/[0-9a-f-]{36}$/;
const EDITOR_PATH = /\/content-manager\/library\/[0-9a-f-]{36}$/;

/** A passage as the endpoint received it: its number and its text. */
type SentPassage = { n: number; text: string };

function sentPassages(request: Received): SentPassage[] {
  const system = request.body.messages[0]!.content;
  const block = /<passages>\n([\s\S]*)\n<\/passages>/.exec(system)?.[1] ?? "";
  return block.split("\n\n[").map((entry, index) => {
    const [, ...text] = entry.replace(/^\[/, "").split("\n");
    return { n: index + 1, text: text.join(" ") };
  });
}

/** A sentence made of a passage's first words of substance, citing it. */
const sentenceFrom = (passage: SentPassage) =>
  `The library says ${(passage.text.match(/[A-Za-z]{4,}/g) ?? []).slice(0, 6).join(" ")} [${passage.n}].`;

/** The fake model's answer: a sentence from each of the first two passages. */
function modelAnswer(request: Received): string {
  const [first, second] = sentPassages(request);
  return second ? `${sentenceFrom(first!)} ${sentenceFrom(second)}` : sentenceFrom(first!);
}

/** Answers held half-written, in the order the requests come; each ends when released. */
const holds: Promise<void>[] = [];

/** Holds the next answer after its first pieces until the returned function is called. */
function holdNextAnswer(): () => void {
  let release!: () => void;
  holds.push(new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

/** Waits for the release (or for the app to hang up), keeping the stream alive meanwhile. */
async function held(response: ServerResponse, released: Promise<void>) {
  const closed = new Promise<void>((resolve) => response.once("close", () => resolve()));
  let done = false;
  void Promise.race([released, closed]).then(() => (done = true));
  while (!done) {
    // An SSE comment: the app's reader counts it as the endpoint still being there.
    if (!response.destroyed) response.write(": still writing\n\n");
    await Promise.race([released, closed, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
}

let endpoint: Awaited<ReturnType<typeof fakeEndpoint>>;

beforeAll(async () => {
  endpoint = await fakeEndpoint(
    async (response, request) => {
      const answer = modelAnswer(request);
      if (!request.body.stream) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
          }),
        );
        return;
      }
      startStream(response);
      response.write(chunk(null));
      const pieces = answer.match(/.{1,6}/gs) ?? [];
      const firstPart = Math.max(3, Math.floor(pieces.length / 3));
      for (const piece of pieces.slice(0, firstPart)) response.write(chunk(piece));
      const hold = holds.shift();
      if (hold) await held(response, hold);
      if (response.destroyed) return;
      for (const piece of pieces.slice(firstPart)) response.write(chunk(piece));
      response.write(chunk(null, "stop"));
      response.end("data: [DONE]\n\n");
    },
    { keep: true },
  );
});
afterAll(async () => endpoint?.close());

/** Types a question and asks it with Enter. */
async function typeAndAsk(page: Page, label: string, question: string) {
  await page.getByRole("textbox", { name: label }).fill(question);
  await page.getByRole("textbox", { name: label }).press("Enter");
}

describe("the assistant streaming from an AI endpoint, for the demo practitioner", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser(
    (running, chromium) => {
      server = running;
      browser = chromium;
    },
    () =>
      startServer({
        RATE_LIMIT_MAX: "1000",
        AI_BASE_URL: endpoint.baseUrl,
        AI_MODEL: "fake-model",
      }),
  );

  it("shows the answer growing, then its citations; stops an answer; turns an answer into an AI-Generated draft", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const origin = server.url;
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, "practitioner@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${origin}/content-manager/library`);

    // A new chat in the library for practitioners; the plan's sessions are shown by the box.
    await page.goto(`${origin}/ask`);
    await page.getByText("0 of 50 AI sessions used this month (Professional plan)").waitFor();
    await page.getByRole("radio", { name: "Library for practitioners" }).click();
    await expect(
      page.getByRole("radio", { name: "Library for practitioners" }).getAttribute("aria-checked"),
    ).resolves.toBe("true");

    // The answer grows: its first pieces are on the page while the rest is held back.
    const question = "How do I talk about HRT risks with a client?";
    const release = holdNextAnswer();
    await typeAndAsk(page, "Your question", question);
    const streaming = page.locator(STREAMING);
    await streaming.getByText(/The library says/).waitFor();
    const partial = (await streaming.innerText()).replace("Writing the answer…", "").trim();
    const answer = page.getByRole("article", { name: `You asked: ${question}` });
    await expect(answer.count()).resolves.toBe(0);
    await expect(page.getByRole("list", { name: "Sources" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Stop" }).isVisible()).resolves.toBe(true);

    // Then the rest, and the stored answer with its citations and sources.
    release();
    await answer.waitFor();
    await page.waitForURL(CHAT_PATH);
    const chatUrl = page.url();
    const text = await answer.locator('[data-slot="markdown-view"]').innerText();
    expect(text.length).toBeGreaterThan(partial.length);
    expect(text).toMatch(/^The library says /);
    const sources = answer.getByRole("list", { name: "Sources" }).getByRole("link");
    await expect(sources.count()).resolves.toBeGreaterThan(0);
    await expect(answer.getByRole("link", { name: "[1]" }).first().getAttribute("href")).resolves.toMatch(
      /^\/library\/.+/,
    );
    await expect(
      answer.getByText("The answer was checked against the library and replaced.").count(),
    ).resolves.toBe(0);
    await page.getByText("Library for practitioners", { exact: true }).first().waitFor();
    // The new chat is one of the month's sessions.
    await page.getByText("1 of 50 AI sessions used this month (Professional plan)").waitFor();

    // Stop: a follow-up stopped half-written keeps its question in the box.
    const followUp = "And when a client has had breast cancer?";
    const releaseFollowUp = holdNextAnswer();
    await typeAndAsk(page, "Ask a follow-up question", followUp);
    await page
      .locator(STREAMING)
      .getByText(/The library says/)
      .waitFor();
    await page.getByRole("button", { name: "Stop" }).click();
    await page.getByText("You stopped the answer. Your question is still in the box").waitFor();
    await expect(page.getByRole("textbox", { name: "Ask a follow-up question" }).inputValue()).resolves.toBe(
      followUp,
    );
    await expect(
      page
        .getByRole("textbox", { name: "Ask a follow-up question" })
        .evaluate((box) => box === document.activeElement),
    ).resolves.toBe(true);
    releaseFollowUp();
    expect(page.url()).toBe(chatUrl);

    // The first answer becomes a draft library item, which opens in the editor.
    await answer.getByRole("button", { name: "Turn into draft" }).click();
    await answer.getByText("Draft created").waitFor();
    const draftLink = answer.getByRole("link", { name: "Open the draft" });
    await expect(draftLink.getAttribute("href")).resolves.toMatch(EDITOR_PATH);
    await draftLink.click();
    await page.waitForURL(EDITOR_PATH);

    // It is listed under AI-Generated in the library.
    await page.goto(`${origin}/content-manager/library`);
    await page.getByRole("tab", { name: /^AI-Generated/ }).click();
    await page.getByRole("tabpanel").getByRole("link", { name: question }).waitFor();
    await context.close();
  });
});
