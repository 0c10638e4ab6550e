import { chromium, type Browser, type BrowserContext } from "playwright-core";

import { chromiumPath } from "../scripts/chromium.mjs";

/**
 * How long a page's waits (a locator, a navigation) last before they fail. These tests run beside
 * the story tests on two cores, where a step that takes a second alone can take many: a wait's
 * length is no assertion, only a bound that a stuck page still reaches.
 */
export const PAGE_WAIT = 60_000;

const withWaits = (context: BrowserContext) => {
  context.setDefaultTimeout(PAGE_WAIT);
  context.setDefaultNavigationTimeout(PAGE_WAIT);
  // An exception nothing in the page caught is printed with the test's output: a step that later
  // waits in vain is explained by it.
  context.on("weberror", (error) => {
    console.error(`[page error] ${error.page()?.url() ?? "(no page)"}: ${String(error.error())}`);
  });
  return context;
};

/**
 * Debian's Chromium (or CHROMIUM_PATH), headless, with the flags this machine's network needs;
 * its contexts and pages wait up to `PAGE_WAIT` and print the exceptions their pages did not catch.
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => withWaits(await newContext(options));
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // Closing the page closes the context made for it, as Browser.newPage does (the context is
    // gone already when the whole browser closed).
    page.once("close", () => void context.close().catch(() => undefined));
    return page;
  };
  return browser;
}
