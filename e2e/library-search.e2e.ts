import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { DEMO_PASSWORD, logInOnScreen, useServerAndBrowser } from "./auth-support";
import type { RunningServer } from "./server";

/** The seed library's article a search for hot flashes should find first (issue 30). */
const ARTICLE_TITLE = /^Hot flushes and night sweats/;
const ARTICLE_PATH = /\/library\/[0-9a-f-]{36}(\?|$)/;
const CHAT_PATH = /\/ask\/[0-9a-f-]{36}$/;

/**
 * The library's search by relevance and "Ask about this article" (issue 30, points 3 and 4), for
 * the demo client on a laptop: a search in US words finds the UK-titled article first with its
 * matched words highlighted; the article's back link (after a reload too) and the browser's Back
 * return to the same search; and a chat started from the article answers citing it first.
 */
describe("library search and Ask about this article, for the demo client", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  async function signedInClient(): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/auth`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${server.url}/health-snapshot`);
    return page;
  }

  /** The first card of the list shown, and its title link. */
  const firstCard = (page: Page) => page.getByRole("list", { name: "Articles" }).getByRole("article").first();

  /** Waits for the search's results and checks the first is the article, a matched word marked. */
  async function expectArticleFirst(page: Page) {
    await page
      .getByRole("status")
      .filter({ hasText: /match “hot flashes”, most relevant first/ })
      .waitFor();
    const card = firstCard(page);
    const title = card.getByRole("heading", { level: 2 });
    expect(await title.innerText()).toMatch(ARTICLE_TITLE);
    const marked = await title.locator("mark").allInnerTexts();
    expect(marked.length).toBeGreaterThan(0);
    expect(marked.join(" ")).toMatch(/hot|flush/i);
  }

  it("finds 'Hot flushes and night sweats' first for 'hot flashes', opens it, and goes back to the same search", async () => {
    const page = await signedInClient();
    await page.goto(`${server.url}/library`);
    const search = page.getByRole("searchbox", { name: "Search articles" });
    await search.fill("hot flashes");
    await search.press("Enter");
    await page.waitForURL(`${server.url}/library?q=hot+flashes`);
    await expectArticleFirst(page);

    // The card's link carries the search; the article opens from it.
    const link = firstCard(page).getByRole("link", { name: ARTICLE_TITLE });
    expect(await link.getAttribute("href")).toMatch(/^\/library\/[0-9a-f-]{36}\?q=hot\+flashes$/);
    await link.click();
    await page.waitForURL(ARTICLE_PATH);
    await page.getByRole("heading", { level: 1, name: ARTICLE_TITLE }).waitFor();
    const articleUrl = page.url();
    expect(new URL(articleUrl).searchParams.get("q")).toBe("hot flashes");

    // The browser's Back shows the same search.
    await page.goBack();
    await page.waitForURL(`${server.url}/library?q=hot+flashes`);
    await expectArticleFirst(page);
    expect(await search.inputValue()).toBe("hot flashes");

    // After a reload of the article, its own back link still returns to the search.
    await page.goto(articleUrl);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: ARTICLE_TITLE }).waitFor();
    const back = page.getByRole("link", { name: "Back to library" });
    expect(await back.getAttribute("href")).toBe("/library?q=hot+flashes");
    await back.click();
    await page.waitForURL(`${server.url}/library?q=hot+flashes`);
    await expectArticleFirst(page);
    expect(await search.inputValue()).toBe("hot flashes");
    await page.close();
  });

  it("asks about the article from its page, and the answer cites the article first", async () => {
    const page = await signedInClient();
    await page.goto(`${server.url}/library?q=hot+flashes`);
    await expectArticleFirst(page);
    await firstCard(page).getByRole("link", { name: ARTICLE_TITLE }).click();
    await page.waitForURL(ARTICLE_PATH);
    const title = await page.getByRole("heading", { level: 1, name: ARTICLE_TITLE }).innerText();
    const articleId = new URL(page.url()).pathname.split("/").pop()!;

    await page.getByRole("link", { name: "Ask about this article" }).click();
    await page.waitForURL(`${server.url}/ask?about=${articleId}`);
    // The chat says which article it is about, offers its questions, and the question box is next.
    const about = page.getByRole("link", { name: title, exact: true });
    await about.waitFor();
    expect(await about.getAttribute("href")).toBe(`/library/${articleId}`);
    await page.getByRole("list", { name: "Suggested questions" }).getByRole("button").first().waitFor();
    const question = page.getByRole("textbox", { name: "Your question" });
    await expect.poll(() => question.evaluate((box) => box === document.activeElement)).toBe(true);

    await question.fill("does keeping the bedroom cool really help with this at night?");
    await question.press("Enter");
    const answer = page.getByRole("article", {
      name: "You asked: does keeping the bedroom cool really help with this at night?",
    });
    await answer.waitFor();
    await page.waitForURL(CHAT_PATH);
    const sources = answer.getByRole("list", { name: "Sources" }).getByRole("link");
    await expect(sources.count()).resolves.toBeGreaterThan(0);
    expect(await sources.first().getAttribute("href")).toBe(`/library/${articleId}`);
    expect(await sources.first().innerText()).toContain(title);

    // The chat keeps its article: named above the follow-up box, also once reopened.
    await page.reload();
    await page.getByRole("textbox", { name: "Ask a follow-up question" }).waitFor();
    await page.getByRole("link", { name: title, exact: true }).first().waitFor();
    expect(await page.getByText(/^About:/).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("says when an article cannot be asked about, with the way to an ordinary chat", async () => {
    const page = await signedInClient();
    await page.goto(`${server.url}/ask?about=00000000-0000-4000-8000-000000000000`);
    await page.getByRole("heading", { name: "This article is not available to ask about." }).waitFor();
    await page.getByRole("link", { name: "Ask about anything instead" }).click();
    await page.waitForURL(`${server.url}/ask`);
    await page.getByRole("list", { name: "Suggested questions" }).waitFor();
    await page.close();
  });
});
