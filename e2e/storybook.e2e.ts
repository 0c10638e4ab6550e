/**
 * The static Storybook that designers and Chromatic open (`npm run build-storybook`, which
 * `npm test` runs before the tests): served as built, opened in Chromium, a UI component and a
 * screen each render with their docs pages, the flows are in the order a person meets them, and
 * the Tokens page shows real values.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import type { Browser, FrameLocator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { launchChromium } from "./browser";
import { serveDirectory, type StaticServer } from "./static-server";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = path.join(root, "storybook-static");

type IndexEntry = { id: string; title: string; name: string; type: "story" | "docs" };

describe("the built Storybook", () => {
  let server: StaticServer;
  let browser: Browser;
  let page: Page;
  /** Errors the pages threw or logged; every test ends with none. */
  let errors: string[] = [];

  beforeAll(async () => {
    if (!existsSync(path.join(staticDir, "index.json"))) {
      throw new Error("storybook-static is missing: build it first (npm run build-storybook)");
    }
    server = await serveDirectory(staticDir);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // A failed request is reported below with its address.
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        errors.push(message.text());
      }
    });
    page.on("response", (response) => {
      // The preview page, opened on its own, has no icon: the browser's guess is not Storybook's.
      if (response.status() >= 400 && !response.url().endsWith("/favicon.ico")) {
        errors.push(`${response.status()} ${response.url()}`);
      }
    });
  }, 60_000);

  afterEach(() => {
    const seen = errors;
    errors = [];
    expect(seen).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Opens a sidebar path (`/docs/ui-button--docs`) in the manager and answers its preview frame. */
  async function openInManager(pathParameter: string): Promise<FrameLocator> {
    await page.goto(`${server.url}?path=${pathParameter}`);
    return page.frameLocator("#storybook-preview-iframe");
  }

  /** Opens one story or docs page in the preview alone (what the manager frames), which loads faster. */
  async function openPreview(id: string, viewMode: "story" | "docs"): Promise<Page> {
    await page.goto(`${server.url}iframe.html?id=${id}&viewMode=${viewMode}`);
    return page;
  }

  it("renders a UI component's docs page in the manager, with the props' descriptions, and its story", async () => {
    const docs = await openInManager("/docs/ui-button--docs");
    await docs.getByRole("heading", { name: "Button", level: 1 }).waitFor();
    // The props table is made from the component's types and their JSDoc.
    const loading = docs.locator("table tr", { has: docs.getByText("loading", { exact: true }) });
    await loading.getByText("Busy state", { exact: false }).waitFor();
    const variant = docs.locator("table tr", { has: docs.getByText("variant", { exact: true }) });
    await variant.getByText("How much it stands out", { exact: false }).waitFor();

    const story = await openPreview("ui-button--playground", "story");
    await story.getByRole("button", { name: "Proceed" }).waitFor();
  });

  it("renders a screen's story and its docs page", async () => {
    const story = await openPreview("screens-auth-register--default", "story");
    await story.getByText("Select Your Type of Account:").waitFor();

    const docs = await openPreview("screens-auth-register--docs", "docs");
    await docs.getByRole("heading", { name: "Register", level: 1 }).waitFor();
    await docs.getByText("Select Your Type of Account:").first().waitFor();
  });

  it("lists each flow's screens in the order a person meets them, after the flow's page", () => {
    const index = JSON.parse(readFileSync(path.join(staticDir, "index.json"), "utf8")) as {
      entries: Record<string, IndexEntry>;
    };
    const titles = [...new Set(Object.values(index.entries).map((entry) => entry.title))];
    const flow = (prefix: string) =>
      titles.filter((title) => title.startsWith(prefix)).map((t) => t.slice(prefix.length));

    expect(titles.slice(0, 2)).toEqual(["Introduction", "Tokens"]);
    expect(flow("Screens/Auth/")).toEqual([
      "Flow",
      "Register",
      "LinkVerification",
      "Login",
      "LoginSecondFactor",
      "ForgotPassword",
      "NewPassword",
    ]);
    expect(flow("Screens/Onboarding/Client/")).toEqual([
      "Flow",
      "Welcome",
      "AboutYou",
      "WhatBringsYouHere",
      "Values",
      "Barriers",
      "Support",
      "PersonalityType",
      "ChooseTest",
      "Readiness",
      "Summary",
      "Finish",
    ]);
    expect(flow("Screens/Onboarding/Practitioner/")).toEqual([
      "Flow",
      "Intro",
      "PractitionerType",
      "FocusAreas",
      "AboutPractice",
      "SubscriptionPlan",
      "ProfileSetup",
      "InviteClients",
      "Finish",
    ]);
  });

  it("shows a flow's screens side by side at desktop and mobile width", async () => {
    const preview = await openPreview("screens-onboarding-client-flow--docs", "docs");
    const steps = preview.locator("[data-testid=flow-overview] > li");
    await steps.first().waitFor();
    expect(
      await steps.evaluateAll((items) => items.map((item) => item.getAttribute("data-story-id"))),
    ).toEqual(
      expect.arrayContaining([
        "screens-onboarding-client-welcome--default",
        "screens-onboarding-client-finish--default",
      ]),
    );
    const frames = steps.first().locator("iframe");
    expect(await frames.evaluateAll((items) => items.map((item) => item.getAttribute("width")))).toEqual([
      "1280",
      "375",
    ]);
    // Each frame is the story itself, rendered at that width.
    const mobile = preview.frameLocator('iframe[title="Welcome (step 0), mobile (375 px)"]');
    await mobile.getByRole("heading", { name: /Welcome to/ }).waitFor();
  });

  it("shows the tokens' real values: colours in light and dark, true type sizes and a breakpoint table", async () => {
    const preview = await openPreview("tokens--docs", "docs");
    const primaryDark = preview.locator('[data-token="--primary"][data-mode^="Dark"]');
    await expect(primaryDark.textContent()).resolves.toContain("#93b4fd");
    const primaryLight = preview.locator('[data-token="--primary"][data-mode^="Light"]');
    await expect(primaryLight.textContent()).resolves.toContain("#1d4ed8");

    const display = preview.getByText("Display: a calmer menopause", { exact: false });
    await expect(display.evaluate((element) => getComputedStyle(element).fontSize)).resolves.toBe("32px");

    const table = preview.locator("table", { hasText: "desktop" });
    await expect(table.locator("tr").count()).resolves.toBe(5);
  });

  it("offers the viewport presets of the decisions", async () => {
    const preview = await openPreview("ui-button--playground", "story");
    await preview.getByRole("button", { name: "Proceed" }).waitFor();
    const widths = await preview.evaluate(() => {
      type Options = Record<string, { styles: { width: string } }>;
      const { storyStore } = (window as unknown as { __STORYBOOK_PREVIEW__: { storyStore: unknown } })
        .__STORYBOOK_PREVIEW__ as {
        storyStore: { projectAnnotations: { parameters: { viewport: { options: Options } } } };
      };
      return Object.values(storyStore.projectAnnotations.parameters.viewport.options).map(
        (option) => option.styles.width,
      );
    });
    expect(widths).toEqual(["375px", "768px", "1024px", "1280px", "1440px"]);
  });
});
