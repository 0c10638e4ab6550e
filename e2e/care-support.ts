import { expect } from "vitest";

import { linkFromMailbox, uniqueEmail } from "./auth-support";
import type { RunningServer } from "./server";

/** The password of the accounts these journeys make. */
export const CARE_PASSWORD = "quiet-harbour-42";

/** The smallest file the API reads as a PDF: a practitioner's certificate. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");

async function post(server: RunningServer, path: string, body: unknown, token?: string) {
  return fetch(`${server.url}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** Signs a person up through the API and opens their verification link: answers their token. */
async function signUpVerified(server: RunningServer, name: string, email: string, roleID: 2 | 3) {
  const signup = await post(server, "/user/signup", {
    name,
    email,
    phone_number: "15551230000",
    password: CARE_PASSWORD,
    roleID,
  });
  expect(signup.status).toBe(201);
  const link = new URL(await linkFromMailbox(server, email, "/verify-email"));
  const verified = await post(server, "/user/complete-signup", {
    email,
    token: link.searchParams.get("token"),
  });
  expect(verified.status).toBe(200);
  return ((await verified.json()) as { accessToken: string }).accessToken;
}

/**
 * A new practitioner on the Starter plan, onboarded through the API (the practitioner onboarding
 * has its own journeys): answers their e-mail.
 */
export async function newPractitioner(server: RunningServer, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  const token = await signUpVerified(server, `${firstName} Practitioner`, email, 2);
  const form = new FormData();
  const data = {
    primary_niches: ["Perimenopause & Menopause"],
    practitioner_types: ["NP", "Nutritionist", "Yoga Teacher", "Menopause Specialist", "Course Creator"],
    school: ["Health Coach Institute"],
    recent_client_count: "0-5",
    target_client_count: "6-15",
    uses_labs_supplements: "No",
    subscription_plan: "starter",
    first_name: firstName,
    last_name: `${firstName} Care`,
    age: 48,
    gender: "women",
    timezone: "GMT+00:00",
    security_questions: "What was the name of your first pet?",
    security_answers: "Biscuit",
  };
  form.append("onboarding_data", JSON.stringify({ data }));
  form.append("certificate_file", new Blob([PDF], { type: "application/pdf" }), "licence.pdf");
  const response = await fetch(`${server.url}/api/coach/onboarding`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
  return email;
}

/** Submits a client's onboarding through the API (its steps have their own journeys). */
export async function finishClientOnboarding(server: RunningServer, token: string) {
  const form = new FormData();
  form.append(
    "onboarding_data",
    JSON.stringify({ data: { age: 51, menopauseStatus: "Irregular cycles", values: ["Balance"] } }),
  );
  const response = await fetch(`${server.url}/api/client/onboarding`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(response.status).toBe(200);
}

/** The Menopause Rating Scale's eleven items (decisions.md "Health data"). */
const MRS_ITEM_SLUGS = [
  "hot-flushes-sweating",
  "heart-discomfort",
  "sleep-problems",
  "depressive-mood",
  "irritability",
  "anxiety",
  "exhaustion",
  "sexual-problems",
  "bladder-problems",
  "vaginal-dryness",
  "joint-muscle-discomfort",
];

/** A full MRS check-in through the API: hot flushes and sleep rated `worst`, the rest mild. */
export async function checkIn(server: RunningServer, token: string, worst: number) {
  const answers = Object.fromEntries(
    MRS_ITEM_SLUGS.map((slug) => [
      slug,
      slug === "hot-flushes-sweating" || slug === "sleep-problems" ? worst : 1,
    ]),
  );
  const response = await post(
    server,
    "/menopause/save-symptoms",
    { kind: "check-in", answers, takenAt: new Date(Date.now() - 60_000).toISOString(), timeZone: "UTC" },
    token,
  );
  expect(response.status).toBe(201);
}

/** A call to the API with a token; answers the status and JSON. */
export async function careApi(
  server: RunningServer,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}
