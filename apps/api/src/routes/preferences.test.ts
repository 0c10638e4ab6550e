import { OPTIONAL_EMAIL_KINDS, ROLE_IDS, type PersonalDataExport } from "@pkg/contracts";
import { and, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coachClients, mailOutbox, redFlagAlerts } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { makePerson, signIn, type Person } from "../test/people";

/*
 * The colour theme and the optional e-mails of `/api/user/preferences`, and the outbox leaving out
 * an e-mail its recipient turned off (red-flag alerts, shares, review assignments).
 */

let t: TestApp;
const tokens = new Map<Person, string>();

beforeAll(async () => {
  t = await createTestApp();
}, SETUP_TIMEOUT);
afterAll(async () => t?.close());

async function person(roleID: (typeof ROLE_IDS)[keyof typeof ROLE_IDS]): Promise<Person> {
  const someone = await makePerson(t, roleID, true);
  tokens.set(someone, await signIn(t, someone));
  return someone;
}

const call = (who: Person, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, ...bearer(tokens.get(who)!) } });
const preferences = (who: Person) => call(who, { url: "/api/user/preferences" });
const setPreferences = (who: Person, payload: object) =>
  call(who, { method: "PUT", url: "/api/user/preferences", payload });

/** Delivers the outbox, then answers the messages of this kind to this address. */
async function mailsTo(who: Person, kind: string) {
  await t.app.background.settled();
  await t.app.outbox.flush();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.kind, kind)));
}

describe("the theme and the e-mails to receive", () => {
  it("start at the system theme with every e-mail on, and change for any role", async () => {
    const reviewer = await person(ROLE_IDS.reviewer);
    expect((await preferences(reviewer)).json()).toEqual({
      glucoseUnit: "mg/dL",
      hasDiabetes: false,
      timeZone: null,
      theme: "system",
      emailOptOuts: [],
    });
    const dark = await setPreferences(reviewer, { theme: "dark" });
    expect(dark.statusCode, dark.body).toBe(200);
    expect(dark.json()).toMatchObject({ theme: "dark", emailOptOuts: [] });

    // The list replaces the saved one; a kind named twice is kept once.
    const off = await setPreferences(reviewer, { emailOptOuts: ["review_assigned", "review_assigned"] });
    expect(off.json()).toMatchObject({ theme: "dark", emailOptOuts: ["review_assigned"] });
    // Another device (a new session) reads the same.
    const elsewhere = await t.app.inject({
      url: "/api/user/preferences",
      headers: bearer(await signIn(t, reviewer)),
    });
    expect(elsewhere.json()).toMatchObject({ theme: "dark", emailOptOuts: ["review_assigned"] });

    const on = await setPreferences(reviewer, { emailOptOuts: [] });
    expect(on.json()).toMatchObject({ theme: "dark", emailOptOuts: [] });
  });

  it("refuses an unknown theme or e-mail kind, and an account e-mail, with a field error", async () => {
    const client = await person(ROLE_IDS.client);
    const cases: [Record<string, unknown>, string][] = [
      [{ theme: "sepia" }, "theme"],
      [{ theme: null }, "theme"],
      [{ emailOptOuts: ["newsletter"] }, "emailOptOuts.0"],
      [{ emailOptOuts: ["content_shared", "reset_password"] }, "emailOptOuts.1"],
      [{ emailOptOuts: ["verify_email"] }, "emailOptOuts.0"],
      [{ emailOptOuts: "content_shared" }, "emailOptOuts"],
      [{ emailOptOuts: Array.from({ length: 50 }, () => "content_shared") }, "emailOptOuts"],
    ];
    for (const [payload, field] of cases) {
      const response = await setPreferences(client, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors?.[field], response.body).toBeTruthy();
    }
    expect((await preferences(client)).json()).toMatchObject({ theme: "system", emailOptOuts: [] });
  });

  it("are part of the personal data export", async () => {
    const coach = await person(ROLE_IDS.practitioner);
    await setPreferences(coach, { theme: "light", emailOptOuts: ["red_flag_alert"] });
    const exported = await call(coach, { url: "/api/user/export" });
    expect(exported.statusCode).toBe(200);
    expect(exported.json<PersonalDataExport>().account).toMatchObject({
      theme: "light",
      emailOptOuts: ["red_flag_alert"],
    });
  });

  it("knows three optional kinds", () => {
    expect(OPTIONAL_EMAIL_KINDS).toEqual(["red_flag_alert", "content_shared", "review_assigned"]);
  });
});

describe("optional e-mails are not sent to a person who turned them off", () => {
  /** A practitioner with one client. */
  async function pair() {
    const coach = await person(ROLE_IDS.practitioner);
    const client = await person(ROLE_IDS.client);
    await t.database.db.insert(coachClients).values({ coachId: coach.userId, clientId: client.userId });
    return { coach, client };
  }

  const raiseRedFlag = async (client: Person) => {
    const response = await call(client, {
      method: "POST",
      url: "/api/ai-search",
      payload: { question: "I have crushing chest pain, is it a hot flush?" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message.answer.redFlags.length).toBeGreaterThan(0);
  };

  it("red-flag alerts: only the practitioner who kept them on gets the e-mail", async () => {
    const keeps = await pair();
    const stops = await pair();
    await setPreferences(stops.coach, { emailOptOuts: ["red_flag_alert"] });
    await raiseRedFlag(keeps.client);
    await raiseRedFlag(stops.client);
    expect(await mailsTo(keeps.coach, "red_flag_alert")).toHaveLength(1);
    expect(await mailsTo(stops.coach, "red_flag_alert")).toHaveLength(0);
    // The alert the app shows is recorded all the same.
    const alerts = await t.database.db
      .select()
      .from(redFlagAlerts)
      .where(eq(redFlagAlerts.practitionerId, stops.coach.userId));
    expect(alerts).toHaveLength(1);
  });

  it("shares: a client is told something was shared (never what), once, unless they turned it off", async () => {
    const keeps = await pair();
    const stops = await pair();
    await setPreferences(stops.client, { emailOptOuts: ["content_shared"] });
    for (const { coach, client } of [keeps, stops]) {
      const handout = await call(coach, {
        method: "POST",
        url: "/api/handout/create",
        payload: { title: "Hot flush diary", body: "Write down every hot flush." },
      });
      expect(handout.statusCode, handout.body).toBe(201);
      const share = {
        kind: "handout",
        targetId: handout.json().handout.id as string,
        clientIds: [client.userId],
      };
      for (let time = 0; time < 2; time += 1) {
        const shared = await call(coach, { method: "POST", url: "/api/coach/content-share", payload: share });
        expect(shared.statusCode, shared.body).toBe(200);
      }
    }
    const [mail, ...more] = await mailsTo(keeps.client, "content_shared");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("Your practitioner shared something with you on Haven");
    expect(mail!.links).toEqual(["http://haven.test/"]);
    for (const body of [mail!.subject, mail!.textBody, mail!.htmlBody]) {
      expect(body).not.toMatch(/diary|hot flush/i);
    }
    expect(await mailsTo(stops.client, "content_shared")).toHaveLength(0);
    // Shared all the same: the client finds it in the app.
    const care = await call(stops.client, { url: "/api/client/care" });
    expect(care.body).toContain("Hot flush diary");
  });

  it("review assignments: the reviewer is told an item waits (never which) unless they turned it off", async () => {
    const writer = await person(ROLE_IDS.practitioner);
    const keeps = await person(ROLE_IDS.reviewer);
    const stops = await person(ROLE_IDS.superAdmin);
    await setPreferences(stops, { emailOptOuts: ["review_assigned"] });
    for (const reviewer of [keeps, stops]) {
      const created = await call(writer, {
        method: "POST",
        url: "/api/content",
        payload: {
          title: "Sleep and night sweats",
          sources: [
            {
              title: "Menopause: identification and management",
              publisher: "NICE",
              year: 2024,
              url: "https://www.nice.org.uk/guidance/ng23",
            },
          ],
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json<{ id: string }>().id;
      for (const [who, payload] of [
        [writer, { action: "submit" }],
        [reviewer, { action: "assign", reviewerId: reviewer.userId }],
      ] as const) {
        const response = await call(who, { method: "POST", url: `/api/content/${id}/status`, payload });
        expect(response.statusCode, response.body).toBe(200);
      }
    }
    const [mail, ...more] = await mailsTo(keeps, "review_assigned");
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe("A library item is waiting for your review on Haven");
    expect(mail!.textBody).not.toMatch(/sleep|night sweats/i);
    expect(await mailsTo(stops, "review_assigned")).toHaveLength(0);
  });

  it("account e-mails go regardless (a password reset to someone who turned everything off)", async () => {
    const coach = await person(ROLE_IDS.practitioner);
    await setPreferences(coach, { emailOptOuts: ["red_flag_alert"] });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/user/forgot-password",
      payload: { email: coach.email },
    });
    expect(reset.statusCode, reset.body).toBeLessThan(300);
    expect(await mailsTo(coach, "reset_password")).toHaveLength(1);
  });
});
