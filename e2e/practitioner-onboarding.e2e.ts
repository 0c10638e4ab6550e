import type { Browser } from "playwright-core";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  linkFromMailbox,
  signOutOnScreen,
  startAuthServer,
  toastTitled,
  uniqueEmail,
  useServerAndBrowser,
} from "./auth-support";
import {
  answerAboutYourPractice,
  arriveAt,
  certificatePdf,
  choose,
  chooseFourPractitionerTypes,
  fillPractitionerProfile,
  finishPractitionerOnboarding,
  nextTo,
  passPractitionerIntro,
  registerAndVerify,
  storedSession,
  storeDraft,
} from "./onboarding-support";
import type { RunningServer } from "./server";

/** A 2×2 PNG: the profile picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAANHQEDK+mmyAAAAABJRU5ErkJggg==",
  "base64",
);

describe.each([
  ["375 px wide", { width: 375, height: 812 }, false],
  ["desktop, reloaded in the middle", { width: 1280, height: 900 }, true],
])("a new practitioner's onboarding (%s)", (_name, viewport, reloadMidway) => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("goes through every page, imports invitees, finishes and opens the practitioner's home", async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const origin = server.url;
    const invitees = [uniqueEmail("ada"), uniqueEmail("grace")];
    await registerAndVerify(page, server, {
      accountType: "Practitioner",
      name: "Maya Rivera",
      email: uniqueEmail("maya"),
      phone: "15551234567",
    });

    // The intro: the welcome and five pages under the 6-step 'Coach admin' header.
    await page
      .getByRole("heading", {
        name: "Welcome to Haven, your AI-powered assistant for functional and holistic practice",
      })
      .waitFor();
    await page.getByText("Coach admin").waitFor();
    await expect(
      page.getByRole("list", { name: "Onboarding progress" }).getByRole("listitem").count(),
    ).resolves.toBe(6);
    await passPractitionerIntro(page, origin);

    // Step 0: five categories, the last one 'Other (please specify)' with typed text.
    await chooseFourPractitionerTypes(page);
    await expect(page.getByRole("button", { name: "Next" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("combobox", { name: /^Other/ }).click();
    await page.getByRole("combobox", { name: /Search Other/ }).fill("zzz");
    await page.getByText("No matches found").waitFor();
    await page.getByRole("combobox", { name: /Search Other/ }).fill("");
    await page.getByRole("option", { name: "Other (please specify)" }).click();
    await page.getByRole("textbox", { name: /Please specify: Other/ }).fill("Doula");
    await nextTo(page, origin, "/onboarding-welcome");

    // Step 1: two chips and a custom niche in place of 'Other'.
    await page.getByRole("button", { name: "Got It" }).click();
    await page.getByRole("searchbox", { name: "Search focus areas" }).fill("gut");
    await page.getByRole("button", { name: "Gut Health" }).click();
    await page.getByRole("searchbox", { name: "Search focus areas" }).fill("");
    await page.getByRole("button", { name: "Perimenopause & Menopause" }).click();
    await page.getByRole("button", { name: "Other" }).click();
    await page.getByRole("textbox", { name: /Please specify your niche/ }).fill("Sleep after 40");
    await page.getByRole("button", { name: "Add niche" }).click();
    await page.getByRole("button", { name: "Remove Sleep after 40" }).waitFor();
    await nextTo(page, origin, "/about-your-practice");

    // Step 2: a school, a certificate, both counts (starting empty) and the labs answer.
    await expect(
      page.getByRole("combobox", { name: /Recent client count/ }).textContent(),
    ).resolves.toContain("Choose a range");
    await answerAboutYourPractice(page, origin, await certificatePdf());

    if (reloadMidway) {
      // A refresh loses nothing: the answers and the certificate (kept in IndexedDB) are there.
      await page.reload();
      await arriveAt(page, origin, "/subscription-plan");
      await page.getByRole("button", { name: /Back/ }).click();
      await arriveAt(page, origin, "/about-your-practice");
      await page.getByText("licence.pdf").waitFor();
      await expect(
        page.getByRole("combobox", { name: /Target client count/ }).textContent(),
      ).resolves.toContain("31-50");
      await expect(page.getByRole("radio", { name: "Planning to" }).isChecked()).resolves.toBe(true);
      await nextTo(page, origin, "/subscription-plan");
    }

    // Step 3: Professional.
    await expect(page.getByRole("button", { name: "Next" }).isDisabled()).resolves.toBe(true);
    await page.getByRole("radio", { name: /Professional/ }).click();
    await nextTo(page, origin, "/profile-setup");

    // Step 4: the profile with a picture; an age out of range is refused first.
    await fillPractitionerProfile(page, "130");
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "maya.png", mimeType: "image/png", buffer: PNG });
    await page.getByRole("img", { name: "Your profile picture" }).waitFor();
    await choose(page, /Recovery question/, "In which city were you born?");
    await page.getByRole("textbox", { name: /Recovery answer/ }).fill("Lyon");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Age must be between 0 and 120").waitFor();
    await page.getByRole("spinbutton", { name: /Age/ }).fill("44");
    await nextTo(page, origin, "/invite-clients");

    // Step 5: three invitees from a CSV, read by the API, shown as rows to review; the third has
    // a phone number only.
    await expect(
      page.getByRole("link", { name: "Download the template (PDF)" }).getAttribute("href"),
    ).resolves.toBe("/template.pdf");
    const csv = `name,email,phone\nAda Lovelace,${invitees[0]},\nGrace Hopper,${invitees[1]},\nHedy Lamarr,,5550102030\n`;
    await page.locator('input[type="file"]').setInputFiles({
      name: "clients.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(csv),
    });
    await page.getByText("3 clients added from clients.csv. Check them before you continue.").waitFor();
    await expect(
      page.getByRole("textbox", { name: /Email or phone of invitee 2/ }).inputValue(),
    ).resolves.toBe(invitees[1]);

    // Finish: the record with its files, then the invitations.
    await expect(finishPractitionerOnboarding(page, origin)).resolves.toEqual({
      onboarding: 200,
      invitations: 201,
    });
    // Only the two with an e-mail address were invited; the page says who was not, and why.
    await page.getByText("We sent 2 invitations to your clients.").waitFor();
    const notInvited = page.getByRole("region", { name: "1 person was not invited" });
    await notInvited.getByText("Hedy Lamarr").waitFor();
    await notInvited
      .getByText(
        "Text-message invitations are not available yet: add an email address to invite this person.",
      )
      .waitFor();
    await page.getByRole("button", { name: "Go to My Dashboard" }).click();
    await page.waitForURL(`${origin}/content-manager/library`);

    // The session is a Practitioner's; the API holds the record, the files and the invitations.
    const session = await storedSession(page);
    expect(session.user.roleName).toBe("Practitioner");
    const response = await fetch(`${origin}/api/coach/onboarding`, {
      headers: { Authorization: `Bearer ${session.accessToken}` },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Doula"],
      primary_niches: ["Gut Health", "Perimenopause & Menopause", "Sleep after 40"],
      school: ["Health Coach Institute"],
      recent_client_count: "6-15",
      target_client_count: "31-50",
      uses_labs_supplements: "Planning to",
      subscription_plan: "professional",
      first_name: "Maya",
      last_name: "Rivera Wellness",
      age: 44,
      gender: "women",
      timezone: "GMT+01:00",
      security_questions: "In which city were you born?",
      certificate_file: [{ name: "licence.pdf", mimeType: "application/pdf" }],
      profile_picture: { name: "maya.png", mimeType: "image/png" },
    });
    expect(data).not.toHaveProperty("security_answers");
    for (const email of invitees) {
      expect(await linkFromMailbox(server, email, "/accept-invite/")).toMatch(
        /\/accept-invite\/[0-9a-f]{64}$/,
      );
    }
    // The phone-only invitee took no seat: of the Professional plan's 50, 48 are left.
    const tooMany = await fetch(`${origin}/api/coach/invite-client`, {
      method: "POST",
      headers: { "content-type": "application/json", Authorization: `Bearer ${session.accessToken}` },
      body: JSON.stringify({
        invitees: Array.from({ length: 49 }, (_, i) => ({
          name: `Client ${i}`,
          email: uniqueEmail(`c${i}`),
        })),
      }),
    });
    expect(tooMany.status).toBe(402);
    expect(((await tooMany.json()) as { message: string }).message).toBe(
      "Your Professional plan allows up to 50 active clients (pending invitations and client records count). You can invite 48 more.",
    );

    // Onboarding is over: its pages now lead home.
    await page.goto(`${origin}/select-type`);
    await page.waitForURL(`${origin}/content-manager/library`);
    await context.close();
  });
});

describe("the invite template", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startAuthServer();
  });
  afterAll(async () => server?.stop());

  it("is a real PDF served by the app", async () => {
    const response = await fetch(`${server.url}/template.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/pdf");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getTitle()).toBe("Client invitation list");
  });
});

describe("a practitioner onboarding the API refuses", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("shows 'Error during onboarding' and keeps everything entered", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const origin = server.url;
    await registerAndVerify(page, server, {
      accountType: "Practitioner",
      name: "Maya Rivera",
      email: uniqueEmail("refused"),
      phone: "15551234567",
    });

    // A draft whose certificate is gone from this browser (storage cleared, say): the API refuses it.
    const draft = {
      practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Doula"],
      primary_niches: ["Gut Health"],
      school: ["Health Coach Institute"],
      recent_client_count: "0-5",
      target_client_count: "6-15",
      uses_labs_supplements: "No",
      certificate_file: [],
      subscription_plan: "starter",
      first_name: "Maya",
      last_name: "Rivera Wellness",
      age: 44,
      gender: "women",
      timezone: "GMT+01:00",
      profile_picture: null,
      two_factor_enabled: false,
      two_factor_method: "",
      security_questions: "In which city were you born?",
      security_answers: "Lyon",
      invitees: [],
    };
    await storeDraft(page, origin, "persist:coachOnboarding", draft);

    const refused = page.waitForResponse(
      (response) =>
        response.url() === `${origin}/api/coach/onboarding` && response.request().method() === "POST",
    );
    await page.goto(`${origin}/onboarding-finish`);
    expect((await refused).status()).toBe(400);
    await toastTitled(page, "Error during onboarding").waitFor();
    await page.getByText("Upload at least one certificate or licence").first().waitFor();

    // Still onboarding, nothing stored, every answer kept: Back leads to the steps as they were.
    const { accessToken, user } = await storedSession(page);
    expect(user.roleName).toBeUndefined();
    const stored = await fetch(`${origin}/api/coach/onboarding`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(stored.status).toBe(404);
    await page.getByRole("button", { name: /Back/ }).click();
    await arriveAt(page, origin, "/invite-clients");
    await page.goto(`${origin}/profile-setup`);
    await arriveAt(page, origin, "/profile-setup");
    await expect(
      page.getByRole("textbox", { name: /Alternative name for your practice profile/ }).inputValue(),
    ).resolves.toBe("Rivera Wellness");

    // Sign out in the middle ends the session and drops the draft.
    await signOutOnScreen(page, origin);
    const draftLeft = await page.evaluate(() => window.localStorage.getItem("persist:coachOnboarding"));
    expect(JSON.parse(JSON.parse(draftLeft ?? "{}").last_name ?? '""')).toBe("");
    await page.close();
  });
});
