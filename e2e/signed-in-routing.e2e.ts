import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  DEMO_PASSWORD,
  logInOnScreen,
  signOutOnScreen,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import { choose, registerAndVerify, storedSession } from "./onboarding-support";
import type { RunningServer } from "./server";

/** The password `registerAndVerify` gives every new account. */
const PASSWORD = "quiet-morning-7";

/** Answers the client's About you step (without continuing). */
async function answerAboutYou(page: Page) {
  await page.getByRole("spinbutton", { name: /Age/ }).fill("52");
  await choose(page, /Period status/, "Irregular cycles");
  await choose(page, /Country/, "Canada");
  await page.getByRole("textbox", { name: /ZIP/ }).fill("K1A0B");
  await choose(page, /Household/, "Living with partner");
  await page.getByRole("checkbox", { name: "English" }).check();
}

/** A 2×2 PNG: the profile picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==",
  "base64",
);

/** The smallest file the API reads as a PDF: the certificate. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

/** Submits a practitioner's onboarding through the API, with a certificate and a picture. */
async function submitPractitionerOnboarding(origin: string, token: string, firstName: string) {
  const form = new FormData();
  const data = {
    primary_niches: ["Gut Health"],
    practitioner_types: ["MD", "Herbalist", "Yoga Teacher", "Fertility Coach", "Patient Advocate"],
    school: ["Health Coach Institute"],
    recent_client_count: "0-5",
    target_client_count: "6-15",
    uses_labs_supplements: "No",
    subscription_plan: "starter",
    first_name: firstName,
    last_name: `${firstName} Care`,
    age: 50,
    gender: "women",
    timezone: "GMT+01:00",
    security_questions: "What was the name of your first pet?",
    security_answers: "Biscuit",
  };
  form.append("onboarding_data", JSON.stringify({ data }));
  form.append("certificate_file", new Blob([PDF], { type: "application/pdf" }), "licence.pdf");
  form.append("profile_picture", new Blob([PNG], { type: "image/png" }), "me.png");
  const response = await fetch(`${origin}/api/coach/onboarding`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

/** Opens `path` and waits until the app has sent the visitor on to `landing`. */
async function openAndLand(page: Page, origin: string, path: string, landing: string) {
  await page.goto(`${origin}${path}`);
  await page.waitForURL(`${origin}${landing}`);
}

describe("a signed-in person opening /, an unknown path, /register or /auth", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("goes to their home route, never to sign-up or login", async () => {
    const page = await browser.newPage();
    const origin = server.url;
    await page.goto(`${origin}/auth`);
    await logInOnScreen(page, "client@example.com", DEMO_PASSWORD);
    await page.waitForURL(`${origin}/health-snapshot`);
    for (const path of ["/", "/no-such-page", "/register", "/auth", "/auth?next=%2Fauth"]) {
      await openAndLand(page, origin, path, "/health-snapshot");
      await page.getByRole("heading", { name: "Health snapshot" }).waitFor();
    }
    await page.close();
  });

  it("goes back to the onboarding page they are on, and the logo keeps what they typed", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email: uniqueEmail("typing"),
      phone: "15559876543",
    });
    await page.getByRole("button", { name: "Let's Begin" }).click();
    await page.waitForURL(`${origin}/about-you`);
    await page.getByRole("spinbutton", { name: /Age/ }).fill("52");

    // The logo leads home, which is this page: nothing typed is lost.
    await page.getByRole("button", { name: "Haven" }).click();
    await page.getByRole("heading", { name: "Tell us a bit about you" }).waitFor();
    expect(page.url()).toBe(`${origin}/about-you`);
    await expect(page.getByRole("spinbutton", { name: /Age/ }).inputValue()).resolves.toBe("52");

    for (const path of ["/", "/register", "/auth", "/no-such-page"]) {
      await openAndLand(page, origin, path, "/about-you");
      await page.getByRole("heading", { name: "Tell us a bit about you" }).waitFor();
    }
    await page.close();
  });
});

describe("signing in again in the middle of an onboarding", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("resumes a client on the page they left, with their answers, here and on another device", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const origin = server.url;
    const email = uniqueEmail("resume");
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email,
      phone: "15559876543",
    });
    await page.getByRole("button", { name: "Let's Begin" }).click();
    await page.waitForURL(`${origin}/about-you`);
    await answerAboutYou(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${origin}/what-brings-you-here`);
    await page.getByRole("radio", { name: "Natural remedies" }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(`${origin}/values`);

    // Sign out drops the draft in this browser; the server kept where the client was.
    await signOutOnScreen(page, origin);
    await logInOnScreen(page, email, PASSWORD);
    await page.waitForURL(`${origin}/values`);
    const savedBack = page.waitForResponse(
      (response) =>
        response.url() === `${origin}/api/client/onboarding/progress` &&
        response.request().method() === "PUT" &&
        (response.request().postDataJSON() as { step?: string }).step === "whatBringsYouHere",
    );
    await page.getByRole("button", { name: /Back/ }).click();
    await page.waitForURL(`${origin}/what-brings-you-here`);
    expect((await savedBack).ok()).toBe(true);
    await expect(page.getByRole("radio", { name: "Natural remedies" }).isChecked()).resolves.toBe(true);
    await context.close();

    // Another device: nothing in its storage, the same page and answers.
    const elsewhere = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const phone = await elsewhere.newPage();
    await phone.goto(`${origin}/auth`);
    await logInOnScreen(phone, email, PASSWORD);
    // The last page opened was What brings you here (Back above): the client resumes there.
    await phone.waitForURL(`${origin}/what-brings-you-here`);
    await expect(phone.getByRole("radio", { name: "Natural remedies" }).isChecked()).resolves.toBe(true);
    await phone.getByRole("button", { name: /Back/ }).click();
    await phone.waitForURL(`${origin}/about-you`);
    await expect(phone.getByRole("spinbutton", { name: /Age/ }).inputValue()).resolves.toBe("52");
    await elsewhere.close();
  });

  it("resumes a practitioner on the carousel page they left, not its first page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    const email = uniqueEmail("carousel");
    await registerAndVerify(page, server, {
      accountType: "Practitioner",
      name: "Dr. Paula Smith",
      email,
      phone: "15551234567",
    });
    await page.getByRole("button", { name: "Get started" }).click();
    await page.getByRole("heading", { name: "Your Account is Secure!" }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "HIPAA-Compliant!" }).waitFor();
    await page.waitForURL(`${origin}/welcome/practitioner?page=2`);

    await signOutOnScreen(page, origin);
    await logInOnScreen(page, email, PASSWORD);
    await page.waitForURL(`${origin}/welcome/practitioner?page=2`);
    await page.getByRole("heading", { name: "HIPAA-Compliant!" }).waitFor();
    // Home is this page too: / leads back here.
    await openAndLand(page, origin, "/", "/welcome/practitioner?page=2");
    await page.close();
  });
});

describe("the signed-in app's greeting and frame", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("welcomes a client on the first visit after the onboarding, and welcomes them back later", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    const email = uniqueEmail("first-visit");
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Carmen Diaz",
      email,
      phone: "15559876543",
    });
    // Every step skipped: the summary submits the defaults.
    await page.goto(`${origin}/summary`);
    await page.getByRole("button", { name: "Create My Personalized Dashboard" }).click();
    await page.getByRole("link", { name: "Go to my dashboard now" }).click();
    await page.waitForURL(`${origin}/health-snapshot`);
    await page.getByText("Welcome, Carmen.").waitFor();

    await signOutOnScreen(page, origin);
    await logInOnScreen(page, email, PASSWORD);
    await page.waitForURL(`${origin}/health-snapshot`);
    await page.getByText("Welcome back, Carmen.").waitFor();
    await page.close();
  });

  it("greets a practitioner by the first name of the onboarding and shows their picture", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    const email = uniqueEmail("paula");
    await registerAndVerify(page, server, {
      accountType: "Practitioner",
      name: "Dr. Paula Smith",
      email,
      phone: "15551234567",
    });
    await submitPractitionerOnboarding(origin, (await storedSession(page)).accessToken, "Paula");

    await signOutOnScreen(page, origin);
    await logInOnScreen(page, email, PASSWORD);
    await page.waitForURL(`${origin}/content-manager/library`);
    await page.getByText("Welcome back, Paula.").waitFor();
    const picture = page.locator("[data-slot='avatar-image']");
    await picture.waitFor();
    await expect(picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).resolves.toBe(2);
    await page.close();
  });
});
