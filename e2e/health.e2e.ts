import { readFile } from "node:fs/promises";

import type { Browser, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { readPdfTextInWorker } from "../apps/api/src/lib/pdf-text";
import { uniqueEmail, useServerAndBrowser } from "./auth-support";
import { registerAndVerify, storeDraft } from "./onboarding-support";
import type { RunningServer } from "./server";

/** A finished onboarding's answers, as the persisted draft holds them before the summary sends them. */
const onboardingDraft = {
  age: 51,
  menopauseStatus: "Irregular cycles",
  country: "Canada",
  ZIP: "K1A0B",
  language: ["English"],
  race: "-",
  household: "Living with partner",
  education: "-",
  occupation: "-",
  whatBringsYouHere: "Sleep through the night",
  values: ["Energy", "Peace"],
  barriers: "-",
  support: ["Partner"],
  personalityType: "INFJ",
  readiness: 6,
};

/** The check-in's answers, one per MRS item in the scale's order: a total of 15, moderate. */
const ANSWERS = [2, 1, 3, 2, 1, 0, 2, 1, 0, 1, 2];
const VALUE_WORDS = ["None", "Mild", "Moderate", "Severe", "Very severe"];
const MRS_TOTAL = ANSWERS.reduce((sum, value) => sum + value, 0);

/** Finishes a new client's onboarding from the summary (the steps have their own journey). */
async function finishOnboarding(page: Page, origin: string) {
  await storeDraft(page, origin, "persist:clientOnboarding", onboardingDraft);
  await page.goto(`${origin}/summary`);
  await page.getByRole("button", { name: "Create My Personalized Dashboard" }).click();
  await page.getByRole("link", { name: "Go to my dashboard now" }).click();
  await page.waitForURL(`${origin}/health-snapshot`);
}

/** Answers the check-in one question a screen (a phone's layout) and saves it. */
async function checkInOnePerScreen(page: Page) {
  const form = page.getByRole("form", { name: "Symptom check-in" });
  for (const [index, value] of ANSWERS.entries()) {
    await form.getByText(`Question ${index + 1} of ${ANSWERS.length}`).waitFor();
    await expect(form.getByRole("radiogroup").count()).resolves.toBe(1);
    await form.getByRole("radio", { name: `${value} ${VALUE_WORDS[value]}` }).click();
    const last = index === ANSWERS.length - 1;
    await form.getByRole("button", { name: last ? "Save check-in" : "Next" }).click();
  }
}

/** The day before a `YYYY-MM-DD` day. */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Logs a glucose reading in a unit, now or at this time on the day before the form's today;
 * answers the "Reading saved" region.
 */
async function logGlucose(
  page: Page,
  value: string,
  unit: "mg/dL" | "mmol/L",
  type: string,
  yesterday = false,
) {
  const form = page.getByRole("form", { name: "Log a reading" });
  await form.getByLabel(/Glucose reading/).fill(value);
  await form.getByRole("radio", { name: unit }).click();
  await form.getByRole("combobox", { name: /Measurement type/ }).click();
  await page.getByRole("option", { name: type, exact: true }).click();
  if (yesterday) {
    const date = form.getByLabel(/^Date/);
    await date.fill(dayBefore(await date.inputValue()));
  }
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/api/glucose") && response.request().method() === "POST",
  );
  await form.getByRole("button", { name: "Save reading" }).click();
  const response = await saved;
  expect(response.status(), await response.text()).toBe(201);
  return page.getByRole("region", { name: "Reading saved" });
}

/** Clicks a download button and answers the file's bytes and name. */
async function download(page: Page, button: string) {
  const started = page.waitForEvent("download");
  await page.getByRole("button", { name: button }).click();
  const file = await started;
  return { name: file.suggestedFilename(), data: await readFile(await file.path()) };
}

describe("a new client's health area (375 px wide)", () => {
  let server: RunningServer;
  let browser: Browser;

  useServerAndBrowser((running, chromium) => {
    server = running;
    browser = chromium;
  });

  it("checks in, logs mood and glucose, fills the history, and takes it all to a clinician", async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const origin = server.url;
    await registerAndVerify(page, server, {
      accountType: "Client",
      name: "Hana Weiss",
      email: uniqueEmail("hana"),
      phone: "15559876501",
    });
    await finishOnboarding(page, origin);

    // First run: guided to the first check-in.
    await page.getByRole("heading", { name: "Start with your first check-in" }).waitFor();
    await page.getByRole("link", { name: "Take your first check-in" }).click();
    await page.waitForURL(`${origin}/symptoms`);
    await checkInOnePerScreen(page);
    const result = page.getByRole("region", { name: /^Your check-in on/ });
    await result.getByText(`${MRS_TOTAL} of 44`).waitFor();
    await result.getByText("Moderate", { exact: true }).waitFor();

    // Mood with one tap on the snapshot.
    await page.goto(`${origin}/health-snapshot`);
    await page
      .getByRole("group", { name: "How do you feel today?" })
      .getByRole("button", { name: "Good" })
      .click();
    await page.getByText("You logged Good today.").waitFor();
    // The persisted clientMood: this mood, and the log-in of this visit.
    const clientMood = JSON.parse(
      (await page.evaluate(() => window.localStorage.getItem("persist:clientMood"))) ?? "{}",
    ) as Record<string, string>;
    expect(JSON.parse(clientMood.lastMood ?? "null")).toBe("4");
    expect(Date.parse(JSON.parse(clientMood.lastLogIn ?? "null"))).toBeGreaterThan(Date.now() - 120_000);

    // Glucose: yesterday's reading in mmol/L, then today's very low one with the seek-care advice.
    await page.getByRole("link", { name: "Log your first reading" }).click();
    await page.waitForURL(`${origin}/glucose`);
    // A value out of range gets the field's message; what was typed survives a refresh.
    const reading = page.getByRole("form", { name: "Log a reading" }).getByLabel(/Glucose reading/);
    await reading.fill("2000");
    await page.getByRole("button", { name: "Save reading" }).click();
    await page.getByText("Enter a value between 20 and 600 mg/dL").waitFor();
    await expect(reading.getAttribute("aria-invalid")).resolves.toBe("true");
    await page.waitForFunction(() => window.localStorage.getItem("persist:glucoseDraft")?.includes("2000"));
    await page.reload();
    await expect(reading.inputValue()).resolves.toBe("2000");
    const first = await logGlucose(page, "5.4", "mmol/L", "Fasting", true);
    await first.getByText(/in range/).waitFor();
    const low = await logGlucose(page, "54", "mg/dL", "Random");
    await low.getByText("This reading is very low").waitFor();

    // Health history, saved as a whole.
    await page.goto(`${origin}/health-history`);
    await page.getByRole("button", { name: "Add a condition" }).click();
    await page.getByRole("textbox", { name: "Condition 1" }).fill("Asthma");
    await page.getByRole("textbox", { name: "Height (cm)" }).fill("165");
    await page.getByRole("button", { name: "Save health history" }).click();
    await page.getByText("Health history saved.").waitFor();

    // All of it on the snapshot…
    await page.goto(`${origin}/health-snapshot`);
    await page.getByText(new RegExp(`^${MRS_TOTAL} / 44$`)).waitFor();
    await page.getByText("You logged Good today.").waitFor();
    await page.getByText("54 mg/dL", { exact: true }).waitFor();
    await page.getByText("This reading is very low").waitFor();
    expect(await page.getByRole("heading", { name: "Start with your first check-in" }).count()).toBe(0);

    // …and on the timeline, day by day.
    await page.getByRole("link", { name: "Check-ins, glucose and mood on one timeline" }).click();
    await page.waitForURL(`${origin}/health-snapshot/timeline`);
    await page.getByRole("tab", { name: "Table by day" }).click();
    const rows = page.getByRole("table", { name: "Your health by day" }).getByRole("row");
    await expect(rows.count()).resolves.toBe(3);
    await expect(rows.nth(1).textContent()).resolves.toMatch(
      new RegExp(`${MRS_TOTAL} \\(Moderate\\).*54 mg/dL.*4, Good`),
    );
    // Yesterday: 5.4 mmol/L, stored as 97 mg/dL; no check-in and no mood.
    await expect(rows.nth(2).textContent()).resolves.toMatch(/None\s*97 mg\/dL\s*–?None/);

    // The clinician's PDF and the FHIR export of the period.
    await page.goto(`${origin}/health-snapshot`);
    const pdf = await download(page, "Download PDF report");
    expect(pdf.name).toMatch(/^haven-health-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.pdf$/);
    const text = (await readPdfTextInWorker(pdf.data)).replace(/\s+/g, " ");
    expect(text).toMatch(new RegExp(`Latest MRS total: ${MRS_TOTAL} \\(Moderate\\)`));
    expect(text).toContain("Conditions: Asthma");

    const fhir = await download(page, "Download FHIR export");
    expect(fhir.name).toMatch(/^haven-health-export-.*\.json$/);
    const bundle = JSON.parse(fhir.data.toString("utf8")) as {
      resourceType: string;
      entry: { resource: { resourceType: string; code?: { coding?: { system: string; code: string }[] } } }[];
    };
    expect(bundle.resourceType).toBe("Bundle");
    const kinds = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(kinds.filter((kind) => kind === "QuestionnaireResponse")).toHaveLength(1);
    const loinc = bundle.entry.flatMap(
      (entry) =>
        entry.resource.code?.coding
          ?.filter((coding) => coding.system === "http://loinc.org")
          .map((c) => c.code) ?? [],
    );
    expect(loinc.filter((code) => code === "41653-7")).toHaveLength(2);

    // A meter's export: columns guessed from its header, rows checked before any is saved.
    await page.goto(`${origin}/glucose`);
    const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('input[type="file"]').setInputFiles({
      name: "meter.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Timestamp,Glucose (mg/dL)\n${day} 07:12,96\n${day} 08:00,2000\n`),
    });
    const checked = page.getByRole("table", { name: "Rows of the file, checked" });
    await checked.getByText("Ready").waitFor();
    await checked.getByText("Enter a value between 20 and 600 mg/dL").waitFor();
    await page.getByRole("button", { name: "Import 1 reading" }).click();
    await page.getByText("1 reading imported.").waitFor();
    await context.close();
  }, 90_000);
});
