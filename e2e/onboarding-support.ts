import type { Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { linkFromMailbox, toastTitled } from "./auth-support";
import type { RunningServer } from "./server";

/** Chooses an option of a labelled select or searchable dropdown. */
export async function choose(page: Page, label: RegExp, option: string) {
  const combobox = page.getByRole("combobox", { name: label });
  await combobox.click();
  const item = page.getByRole("option", { name: option, exact: true });
  // Scrolled into view before the click, not by it: a long list (Radix Select) shows its scroll-up
  // button once it has scrolled, which moves every option down. A click aimed before that moved
  // landed beside the option (on the scroll button, leaving the list open and the page behind it
  // hidden from the accessibility tree, so the next step found nothing). The click waits for the
  // option to stand still.
  await item.scrollIntoViewIfNeeded();
  await item.click();
  // The list closes with the option chosen, or this step fails here rather than a later one.
  await item.waitFor({ state: "hidden" });
  await combobox.filter({ hasText: option }).waitFor();
}

/** The persisted session as the web app keeps it in localStorage. */
export async function storedSession(
  page: Page,
): Promise<{ accessToken: string; user: { roleName?: string } }> {
  const raw = await page.evaluate(() => window.localStorage.getItem("persist:session"));
  const saved = JSON.parse(raw ?? "{}") as Record<string, string>;
  return { accessToken: JSON.parse(saved.accessToken ?? "null"), user: JSON.parse(saved.user ?? "null") };
}

export type NewAccount = {
  accountType: "Client" | "Practitioner";
  name: string;
  email: string;
  phone: string;
};

/**
 * Signs up on the registration screen, opens the verification link from the development
 * mailbox and waits for the account type's first onboarding page.
 */
export async function registerAndVerify(page: Page, server: Pick<RunningServer, "url">, account: NewAccount) {
  await page.goto(`${server.url}/register`);
  await page.getByRole("radio", { name: new RegExp(account.accountType) }).check();
  await page.getByRole("button", { name: "Proceed" }).click();
  await page.getByRole("heading", { name: "Sign Up" }).waitFor();
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Phone number").fill(account.phone);
  await page.getByLabel("Create password").fill("quiet-morning-7");
  await page.getByLabel("Repeat password").fill("quiet-morning-7");
  await page.getByRole("button", { name: "Proceed" }).click();
  await page.waitForURL(`${server.url}/verify-email`);
  await toastTitled(page, "Register successful").waitFor();
  await page.goto(await linkFromMailbox(server, account.email, "/verify-email"));
  const welcome = account.accountType === "Client" ? "/welcome/client" : "/welcome/practitioner";
  await page.waitForURL(`${server.url}${welcome}`);
}

/**
 * Stores an onboarding draft as redux-persist keeps it (each value JSON-encoded), as an older or
 * altered copy in the browser could hold it. Written from a page of the same origin where the app
 * is not running, so nothing the app persists meanwhile can overwrite it before the next page loads.
 */
export async function storeDraft(page: Page, origin: string, key: string, draft: Record<string, unknown>) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ({ storageKey, saved }) => {
      const persisted = Object.fromEntries(
        Object.entries(saved).map(([field, value]) => [field, JSON.stringify(value)]),
      );
      window.localStorage.setItem(
        storageKey,
        JSON.stringify({ ...persisted, _persist: JSON.stringify({ version: 1, rehydrated: true }) }),
      );
    },
    { storageKey: key, saved: draft },
  );
}

/** A small real PDF: the certificate the practitioner uploads. */
export async function certificatePdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage([300, 200]).drawText("Certificate of completion", { x: 20, y: 100, size: 14, font });
  return Buffer.from(await document.save());
}

/** The heading of each practitioner page, by path. */
export const practitionerHeadings: Record<string, string> = {
  "/select-type": "What type of practitioner are you?",
  "/onboarding-welcome": "What are your primary focus areas?",
  "/about-your-practice": "Tell us about your practice",
  "/subscription-plan": "Choose your plan",
  "/profile-setup": "Set up your profile",
  "/invite-clients": "Invite your clients",
};

/**
 * Waits for a page of the flow: its address and its heading (the previous page stays on screen
 * until the next one's code has loaded, so the address alone is not enough).
 */
export async function arriveAt(page: Page, origin: string, path: string) {
  await page.waitForURL(`${origin}${path}`);
  const heading = practitionerHeadings[path];
  if (heading) await page.getByRole("heading", { name: heading }).waitFor();
}

export async function nextTo(page: Page, origin: string, path: string) {
  await page.getByRole("button", { name: "Next" }).click();
  await arriveAt(page, origin, path);
}

/** The practitioner's intro: 'Get started', then its five pages, up to step 0 (`/select-type`). */
export async function passPractitionerIntro(page: Page, origin: string) {
  await page.getByRole("button", { name: "Get started" }).click();
  for (const title of [
    "Your Account is Secure!",
    "HIPAA-Compliant!",
    "Your Content is Yours!",
    "We Don't Share Your Data!",
    "You're in control!",
  ]) {
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await arriveAt(page, origin, "/select-type");
}

/** Step 0: one answer in each of the first four categories ('Other' is the caller's). */
export async function chooseFourPractitionerTypes(page: Page) {
  await choose(page, /Clinical & Licensed Healthcare Providers/, "Midwife");
  await choose(page, /Functional & Holistic Health Practitioners/, "Herbalist");
  await choose(page, /Lifestyle Mind-Body and Wellness Coaches/, "Yoga Teacher");
  await choose(page, /Women's Health & Specialty Coaches/, "Fertility Coach");
}

/** Step 2: a school, the certificate, both counts and the labs answer; then Next. */
export async function answerAboutYourPractice(page: Page, origin: string, certificate: Buffer) {
  await page.getByRole("combobox", { name: /Schools you trained with/ }).click();
  await page.getByRole("option", { name: "Health Coach Institute" }).click();
  await page.keyboard.press("Escape");
  await page.locator('input[type="file"]').setInputFiles({
    name: "licence.pdf",
    mimeType: "application/pdf",
    buffer: certificate,
  });
  await page.getByText("licence.pdf").waitFor();
  await choose(page, /Recent client count/, "6-15");
  await choose(page, /Target client count/, "31-50");
  await page.getByRole("radio", { name: "Planning to" }).check();
  await nextTo(page, origin, "/subscription-plan");
}

/** Step 4: the names, the age as given (to see it refused or not), the gender and time zone. */
export async function fillPractitionerProfile(page: Page, age: string) {
  await page.getByRole("textbox", { name: /First name/ }).fill("Maya");
  await page
    .getByRole("textbox", { name: /Alternative name for your practice profile/ })
    .fill("Rivera Wellness");
  await page.getByRole("spinbutton", { name: /Age/ }).fill(age);
  await choose(page, /Gender/, "Women");
  await choose(page, /Time zone/, "GMT+01:00");
}

/**
 * The last step's Next: waits for the onboarding record and the invitations to be sent, then for
 * the finish page. Answers the two responses' statuses.
 */
export async function finishPractitionerOnboarding(page: Page, origin: string) {
  const posted = (path: string) =>
    page.waitForResponse(
      (response) => response.url() === `${origin}${path}` && response.request().method() === "POST",
    );
  const submitted = posted("/api/coach/onboarding");
  const invited = posted("/api/coach/invite-client");
  await nextTo(page, origin, "/onboarding-finish");
  const statuses = { onboarding: (await submitted).status(), invitations: (await invited).status() };
  await toastTitled(page, "Onboarding successful").waitFor();
  await page.getByRole("heading", { name: "Thank you! Your practice is ready." }).waitFor();
  return statuses;
}
