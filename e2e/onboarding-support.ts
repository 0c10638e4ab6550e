import type { Page } from "playwright-core";
import { PDFDocument, StandardFonts } from "pdf-lib";

import { linkFromMailbox, toastTitled } from "./auth-support";
import type { RunningServer } from "./server";

/** Chooses an option of a labelled select or searchable dropdown. */
export async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
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
