import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { signOutOnScreen, toastTitled, uniqueEmail, useServerAndBrowser } from "./auth-support";
import { choose, registerAndVerify, storedSession, storeDraft } from "./onboarding-support";
import type { RunningServer } from "./server";

/** What the journey answers, with Barriers skipped (its default) and 'Other' typed for the goal. */
const expectedRecord = {
  age: 52,
  menopauseStatus: "Irregular cycles",
  country: "Canada",
  ZIP: "K1A0B",
  language: ["English", "French"],
  race: "-",
  household: "Living with partner",
  education: "-",
  occupation: "-",
  whatBringsYouHere: "Sleep through the night",
  // Peace and Energy on the Values step, Clarity added on the summary.
  values: ["Energy", "Clarity", "Peace"],
  barriers: "-",
  support: ["Partner"],
  personalityType: "INFJ",
  readiness: 6,
};

async function continueTo(page: Page, origin: string, path: string) {
  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(`${origin}${path}`);
}

describe.each([
  ["375 px wide", { width: 375, height: 812 }, false],
  ["desktop, reloaded in the middle", { width: 1280, height: 900 }, true],
])("a new client's onboarding (%s)", (_name, viewport, reloadMidway) => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("answers every step, edits the summary, finishes and lands on /health-snapshot", async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const origin = server.url;
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email: uniqueEmail("carmen"),
      phone: "15559876543",
    });

    // Step 0: the welcome, under the 8-step header with the client label.
    await page.getByRole("heading", { name: "Welcome to A Healthy Menopause Transformation" }).waitFor();
    await page.getByText("Your menopause health assistant").waitFor();
    const progress = page.getByRole("list", { name: "Onboarding progress" });
    await expect(progress.getByRole("listitem").count()).resolves.toBe(8);
    await page.getByRole("button", { name: "Let's Begin" }).click();
    await page.waitForURL(`${origin}/about-you`);

    // Step 1: bad input shows the spec's message, then the required answers.
    await page.getByRole("heading", { name: "Tell us a bit about you" }).waitFor();
    await expect(progress.locator('[aria-current="step"]').textContent()).resolves.toContain("Step 2 of 8");
    await page.getByRole("spinbutton", { name: /Age/ }).fill("130");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Age must be between 0 and 120").waitFor();
    await expect(page.getByRole("spinbutton", { name: /Age/ }).getAttribute("aria-invalid")).resolves.toBe(
      "true",
    );
    await page.getByRole("spinbutton", { name: /Age/ }).fill("52");
    await choose(page, /Period status/, "Irregular cycles");
    await choose(page, /Country/, "Canada");
    await page.getByRole("textbox", { name: /ZIP/ }).fill("K1A0B");
    await choose(page, /Household/, "Living with partner");
    await page.getByRole("checkbox", { name: "English" }).check();
    await page.getByRole("checkbox", { name: "French" }).check();
    await continueTo(page, origin, "/what-brings-you-here");

    // Step 2: 'Other' with typed text, which replaces it.
    await page.getByRole("radio", { name: "Other" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Please specify", { exact: true }).waitFor();
    await page.getByRole("textbox", { name: /Other, please specify/ }).fill("Sleep through the night");
    await continueTo(page, origin, "/values");

    // Step 3.
    await page.getByRole("checkbox", { name: "Peace" }).check();
    await page.getByRole("checkbox", { name: "Energy" }).check();
    await continueTo(page, origin, "/barriers");

    // Step 4: skipped, so it keeps its default.
    await page.getByRole("radio", { name: "Cost of care" }).check();
    await page.getByRole("button", { name: "Skip this for now" }).click();
    await page.waitForURL(`${origin}/support`);

    if (reloadMidway) {
      await page.reload();
      await page.getByRole("heading", { name: "Who supports you?" }).waitFor();
      // The draft survived: Back shows the values saved before the reload.
      await page.getByRole("button", { name: /Back/ }).click();
      await page.waitForURL(`${origin}/barriers`);
      await page.getByRole("button", { name: /Back/ }).click();
      await page.waitForURL(`${origin}/values`);
      await expect(page.getByRole("checkbox", { name: "Peace" }).isChecked()).resolves.toBe(true);
      await expect(page.getByRole("checkbox", { name: "Energy" }).isChecked()).resolves.toBe(true);
      await continueTo(page, origin, "/barriers");
      await page.getByRole("button", { name: "Skip this for now" }).click();
      await page.waitForURL(`${origin}/support`);
    }

    // Step 5.
    await page.getByRole("checkbox", { name: "Partner" }).check();
    await continueTo(page, origin, "/personality-type");

    // Step 6: the test chooser opens a test in a new tab; the next click goes on to readiness.
    await page.getByRole("radio", { name: "Take a quick test" }).check();
    await continueTo(page, origin, "/choose-test");
    // Back from the test chooser: the earlier choice is still there.
    await page.getByRole("button", { name: /Back/ }).click();
    await page.waitForURL(`${origin}/personality-type`);
    await expect(page.getByRole("radio", { name: "Take a quick test" }).isChecked()).resolves.toBe(true);
    await continueTo(page, origin, "/choose-test");
    const testLink = page.getByRole("link", { name: /The 16 personalities test/ });
    await expect(testLink.getAttribute("target")).resolves.toBe("_blank");
    await expect(testLink.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    // The test site is outside: its tab is stopped before it loads anything.
    await context.route(/16personalities\.com/, (route) => route.abort());
    const [testTab] = await Promise.all([context.waitForEvent("page"), testLink.click()]);
    await testTab.close();
    await page.getByText("The 16 personalities test opened in a new tab.").waitFor();
    await continueTo(page, origin, "/readiness");

    // Back to the personality step: 'I already know my type' needs a type.
    await page.getByRole("button", { name: /Back/ }).click();
    await page.waitForURL(`${origin}/personality-type`);
    await expect(page.getByRole("radio", { name: "Take a quick test" }).isChecked()).resolves.toBe(true);
    await page.getByRole("radio", { name: "I already know my type" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Choose your personality type").waitFor();
    await choose(page, /Your type/, "INFJ");
    await continueTo(page, origin, "/readiness");

    // Step 7: from the default 2 to 6 with the keyboard.
    const slider = page.getByRole("slider", { name: "Your readiness" });
    await expect(slider.inputValue()).resolves.toBe("2");
    await slider.focus();
    for (let press = 0; press < 4; press += 1) await page.keyboard.press("ArrowRight");
    await expect(slider.getAttribute("aria-valuetext")).resolves.toBe("6: Taking first steps");
    await continueTo(page, origin, "/summary");

    // Summary: save an edit on one card, cancel one on the other.
    await page.getByRole("heading", { name: "Summary Confirmation Page" }).waitFor();
    const insights = page.getByRole("region", { name: "Your insights" });
    await insights.getByText("Sleep through the night").waitFor();
    await page.getByRole("button", { name: "Edit your insights" }).click();
    await insights.getByRole("checkbox", { name: "Clarity" }).check();
    await insights.getByRole("button", { name: "Save" }).click();
    await insights.getByText("Energy, Clarity, Peace").waitFor();

    const personal = page.getByRole("region", { name: "Personal info" });
    await page.getByRole("button", { name: "Edit personal info" }).click();
    await personal.getByRole("textbox", { name: /ZIP/ }).fill("90210");
    await personal.getByRole("button", { name: "Cancel" }).click();
    await personal.getByText("K1A0B").waitFor();
    await expect(personal.getByText("90210").count()).resolves.toBe(0);

    // Finish: submitted, thanked, counted down, then home.
    const submitted = page.waitForResponse(
      (response) =>
        response.url() === `${origin}/api/client/onboarding` && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Create My Personalized Dashboard" }).click();
    await page.waitForURL(`${origin}/finish`);
    expect((await submitted).status()).toBe(200);
    await page.getByRole("heading", { name: "Thank you for sharing your story" }).waitFor();
    await expect(page.getByRole("img").count()).resolves.toBe(3);
    await page.getByText(/Taking you to your dashboard in [1-5] seconds?/).waitFor();
    await expect(
      page.getByRole("link", { name: "Go to my dashboard now" }).getAttribute("href"),
    ).resolves.toBe("/health-snapshot");
    await page.waitForURL(`${origin}/health-snapshot`, { timeout: 10_000 });

    // The role is Client, and the API returns exactly what was saved.
    const session = await storedSession(page);
    expect(session.user.roleName).toBe("Client");
    const response = await fetch(`${origin}/api/client/onboarding`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    const { profile_picture: picture, completedAt, ...answers } = data;
    expect(picture).toBeNull();
    expect(typeof completedAt).toBe("string");
    expect(answers).toEqual(expectedRecord);

    // Onboarding is over: its pages now lead home.
    await page.goto(`${origin}/about-you`);
    await page.waitForURL(`${origin}/health-snapshot`);
    await context.close();
  });
});

describe("a client onboarding the API refuses", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("lets a client sign out in the middle of the onboarding", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email: uniqueEmail("leaving"),
      phone: "15559876543",
    });
    await page.getByRole("button", { name: "Let's Begin" }).click();
    await page.waitForURL(`${server.url}/about-you`);
    await signOutOnScreen(page, server.url);
    // Signed out: the onboarding is closed to them until they log in again.
    await page.goto(`${server.url}/about-you`);
    await page.waitForURL(/\/register/);
    await page.close();
  });

  it("shows 'Error during onboarding', keeps the draft, and finishes once it is corrected", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email: uniqueEmail("refused"),
      phone: "15559876543",
    });

    // A draft the API's rules refuse (an age over 120), as an older or altered copy could hold.
    await storeDraft(page, origin, "persist:clientOnboarding", { age: 500 });
    await page.goto(`${origin}/summary`);
    const personal = page.getByRole("region", { name: "Personal info" });
    await personal.getByText("500").waitFor();

    const refused = page.waitForResponse(
      (response) =>
        response.url() === `${origin}/api/client/onboarding` && response.request().method() === "POST",
    );
    await page.getByRole("button", { name: "Create My Personalized Dashboard" }).click();
    expect((await refused).status()).toBe(400);
    await toastTitled(page, "Error during onboarding").waitFor();
    await page
      .getByRole("alert")
      .filter({ hasText: "Error during onboarding. Please try again" })
      .first()
      .waitFor();
    await expect(page.url()).toBe(`${origin}/finish`);

    // Nothing was stored and the person is still onboarding; the draft is kept for the summary.
    const { accessToken } = await storedSession(page);
    const stored = await fetch(`${origin}/api/client/onboarding`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(stored.status).toBe(404);
    await page.getByRole("button", { name: /Back to summary/ }).click();
    await page.waitForURL(`${origin}/summary`);
    await personal.getByText("500").waitFor();

    // Corrected on the summary, then sent again.
    await page.getByRole("button", { name: "Edit personal info" }).click();
    await personal.getByRole("spinbutton", { name: /Age/ }).fill("49");
    await choose(page, /Period status/, "Not sure");
    await choose(page, /Country/, "Germany");
    await personal.getByRole("textbox", { name: /ZIP/ }).fill("10115");
    await choose(page, /Household/, "Single");
    await personal.getByRole("checkbox", { name: "German" }).check();
    await personal.getByRole("button", { name: "Save" }).click();
    await personal.getByText("49").waitFor();
    await page.getByRole("button", { name: "Create My Personalized Dashboard" }).click();
    await page.getByRole("heading", { name: "Thank you for sharing your story" }).waitFor();
    await page.waitForURL(`${origin}/health-snapshot`, { timeout: 10_000 });
    await page.close();
  });
});
