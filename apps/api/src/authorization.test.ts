import { randomBytes, randomUUID } from "node:crypto";

import { MRS_ITEM_SLUGS, ROLE_IDS, ROLE_NAMES, type RoleId } from "@pkg/contracts";
import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { folderItems } from "./db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "./test/app";
import { careSetup, PRIVATE_CARE_WORD } from "./test/care";
import { ownFolderItems, PRIVATE_FOLDER_WORD, privateFolder } from "./test/folders";
import { multipart, PDF, PNG } from "./test/multipart";
import { documentedOperations, fillPath, sampleOf, type Operation } from "./test/openapi";
import { makePerson, signIn, type Person } from "./test/people";

/*
 * Who may call each operation of the OpenAPI document. The table is the one place that says it:
 * an operation of the document that is missing here fails the test (so a new route cannot be
 * forgotten), and so does an entry for an operation that no longer exists. For every operation
 * that needs a token the test checks: no token and tampered tokens → 401; each role, with its
 * onboarding finished and not, → let in or refused as the table says. Operations that serve one
 * person's records also show that a second person of the same role never gets the first one's.
 */

const { superAdmin, practitioner, client, reviewer } = ROLE_IDS;
const ALL_ROLES: RoleId[] = [superAdmin, practitioner, client, reviewer];

type Access =
  /** Anyone, without a token. */
  | "public"
  /** Any signed-in person, whatever their role. */
  | "signed-in"
  /** Only these roles; the others are refused. */
  | RoleId[];

type OtherPersonCheck = {
  /** What is checked, in words. */
  what: string;
  run: (ctx: MatrixContext) => Promise<void>;
};

type Entry = {
  access: Access;
  /** The answer to a role that is not let in: 403, or 404 where the route hides that it exists. */
  refused?: 403 | 404;
  /** A body that gets the request into the route's work, where the onboarding state matters. */
  body?: Record<string, unknown>;
  /** The answer when the caller's onboarding is finished / unfinished, where it matters. */
  onboarding?: { finished?: number; unfinished?: number };
  /** The request ends the caller's session (each check then signs in anew). */
  endsSession?: boolean;
  /** Why the path parameters are not another person's ids (or what guards them). */
  params?: string;
  otherPerson?: OtherPersonCheck;
};

type MatrixContext = { t: TestApp; person: (roleID: RoleId, onboarded?: boolean) => Promise<Person> };

const clientAnswers = { age: 52, ZIP: "10115", values: ["Peace"] };

/** A practitioner's onboarding, as multipart, with one certificate (the PNG). */
const coachOnboardingBody = () =>
  multipart([
    {
      name: "onboarding_data",
      value: JSON.stringify({
        data: {
          primary_niches: ["Sleep"],
          practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Patient Advocate"],
          school: ["Health Coach Institute"],
          recent_client_count: "0-5",
          target_client_count: "16-30",
          uses_labs_supplements: "Planning to",
          subscription_plan: "starter",
          first_name: "Unmistakable",
          last_name: "Practice",
          age: 44,
          gender: "women",
          timezone: "GMT+00:00",
          security_questions: "What was the name of your first pet?",
          security_answers: "Biscuit",
        },
      }),
    },
    { name: "certificate_file", filename: "licence.png", contentType: "image/png", data: PNG },
  ]);

/** `who` submits the practitioner onboarding above; it must be accepted. */
async function submitCoachOnboarding(t: TestApp, who: Person) {
  const body = coachOnboardingBody();
  const submitted = await t.app.inject({
    method: "POST",
    url: "/api/coach/onboarding",
    headers: { ...bearer(await signIn(t, who)), ...body.headers },
    payload: body.payload,
  });
  expect(submitted.statusCode).toBe(200);
  return submitted;
}

/** The administration routes take any person's id: that is what they are for. */
const ADMIN_PERSON_ID =
  "a person's id: only a Super Admin, who administers every account, reaches it (routes/admin.test.ts)";

const MATRIX: Record<string, Entry> = {
  "GET /api/health": { access: "public" },
  "GET /api/ready": { access: "public" },
  "POST /api/user/signup": { access: "public" },
  "POST /api/user/complete-signup": { access: "public" },
  "POST /api/user/login": { access: "public" },
  "POST /api/user/signout": { access: "signed-in", endsSession: true },
  "GET /api/user-exist/{email}": {
    access: "public",
    params:
      "an e-mail address; the answer is only whether it is in use (spec), and the route is rate-limited",
  },
  "POST /api/user/forgot-password": { access: "public" },
  "POST /api/user/resend-verification": { access: "public" },
  "POST /api/user/verify-reset-token": { access: "public" },
  "POST /api/user/reset-password": { access: "public" },
  "GET /api/user/profile": {
    access: "signed-in",
    otherPerson: {
      what: "a person reads only their own profile",
      run: async ({ t, person }) => {
        const a = await person(client);
        const b = await person(client);
        const response = await t.app.inject({
          url: "/api/user/profile",
          headers: bearer(await signIn(t, b)),
        });
        expect(response.json().user.id).toBe(b.userId);
        expect(response.body).not.toContain(a.userId);
        expect(response.body).not.toContain(a.email);
      },
    },
  },
  "PUT /api/user/profile": { access: "signed-in" },
  "DELETE /api/user/delete-account": { access: "signed-in" },
  "POST /api/user/change-password": { access: "signed-in" },
  // Two-factor sign-in: each acts on the caller's own second factor (no ids in the path).
  "GET /api/user/two-factor": { access: "signed-in" },
  "POST /api/user/two-factor/totp/setup": { access: "signed-in" },
  "POST /api/user/two-factor/totp/confirm": { access: "signed-in" },
  "POST /api/user/two-factor/email/enable": { access: "signed-in" },
  "POST /api/user/two-factor/email/confirm": { access: "signed-in" },
  "POST /api/user/two-factor/sms/enable": { access: "signed-in" },
  "POST /api/user/two-factor/sms/confirm": { access: "signed-in" },
  "DELETE /api/user/two-factor": { access: "signed-in" },
  "POST /api/user/login/second-factor": { access: "public" },
  "GET /api/user/export": {
    access: "signed-in",
    otherPerson: {
      what: "a person downloads only their own data",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = await person(client, true);
        const response = await t.app.inject({
          url: "/api/user/export",
          headers: bearer(await signIn(t, other)),
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().account.id).toBe(other.userId);
        for (const id of [owned.client.userId, owned.coach.userId, owned.client.email, owned.coach.email]) {
          expect(response.body).not.toContain(id);
        }
        expect(response.body).not.toContain(PRIVATE_CARE_WORD);
      },
    },
  },
  "POST /api/coach/invite-client": { access: [practitioner, superAdmin] },
  "POST /api/coach/invitees/import": { access: [practitioner, superAdmin] },
  "GET /api/client/invitation-details/{token}": {
    access: "public",
    params:
      "the invitation's secret token (32 random bytes, e-mailed to the invitee), which prefills their registration; rate-limited",
  },
  "POST /api/client/accept-coach-invite": {
    access: [client],
    otherPerson: {
      what: "an invitation sent to one client cannot be accepted by another",
      run: async ({ t, person }) => {
        const coach = await person(practitioner, true);
        const invited = await person(client, true);
        const other = await person(client, true);
        const invite = await t.app.inject({
          method: "POST",
          url: "/api/coach/invite-client",
          headers: bearer(await signIn(t, coach)),
          payload: { invitees: [{ name: "Invited Client", email: invited.email }] },
        });
        expect(invite.statusCode).toBe(201);
        const token = await t.tokenFromMail(invited.email);
        const accept = async (who: Person) =>
          t.app.inject({
            method: "POST",
            url: "/api/client/accept-coach-invite",
            headers: bearer(await signIn(t, who)),
            payload: { token },
          });
        const stolen = await accept(other);
        expect([403, 404]).toContain(stolen.statusCode);
        expect(stolen.body).not.toContain(coach.userId);
        expect((await accept(invited)).statusCode).toBe(200);
        expect([403, 404]).toContain((await accept(other)).statusCode);
      },
    },
  },
  "POST /api/coach/onboarding": { access: [practitioner] },
  "GET /api/coach/onboarding": {
    access: [practitioner],
    otherPerson: {
      what: "a practitioner reads only their own onboarding record",
      run: async ({ t, person }) => {
        const a = await person(practitioner);
        const b = await person(practitioner);
        await submitCoachOnboarding(t, a);
        const read = await t.app.inject({
          url: "/api/coach/onboarding",
          headers: bearer(await signIn(t, b)),
        });
        expect(read.statusCode).toBe(404);
        expect(read.body).not.toContain("Unmistakable");
      },
    },
  },
  "GET /api/coach/certificates/{id}": {
    access: [practitioner],
    otherPerson: {
      what: "a practitioner gets only their own certificate files",
      run: async ({ t, person }) => {
        const a = await person(practitioner);
        const b = await person(practitioner);
        const submitted = await submitCoachOnboarding(t, a);
        const { certificate_file } = submitted.json<{ data: { certificate_file: { id: string }[] } }>().data;
        const url = `/api/coach/certificates/${certificate_file[0]!.id}`;
        const own = await t.app.inject({ url, headers: bearer(await signIn(t, a)) });
        expect(own.statusCode).toBe(200);
        expect(own.rawPayload.equals(PNG)).toBe(true);
        const other = await t.app.inject({ url, headers: bearer(await signIn(t, b)) });
        expect(other.statusCode).toBe(404);
      },
    },
  },
  "POST /api/client/onboarding": { access: [client] },
  "GET /api/client/onboarding": { access: [client] },
  "GET /api/client/onboarding/progress": { access: [client] },
  "PUT /api/client/onboarding/progress": {
    access: [client],
    body: { step: "aboutYou", page: null, draft: {} },
    onboarding: { unfinished: 200, finished: 409 },
  },
  "GET /api/coach/onboarding/progress": { access: [practitioner] },
  "PUT /api/coach/onboarding/progress": {
    access: [practitioner],
    body: { step: "focusAreas", page: null, draft: {} },
    onboarding: { unfinished: 200, finished: 409 },
  },
  "POST /api/content": { access: [practitioner, superAdmin] },
  "GET /api/content/status": { access: [practitioner, reviewer, superAdmin] },
  "GET /api/content/by-status/{status}": {
    access: [practitioner, reviewer, superAdmin],
    params: "a label slug; the list holds only the items the caller may see (services/content.test.ts)",
  },
  "GET /api/content/published": { access: "signed-in" },
  "GET /api/content/published/{content_id}": {
    access: "signed-in",
    params:
      "an item id; only published text, and never an item for practitioners to a client (routes/content.test.ts)",
  },
  "GET /api/content/retrieve": { access: "signed-in" },
  "GET /api/content/{content_id}": {
    access: [practitioner, reviewer, superAdmin],
    otherPerson: {
      what: "a practitioner does not read another practitioner's draft",
      run: async ({ t, person }) => {
        const a = await person(practitioner, true);
        const b = await person(practitioner, true);
        const created = await t.app.inject({
          method: "POST",
          url: "/api/content",
          headers: bearer(await signIn(t, a)),
          payload: { title: "An unmistakable private draft" },
        });
        expect(created.statusCode).toBe(201);
        const read = await t.app.inject({
          url: `/api/content/${created.json().id}`,
          headers: bearer(await signIn(t, b)),
        });
        expect(read.statusCode).toBe(404);
        expect(read.body).not.toContain("unmistakable");
      },
    },
  },
  "PUT /api/content/{content_id}": {
    access: [practitioner, superAdmin],
    params: "an item id; only its author or a Super Admin edits it (services/content.test.ts)",
  },
  "DELETE /api/content/{content_id}": {
    access: [practitioner, superAdmin],
    params: "an item id; only its author or a Super Admin deletes a draft (services/content.test.ts)",
  },
  "POST /api/content/{content_id}/status": {
    access: [practitioner, reviewer, superAdmin],
    params: "an item id; each action checks who may do it on this item (services/content.test.ts)",
  },
  "POST /api/content/{content_id}/attachments": {
    access: [practitioner, superAdmin],
    params:
      "an item id; only its author or a Super Admin changes its files (routes/content-attachments.test.ts)",
  },
  "DELETE /api/content/{content_id}/attachments/{attachment_id}": {
    access: [practitioner, superAdmin],
    params:
      "an item id and one of its files; only the item's author or a Super Admin removes it (routes/content-attachments.test.ts)",
  },
  "GET /api/content/{content_id}/attachments/{attachment_id}": {
    access: "signed-in",
    otherPerson: {
      what: "a draft's file goes to its author, never to another practitioner or a client",
      run: async ({ t, person }) => {
        const a = await person(practitioner, true);
        const created = await t.app.inject({
          method: "POST",
          url: "/api/content",
          headers: bearer(await signIn(t, a)),
          payload: { title: "A draft with a private file" },
        });
        expect(created.statusCode).toBe(201);
        const id = created.json().id as string;
        const body = multipart([
          { name: "file", filename: "private.pdf", contentType: "application/pdf", data: PDF },
        ]);
        const uploaded = await t.app.inject({
          method: "POST",
          url: `/api/content/${id}/attachments`,
          headers: { ...bearer(await signIn(t, a)), ...body.headers },
          payload: body.payload,
        });
        expect(uploaded.statusCode).toBe(201);
        const url = `/api/content/${id}/attachments/${uploaded.json().working.attachments[0].id}`;
        const own = await t.app.inject({ url, headers: bearer(await signIn(t, a)) });
        expect(own.rawPayload.equals(PDF)).toBe(true);
        for (const other of [await person(practitioner, true), await person(client, true)]) {
          const read = await t.app.inject({ url, headers: bearer(await signIn(t, other)) });
          expect(read.statusCode).toBe(404);
          expect(read.rawPayload.includes(PDF)).toBe(false);
        }
      },
    },
  },
  "GET /api/library/status": { access: [practitioner, reviewer, superAdmin] },
  "POST /api/library/sources/updated": { access: [superAdmin] },
  "GET /api/user/reviewers": { access: [practitioner, reviewer, superAdmin] },
  "GET /api/user/profile-picture": {
    access: "signed-in",
    otherPerson: {
      what: "a person gets only their own profile picture",
      run: async ({ t, person }) => {
        const a = await person(client);
        const b = await person(client);
        const body = multipart([
          { name: "onboarding_data", value: JSON.stringify({ data: clientAnswers }) },
          { name: "profile_picture", filename: "me.png", contentType: "image/png", data: PNG },
        ]);
        const submitted = await t.app.inject({
          method: "POST",
          url: "/api/client/onboarding",
          headers: { ...bearer(await signIn(t, a)), ...body.headers },
          payload: body.payload,
        });
        expect(submitted.statusCode).toBe(200);
        const own = await t.app.inject({
          url: "/api/user/profile-picture",
          headers: bearer(await signIn(t, a)),
        });
        expect(own.rawPayload.equals(PNG)).toBe(true);
        const other = await t.app.inject({
          url: "/api/user/profile-picture",
          headers: bearer(await signIn(t, b)),
        });
        expect(other.statusCode).toBe(404);
        expect(other.rawPayload.includes(PNG)).toBe(false);
      },
    },
  },
  // Settings: each acts on the caller's own picture and practice profile (no ids in the path).
  "PUT /api/user/profile-picture": { access: "signed-in" },
  "DELETE /api/user/profile-picture": {
    access: "signed-in",
    otherPerson: {
      what: "removing a picture removes only the caller's own",
      run: async ({ t, person }) => {
        const a = await person(client);
        const b = await person(reviewer);
        const body = multipart([
          { name: "profile_picture", filename: "me.png", contentType: "image/png", data: PNG },
        ]);
        const uploaded = await t.app.inject({
          method: "PUT",
          url: "/api/user/profile-picture",
          headers: { ...bearer(await signIn(t, a)), ...body.headers },
          payload: body.payload,
        });
        expect(uploaded.statusCode).toBe(200);
        const removed = await t.app.inject({
          method: "DELETE",
          url: "/api/user/profile-picture",
          headers: bearer(await signIn(t, b)),
        });
        expect(removed.statusCode).toBe(200);
        const own = await t.app.inject({
          url: "/api/user/profile-picture",
          headers: bearer(await signIn(t, a)),
        });
        expect(own.rawPayload.equals(PNG)).toBe(true);
      },
    },
  },
  // A Super Admin without a practitioner onboarding record gets 404 (no practice profile).
  "GET /api/coach/practice-profile": { access: [practitioner, superAdmin] },
  "PUT /api/coach/practice-profile": { access: [practitioner, superAdmin] },
  "POST /api/menopause/save-symptoms": { access: [client] },
  "GET /api/menopause/symptoms": {
    access: [client],
    otherPerson: {
      what: "a client lists only their own symptom entries",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/menopause/save-symptoms",
          headers: bearer(await signIn(t, a)),
          payload: {
            kind: "quick-log",
            symptom: "anxiety",
            value: 3,
            takenAt: new Date().toISOString(),
            timeZone: "UTC",
          },
        });
        expect(saved.statusCode).toBe(201);
        const read = await t.app.inject({
          url: "/api/menopause/symptoms",
          headers: bearer(await signIn(t, b)),
        });
        expect(read.json().total).toBe(0);
        expect(read.body).not.toContain(saved.json().id);
      },
    },
  },
  "PUT /api/menopause/symptoms/{entry_id}": {
    access: [client],
    otherPerson: {
      what: "a client cannot change or delete another client's symptom entry",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const entry = {
          kind: "quick-log",
          symptom: "anxiety",
          value: 3,
          takenAt: new Date().toISOString(),
          timeZone: "UTC",
        };
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/menopause/save-symptoms",
          headers: bearer(await signIn(t, a)),
          payload: entry,
        });
        const url = `/api/menopause/symptoms/${saved.json().id}`;
        const tokenB = await signIn(t, b);
        const edit = await t.app.inject({
          method: "PUT",
          url,
          headers: bearer(tokenB),
          payload: { ...entry, value: 0 },
        });
        expect(edit.statusCode).toBe(404);
        expect((await t.app.inject({ method: "DELETE", url, headers: bearer(tokenB) })).statusCode).toBe(404);
        const own = await t.app.inject({
          url: "/api/menopause/symptoms",
          headers: bearer(await signIn(t, a)),
        });
        expect(own.json().items[0]).toMatchObject({ id: saved.json().id, answers: { anxiety: 3 } });
      },
    },
  },
  "DELETE /api/menopause/symptoms/{entry_id}": {
    access: [client],
    params: "an entry id; only its owner's entries match, others answer 404 (the PUT check above)",
  },
  "POST /api/mood": { access: [client] },
  "GET /api/mood": {
    access: [client],
    otherPerson: {
      what: "a client lists only their own moods and streak",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/mood",
          headers: bearer(await signIn(t, a)),
          payload: {
            mood: 2,
            note: "An unmistakable private note",
            loggedAt: new Date().toISOString(),
            timeZone: "UTC",
          },
        });
        expect(saved.statusCode).toBe(201);
        const read = await t.app.inject({ url: "/api/mood", headers: bearer(await signIn(t, b)) });
        expect(read.json()).toMatchObject({ total: 0, streak: { days: 0 } });
        expect(read.body).not.toContain("unmistakable");
      },
    },
  },
  "DELETE /api/mood/{entry_id}": {
    access: [client],
    otherPerson: {
      what: "a client cannot delete another client's mood",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const tokenA = await signIn(t, a);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/mood",
          headers: bearer(tokenA),
          payload: { mood: 4, loggedAt: new Date().toISOString(), timeZone: "UTC" },
        });
        const url = `/api/mood/${saved.json().id}`;
        expect(
          (await t.app.inject({ method: "DELETE", url, headers: bearer(await signIn(t, b)) })).statusCode,
        ).toBe(404);
        expect((await t.app.inject({ url: "/api/mood", headers: bearer(tokenA) })).json().total).toBe(1);
      },
    },
  },
  "GET /api/health-history": {
    access: [client],
    otherPerson: {
      what: "a client reads only their own health history",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/health-history",
          headers: bearer(await signIn(t, a)),
          payload: { conditions: ["An unmistakable condition"] },
        });
        expect(saved.statusCode).toBe(200);
        const read = await t.app.inject({ url: "/api/health-history", headers: bearer(await signIn(t, b)) });
        expect(read.json()).toEqual({ updatedAt: null });
      },
    },
  },
  "POST /api/health-history": { access: [client] },
  "GET /api/menopause/recommendations": {
    access: [client],
    otherPerson: {
      what: "a client's recommendations come from their own check-ins only",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/menopause/save-symptoms",
          headers: bearer(await signIn(t, a)),
          payload: {
            kind: "check-in",
            answers: Object.fromEntries(MRS_ITEM_SLUGS.map((slug) => [slug, 4])),
            takenAt: new Date().toISOString(),
            timeZone: "UTC",
          },
        });
        expect(saved.statusCode).toBe(201);
        const read = await t.app.inject({
          url: "/api/menopause/recommendations",
          headers: bearer(await signIn(t, b)),
        });
        expect(read.json()).toEqual({ symptoms: [], items: [] });
      },
    },
  },
  "GET /api/folders/symptoms-subfolders": { access: "signed-in" },
  "GET /api/health/report.pdf": { access: [client] },
  "GET /api/health/export.json": {
    access: [client],
    otherPerson: {
      what: "a client's export holds only their own data (the PDF is read the same way: routes/health-report.test.ts)",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/mood",
          headers: bearer(await signIn(t, a)),
          payload: {
            mood: 1,
            note: "An unmistakable private note",
            loggedAt: new Date().toISOString(),
            timeZone: "UTC",
          },
        });
        expect(saved.statusCode).toBe(201);
        const read = await t.app.inject({
          url: "/api/health/export.json",
          headers: bearer(await signIn(t, b)),
        });
        expect(read.statusCode).toBe(200);
        expect(read.body).not.toContain("unmistakable");
        expect(read.body).not.toContain(saved.json().id);
        expect(read.body).not.toContain(a.userId);
      },
    },
  },
  "POST /api/glucose": { access: [client] },
  "GET /api/glucose": {
    access: [client],
    otherPerson: {
      what: "a client lists only their own glucose readings and summary",
      run: async ({ t, person }) => {
        const read = await readAfterAnotherClientsReading(t, person, "/api/glucose");
        expect(read.json()).toMatchObject({ total: 0, summary: { count: 0 } });
        expect(read.body).not.toContain("unmistakable");
      },
    },
  },
  "GET /api/glucose/daily-averages": {
    access: [client],
    otherPerson: {
      what: "a client's daily averages count only their own readings",
      run: async ({ t, person }) => {
        const read = await readAfterAnotherClientsReading(t, person, "/api/glucose/daily-averages");
        expect(read.json()).toEqual({ days: [] });
      },
    },
  },
  "PUT /api/glucose/{entry_id}": {
    access: [client],
    otherPerson: {
      what: "a client cannot change or delete another client's glucose reading",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const tokenA = await signIn(t, a);
        const reading = {
          value: 5.8,
          unit: "mmol/L",
          measurementType: "fasting",
          takenAt: new Date().toISOString(),
          timeZone: "UTC",
        };
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/glucose",
          headers: bearer(tokenA),
          payload: reading,
        });
        const url = `/api/glucose/${saved.json().id}`;
        const tokenB = await signIn(t, b);
        const edit = await t.app.inject({
          method: "PUT",
          url,
          headers: bearer(tokenB),
          payload: { ...reading, value: 4.2 },
        });
        expect(edit.statusCode).toBe(404);
        expect((await t.app.inject({ method: "DELETE", url, headers: bearer(tokenB) })).statusCode).toBe(404);
        const own = await t.app.inject({ url: "/api/glucose", headers: bearer(tokenA) });
        expect(own.json().items[0]).toMatchObject({ id: saved.json().id, value: 5.8 });
      },
    },
  },
  "DELETE /api/glucose/{entry_id}": {
    access: [client],
    params: "an entry id; only its owner's readings match, others answer 404 (the PUT check above)",
  },
  "POST /api/glucose/import": { access: [client] },
  "GET /api/user/preferences": {
    access: "signed-in",
    otherPerson: {
      what: "a person reads and changes only their own preferences",
      run: async ({ t, person }) => {
        const a = await person(practitioner, true);
        const b = await person(client, true);
        const changed = await t.app.inject({
          method: "PUT",
          url: "/api/user/preferences",
          headers: bearer(await signIn(t, a)),
          payload: {
            timeZone: "Asia/Tokyo",
            hasDiabetes: true,
            theme: "dark",
            emailOptOuts: ["red_flag_alert"],
          },
        });
        expect(changed.statusCode).toBe(200);
        const read = await t.app.inject({
          url: "/api/user/preferences",
          headers: bearer(await signIn(t, b)),
        });
        expect(read.json()).toEqual({
          glucoseUnit: "mg/dL",
          hasDiabetes: false,
          timeZone: null,
          theme: "system",
          emailOptOuts: [],
        });
      },
    },
  },
  "PUT /api/user/preferences": { access: "signed-in" },
  "GET /api/health/snapshot": {
    access: [client],
    otherPerson: {
      what: "a client's snapshot shows only their own data",
      run: async ({ t, person }) => {
        const a = await person(client, true);
        const b = await person(client, true);
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/mood",
          headers: bearer(await signIn(t, a)),
          payload: { mood: 1, loggedAt: new Date().toISOString(), timeZone: "UTC" },
        });
        expect(saved.statusCode).toBe(201);
        const read = await t.app.inject({ url: "/api/health/snapshot", headers: bearer(await signIn(t, b)) });
        expect(read.json()).toMatchObject({ firstRun: true, mood: { latest: null } });
        expect(read.body).not.toContain(saved.json().id);
      },
    },
  },
  "POST /api/ai-search": { access: "signed-in", otherPerson: followUpInAnotherPersonsChat("/api/ai-search") },
  "POST /api/ai-search/stream": {
    access: "signed-in",
    otherPerson: followUpInAnotherPersonsChat("/api/ai-search/stream"),
  },
  "POST /api/ai-search/": {
    access: "signed-in",
    params: "the spec's form of POST /api/ai-search, with the same handler (the check above)",
  },
  "GET /api/searched-result/history": {
    access: "signed-in",
    otherPerson: {
      what: "a person lists only their own chats",
      run: async ({ t, person }) => {
        await privateChat(t, await person(practitioner, true));
        const read = await t.app.inject({
          url: "/api/searched-result/history",
          headers: bearer(await signIn(t, await person(practitioner, true))),
        });
        expect(read.json()).toMatchObject({ total: 0, items: [] });
      },
    },
  },
  "GET /api/personalized-session/{reference_content_id}": {
    access: "signed-in",
    params:
      "a published item's id, no person's data; only published text, and never an item for practitioners to a client (routes/article-chat.test.ts)",
  },
  "GET /api/session/{chat_id}": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot open another person's chat",
      run: async ({ t, person }) => {
        const chat = await privateChat(t, await person(client, true));
        const read = await t.app.inject({
          url: `/api/session/${chat.chatId}`,
          headers: bearer(await signIn(t, await person(superAdmin, true))),
        });
        expect(read.statusCode).toBe(404);
        expect(read.body).not.toContain("unmistakable");
      },
    },
  },
  "POST /api/update-chat-title": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot rename or delete another person's chat",
      run: async ({ t, person }) => {
        const chat = await privateChat(t, await person(client, true));
        const other = bearer(await signIn(t, await person(client, true)));
        const renamed = await t.app.inject({
          method: "POST",
          url: "/api/update-chat-title",
          headers: other,
          payload: { chatId: chat.chatId, title: "Taken over" },
        });
        expect(renamed.statusCode).toBe(404);
        const deleted = await t.app.inject({
          method: "DELETE",
          url: `/api/chat/${chat.chatId}`,
          headers: other,
        });
        expect(deleted.statusCode).toBe(404);
        const own = await t.app.inject({ url: `/api/session/${chat.chatId}`, headers: bearer(chat.token) });
        expect(own.json().chat.title).toMatch(/unmistakable/);
      },
    },
  },
  "DELETE /api/chat/{chat_id}": {
    access: "signed-in",
    params: "a chat id; only its owner's chats match, others answer 404 (the rename check above)",
  },
  "POST /api/searched-result/rating": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot rate or report another person's answer",
      run: async ({ t, person }) => {
        const chat = await privateChat(t, await person(client, true));
        const other = bearer(await signIn(t, await person(reviewer, true)));
        const rated = await t.app.inject({
          method: "POST",
          url: "/api/searched-result/rating",
          headers: other,
          payload: { messageId: chat.messageId, rating: "not-helpful" },
        });
        expect(rated.statusCode).toBe(404);
        const reported = await t.app.inject({
          method: "POST",
          url: "/api/searched-result/report",
          headers: other,
          payload: { messageId: chat.messageId, reason: "Not mine" },
        });
        expect(reported.statusCode).toBe(404);
        const own = await t.app.inject({ url: `/api/session/${chat.chatId}`, headers: bearer(chat.token) });
        expect(own.json().chat.reportedAt).toBeNull();
        expect(own.json().messages[0]).toMatchObject({ rating: null, reportedAt: null });
      },
    },
  },
  "POST /api/searched-result/report": { access: "signed-in" },
  "POST /api/ai-personalized-search": {
    access: [client],
    otherPerson: followUpInAnotherPersonsChat("/api/ai-personalized-search"),
  },
  "POST /api/ai-personalized-search/": {
    access: [client],
    params: "the spec's form of POST /api/ai-personalized-search, with the same handler (the check above)",
  },
  "POST /api/ai-personalized-search/stream": {
    access: [client],
    otherPerson: followUpInAnotherPersonsChat("/api/ai-personalized-search/stream"),
  },
  "POST /api/ai-learning-search": {
    access: [practitioner, superAdmin],
    otherPerson: followUpInAnotherPersonsChat("/api/ai-learning-search", practitioner),
  },
  "POST /api/ai-learning-search/": {
    access: [practitioner, superAdmin],
    params: "the spec's form of POST /api/ai-learning-search, with the same handler (the check above)",
  },
  "POST /api/ai-learning-search/stream": {
    access: [practitioner, superAdmin],
    otherPerson: followUpInAnotherPersonsChat("/api/ai-learning-search/stream", superAdmin),
  },
  "GET /api/ai-search/usage": {
    access: "signed-in",
    otherPerson: {
      what: "a person's usage counts only their own chats",
      run: async ({ t, person }) => {
        const owner = await person(practitioner, true);
        const chat = await privateChat(t, owner);
        const other = await t.app.inject({
          url: "/api/ai-search/usage",
          headers: bearer(await signIn(t, await person(practitioner, true))),
        });
        expect(other.json()).toMatchObject({ used: 0, limit: 10 });
        const own = await t.app.inject({ url: "/api/ai-search/usage", headers: bearer(chat.token) });
        expect(own.json()).toMatchObject({ used: 1, limit: 10 });
      },
    },
  },
  "POST /api/content/from-answer": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot turn another person's answer into a draft",
      run: async ({ t, person }) => {
        const chat = await privateChat(t, await person(practitioner, true));
        const draft = (token: string) =>
          t.app.inject({
            method: "POST",
            url: "/api/content/from-answer",
            headers: bearer(token),
            payload: { messageId: chat.messageId },
          });
        for (const role of [practitioner, superAdmin]) {
          const stolen = await draft(await signIn(t, await person(role, true)));
          expect(stolen.statusCode).toBe(404);
          expect(stolen.body).not.toContain("unmistakable");
        }
        // The owner's request reaches the answer (this app has no library, so it found nothing).
        const own = await draft(chat.token);
        expect(own.statusCode).toBe(409);
        expect(own.json().code).toBe("AI_NO_CONTENT_DRAFT");
      },
    },
  },
  "GET /api/admin/reported-chats": { access: [superAdmin] },
  "GET /api/admin/people": { access: [superAdmin] },
  "GET /api/admin/people/{id}": {
    access: [superAdmin],
    params: ADMIN_PERSON_ID,
  },
  "PUT /api/admin/people/{id}/role": {
    access: [superAdmin],
    params: ADMIN_PERSON_ID,
  },
  "POST /api/admin/people/{id}/deactivate": {
    access: [superAdmin],
    params: ADMIN_PERSON_ID,
  },
  "POST /api/admin/people/{id}/reactivate": {
    access: [superAdmin],
    params: ADMIN_PERSON_ID,
  },
  "POST /api/admin/people/{id}/resend-verification": {
    access: [superAdmin],
    params: ADMIN_PERSON_ID,
  },
  "GET /api/admin/audit-log": { access: [superAdmin] },
  "GET /api/admin/audit-log.csv": { access: [superAdmin] },
  "GET /api/admin/mail": { access: [superAdmin] },
  "GET /api/admin/sources": { access: [superAdmin] },
  "POST /api/admin/mail/{id}/retry": {
    access: [superAdmin],
    params:
      "a message's id: only a Super Admin, who sees the whole outbox, reaches it (routes/admin.test.ts)",
  },
  "GET /api/admin-session/{chat_id}": {
    access: [superAdmin],
    otherPerson: {
      what: "a Super Admin reads only a reported chat, and its owner cannot read it there",
      run: async ({ t, person }) => {
        const chat = await privateChat(t, await person(client, true));
        const admin = bearer(await signIn(t, await person(superAdmin, true)));
        const url = `/api/admin-session/${chat.chatId}`;
        const unreported = await t.app.inject({ url, headers: admin });
        expect(unreported.statusCode).toBe(404);
        expect(unreported.body).not.toContain("unmistakable");
        const reported = await t.app.inject({
          method: "POST",
          url: "/api/searched-result/report",
          headers: bearer(chat.token),
          payload: { messageId: chat.messageId, reason: "Wrong" },
        });
        expect(reported.statusCode).toBe(200);
        const byOwner = await t.app.inject({ url, headers: bearer(chat.token) });
        expect(byOwner.statusCode).toBe(403);
        expect(byOwner.body).not.toContain("unmistakable");
        const byAdmin = await t.app.inject({ url, headers: admin });
        expect(byAdmin.statusCode).toBe(200);
        expect(byAdmin.json().messages[0].question).toMatch(/unmistakable/);
      },
    },
  },
  "GET /api/folders/structure": {
    access: "signed-in",
    otherPerson: {
      what: "a person lists only their own folders",
      run: async ({ t, person }) => {
        await privateFolder(t, await person(client, true));
        const read = await t.app.inject({
          url: "/api/folders/structure",
          headers: bearer(await signIn(t, await person(client, true))),
        });
        expect(read.json().folders).toEqual([]);
      },
    },
  },
  "GET /api/folders/{id}/details": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot open another person's folder",
      run: async ({ t, person }) => {
        const owned = await privateFolder(t, await person(practitioner, true));
        const read = await t.app.inject({
          url: `/api/folders/${owned.folderId}/details`,
          headers: bearer(await signIn(t, await person(superAdmin, true))),
        });
        expect(read.statusCode).toBe(404);
        expect(read.body).not.toContain(PRIVATE_FOLDER_WORD);
      },
    },
  },
  "GET /api/folders/posted-structure": {
    access: "signed-in",
    otherPerson: {
      what: "a person learns only where they saved something, never where another person did",
      run: async ({ t, person }) => {
        const owner = await person(client, true);
        const owned = await privateFolder(t, owner);
        const chat = await privateChat(t, owner);
        await t.database.db
          .update(folderItems)
          .set({ chatMessageId: chat.messageId })
          .where(eq(folderItems.id, owned.itemId));
        const url = `/api/folders/posted-structure?messageId=${chat.messageId}`;
        const read = await t.app.inject({
          url,
          headers: bearer(await signIn(t, await person(client, true))),
        });
        expect(read.json()).toEqual({ saved: [] });
        const own = await t.app.inject({ url, headers: bearer(owned.token) });
        expect(own.json().saved).toEqual([expect.objectContaining({ itemId: owned.itemId })]);
      },
    },
  },
  "POST /api/folders/create": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot make a folder inside another person's folder",
      run: async ({ t, person }) => {
        const owned = await privateFolder(t, await person(client, true));
        const created = await t.app.inject({
          method: "POST",
          url: "/api/folders/create",
          headers: bearer(await signIn(t, await person(client, true))),
          payload: { name: "Planted", parentId: owned.folderId },
        });
        expect(created.statusCode).toBe(404);
        const tree = await t.app.inject({ url: "/api/folders/structure", headers: bearer(owned.token) });
        expect(tree.json().folders).toHaveLength(2);
      },
    },
  },
  "POST /api/folders/rename-folder": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot rename, move or delete another person's folder, nor move theirs into it",
      run: async ({ t, person }) => {
        const owned = await privateFolder(t, await person(client, true));
        const other = bearer(await signIn(t, await person(reviewer, true)));
        const mine = await t.app.inject({
          method: "POST",
          url: "/api/folders/create",
          headers: other,
          payload: { name: "Mine" },
        });
        const attempts: [string, Record<string, unknown>][] = [
          ["rename-folder", { folderId: owned.folderId, name: "Taken" }],
          ["edit-folder", { folderId: owned.innerId, parentId: null }],
          ["edit-folder", { folderId: mine.json().id, parentId: owned.folderId }],
          ["delete-folder", { folderId: owned.innerId }],
          ["save-content", { folderId: owned.folderId, kind: "answer", messageId: randomUUID() }],
        ];
        for (const [url, payload] of attempts) {
          const response = await t.app.inject({
            method: "POST",
            url: `/api/folders/${url}`,
            headers: other,
            payload,
          });
          expect(response.statusCode, url).toBe(404);
        }
        const tree = await t.app.inject({ url: "/api/folders/structure", headers: bearer(owned.token) });
        expect(
          tree.json().folders.map((folder: { id: string; parentId: string | null }) => folder.parentId),
        ).toEqual([null, owned.folderId]);
        expect((await ownFolderItems(t, owned.token, owned.folderId)).folder.name).toMatch(
          PRIVATE_FOLDER_WORD,
        );
      },
    },
  },
  "POST /api/folders/edit-folder": {
    access: "signed-in",
    params:
      "a folder id in the body; only its owner's folders match, others answer 404 (the rename check above)",
  },
  "POST /api/folders/delete-folder": {
    access: "signed-in",
    params:
      "a folder id in the body; only its owner's folders match, others answer 404 (the rename check above)",
  },
  "POST /api/folders/save-content": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot save another person's answer, nor into another person's folder",
      run: async ({ t, person }) => {
        const owner = await person(client, true);
        const chat = await t.app.inject({
          method: "POST",
          url: "/api/ai-search",
          headers: bearer(await signIn(t, owner)),
          payload: { question: "An unmistakable question about night sweats" },
        });
        expect(chat.statusCode).toBe(201);
        const other = bearer(await signIn(t, await person(client, true)));
        const mine = await t.app.inject({
          method: "POST",
          url: "/api/folders/create",
          headers: other,
          payload: { name: "Mine" },
        });
        const saved = await t.app.inject({
          method: "POST",
          url: "/api/folders/save-content",
          headers: other,
          payload: { folderId: mine.json().id, kind: "answer", messageId: chat.json().message.id },
        });
        expect(saved.statusCode).toBe(404);
        expect(saved.body).not.toContain(PRIVATE_FOLDER_WORD);
      },
    },
  },
  "POST /api/folders/move-content": {
    access: "signed-in",
    otherPerson: {
      what: "a person cannot move, rename, annotate or delete another person's saved item",
      run: async ({ t, person }) => {
        const owned = await privateFolder(t, await person(practitioner, true));
        const other = bearer(await signIn(t, await person(practitioner, true)));
        const mine = await t.app.inject({
          method: "POST",
          url: "/api/folders/create",
          headers: other,
          payload: { name: "Mine" },
        });
        const attempts: [string, Record<string, unknown>][] = [
          ["move-content", { itemId: owned.itemId, folderId: mine.json().id }],
          ["move-content", { itemId: owned.itemId, folderId: owned.innerId }],
          ["rename-content", { itemId: owned.itemId, title: "Taken" }],
          ["update-folder-content", { itemId: owned.itemId, note: "Taken" }],
          ["delete-content", { itemId: owned.itemId }],
        ];
        for (const [url, payload] of attempts) {
          const response = await t.app.inject({
            method: "POST",
            url: `/api/folders/${url}`,
            headers: other,
            payload,
          });
          expect(response.statusCode, url).toBe(404);
          expect(response.body).not.toContain(PRIVATE_FOLDER_WORD);
        }
        const own = await ownFolderItems(t, owned.token, owned.folderId);
        expect(own.items).toEqual([
          expect.objectContaining({ id: owned.itemId, note: `An ${PRIVATE_FOLDER_WORD} note` }),
        ]);
      },
    },
  },
  "POST /api/folders/delete-content": {
    access: "signed-in",
    params: "an item id in the body; only its owner's items match, others answer 404 (the move check above)",
  },
  "POST /api/folders/rename-content": {
    access: "signed-in",
    params: "an item id in the body; only its owner's items match, others answer 404 (the move check above)",
  },
  "POST /api/folders/update-folder-content": {
    access: "signed-in",
    params: "an item id in the body; only its owner's items match, others answer 404 (the move check above)",
  },
  // Care (issue 18): a practitioner's (or Super Admin's) own clients, records, invitations,
  // handouts and shares; another practitioner's answers 404 and never shows the first one's data.
  "GET /api/coach/managed-clients": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner's list never holds another practitioner's clients, records or invitations",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = await t.app.inject({
          url: "/api/coach/managed-clients",
          headers: bearer(await signIn(t, await person(practitioner, true))),
        });
        expect(other.statusCode).toBe(200);
        expect(other.json()).toMatchObject({ clients: [], records: [], invitations: [] });
        expect(other.body).not.toContain(owned.client.userId);
      },
    },
  },
  "POST /api/practitioner/create-client": { access: [practitioner, superAdmin] },
  "POST /api/practitioner/client-records/{recordId}/invite": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot invite, delete, resend or revoke another practitioner's records and invitations",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = bearer(await signIn(t, await person(practitioner, true)));
        const attempts: [InjectOptions["method"], string][] = [
          ["POST", `/api/practitioner/client-records/${owned.recordId}/invite`],
          ["DELETE", `/api/practitioner/client-records/${owned.recordId}`],
          ["POST", `/api/coach/invitations/${owned.invitationId}/resend`],
          ["DELETE", `/api/coach/invitations/${owned.invitationId}`],
        ];
        for (const [method, url] of attempts) {
          const response = await t.app.inject({ method, url, headers: other });
          expect(response.statusCode, url).toBe(404);
        }
        const own = await t.app.inject({
          url: "/api/coach/managed-clients",
          headers: bearer(owned.coachToken),
        });
        expect(own.json()).toMatchObject({
          records: [{ id: owned.recordId }],
          invitations: [{ id: owned.invitationId }],
        });
      },
    },
  },
  "DELETE /api/practitioner/client-records/{recordId}": {
    access: [practitioner, superAdmin],
    params: "a record id; only its practitioner's records match, others answer 404 (the invite check above)",
  },
  "POST /api/coach/invitations/{invitationId}/resend": {
    access: [practitioner, superAdmin],
    params: "an invitation id; only its practitioner's match, others answer 404 (the record check above)",
  },
  "DELETE /api/coach/invitations/{invitationId}": {
    access: [practitioner, superAdmin],
    params: "an invitation id; only its practitioner's match, others answer 404 (the record check above)",
  },
  "PUT /api/practitioner/switch-client": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot work for another practitioner's client",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const response = await t.app.inject({
          method: "PUT",
          url: "/api/practitioner/switch-client",
          headers: bearer(await signIn(t, await person(practitioner, true))),
          payload: { clientId: owned.client.userId },
        });
        expect(response.statusCode).toBe(404);
      },
    },
  },
  "GET /api/coach/client/{clientId}/profile": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "another practitioner (or Super Admin) reads, edits or ends nothing of a practitioner's client: 404",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const id = owned.client.userId;
        for (const role of [practitioner, superAdmin] as const) {
          const other = bearer(await signIn(t, await person(role, true)));
          const attempts: [InjectOptions["method"], string, object?][] = [
            ["GET", `/api/coach/client/${id}/profile`],
            ["GET", `/api/coach/client/${id}/symptoms`],
            ["GET", `/api/coach/client/${id}/glucose`],
            ["GET", `/api/coach/client/${id}/glucose/daily`],
            ["GET", `/api/coach/client/${id}/mood`],
            ["GET", `/api/coach/managed-client/get-info/${id}`],
            ["PUT", `/api/coach/managed-client/edit-info/${id}`, { notes: "Taken" }],
            ["POST", `/api/coach/client/${id}/alerts/seen`],
            ["DELETE", `/api/coach/client/${id}`],
          ];
          for (const [method, url, payload] of attempts) {
            const response = await t.app.inject({
              method,
              url,
              headers: other,
              ...(payload ? { payload } : {}),
            });
            expect(response.statusCode, url).toBe(404);
            expect(response.body).not.toContain(PRIVATE_CARE_WORD);
          }
        }
        const own = await t.app.inject({
          url: `/api/coach/client/${id}/profile`,
          headers: bearer(owned.coachToken),
        });
        expect(own.json().info.notes).toBe(`A ${PRIVATE_CARE_WORD} note`);
      },
    },
  },
  "GET /api/coach/client/{clientId}/symptoms": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "GET /api/coach/client/{clientId}/glucose": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "GET /api/coach/client/{clientId}/glucose/daily": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "GET /api/coach/client/{clientId}/mood": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "GET /api/coach/managed-client/get-info/{clientId}": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "PUT /api/coach/managed-client/edit-info/{clientId}": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "DELETE /api/coach/client/{clientId}": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "POST /api/coach/client/{clientId}/alerts/seen": {
    access: [practitioner, superAdmin],
    params: "a client id; only the practitioner's own clients match (the profile check above)",
  },
  "GET /api/handout/all": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner lists only their own handouts",
      run: async ({ t, person }) => {
        await careSetup(t, person);
        const other = await t.app.inject({
          url: "/api/handout/all",
          headers: bearer(await signIn(t, await person(practitioner, true))),
        });
        expect(other.json()).toEqual({ handouts: [] });
      },
    },
  },
  "GET /api/handout/{id}": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot read, edit, delete, share or list access to another practitioner's handout",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = bearer(await signIn(t, await person(practitioner, true)));
        const attempts: [InjectOptions["method"], string, object?][] = [
          ["GET", `/api/handout/${owned.handoutId}`],
          ["PUT", `/api/handout/edit/${owned.handoutId}`, { title: "Taken", body: "Taken" }],
          ["DELETE", `/api/handout/delete/${owned.handoutId}`],
          ["GET", `/api/coach/${owned.handoutId}/shared-access`],
          [
            "POST",
            "/api/coach/revoke-content-access",
            { kind: "handout", targetId: owned.handoutId, clientId: owned.client.userId },
          ],
          [
            "POST",
            "/api/coach/content-share",
            { kind: "handout", targetId: owned.handoutId, clientIds: [owned.client.userId] },
          ],
        ];
        for (const [method, url, payload] of attempts) {
          const response = await t.app.inject({
            method,
            url,
            headers: other,
            ...(payload ? { payload } : {}),
          });
          expect(response.statusCode, url).toBe(404);
          expect(response.body).not.toContain(PRIVATE_CARE_WORD);
        }
        const access = await t.app.inject({
          url: `/api/coach/${owned.handoutId}/shared-access`,
          headers: bearer(owned.coachToken),
        });
        expect(access.json().access).toEqual([expect.objectContaining({ clientId: owned.client.userId })]);
      },
    },
  },
  "POST /api/handout/create": { access: [practitioner, superAdmin] },
  "PUT /api/handout/edit/{id}": {
    access: [practitioner, superAdmin],
    params: "a handout id; only its practitioner's handouts match (the read check above)",
  },
  "DELETE /api/handout/delete/{id}": {
    access: [practitioner, superAdmin],
    params: "a handout id; only its practitioner's handouts match (the read check above)",
  },
  "POST /api/handout/{id}/attachments": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot attach, read or remove a file of another practitioner's handout; a client it is not shared with cannot download it",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const file = await handoutFile(t, owned);
        const other = bearer(await signIn(t, await person(practitioner, true)));
        const body = multipart([
          { name: "file", filename: "taken.pdf", contentType: "application/pdf", data: PDF },
        ]);
        const upload = await t.app.inject({
          method: "POST",
          url: `/api/handout/${owned.handoutId}/attachments`,
          headers: { ...other, ...body.headers },
          payload: body.payload,
        });
        expect(upload.statusCode).toBe(404);
        expect(upload.body).not.toContain(PRIVATE_CARE_WORD);
        const own = `/api/handout/${owned.handoutId}/attachments/${file}`;
        const shared = `/api/client/handouts/${owned.handoutId}/attachments/${file}`;
        const attempts: [string, InjectOptions["method"], Record<string, string>][] = [
          [own, "GET", other],
          [own, "DELETE", other],
          [shared, "GET", bearer(await signIn(t, await person(client, true)))],
        ];
        for (const [url, method, headers] of attempts) {
          const response = await t.app.inject({ method, url, headers });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(response.body).not.toContain(PRIVATE_CARE_WORD);
          expect(response.rawPayload.includes(PDF)).toBe(false);
        }
        for (const [url, token] of [
          [own, owned.coachToken],
          [shared, owned.clientToken],
        ] as const) {
          const read = await t.app.inject({ url, headers: bearer(token) });
          expect(read.rawPayload.equals(PDF), url).toBe(true);
        }
      },
    },
  },
  "DELETE /api/handout/{id}/attachments/{attachmentId}": {
    access: [practitioner, superAdmin],
    params:
      "a handout id and one of its files; only its practitioner's handouts match (the upload check above)",
  },
  "GET /api/handout/{id}/attachments/{attachmentId}": {
    access: [practitioner, superAdmin],
    params:
      "a handout id and one of its files; only its practitioner's handouts match (the upload check above)",
  },
  "GET /api/client/handouts/{id}/attachments/{attachmentId}": {
    access: [client],
    otherPerson: {
      what: "a client downloads a handout's file only while the handout is shared with them",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const file = await handoutFile(t, owned);
        const url = `/api/client/handouts/${owned.handoutId}/attachments/${file}`;
        const other = await t.app.inject({
          url,
          headers: bearer(await signIn(t, await person(client, true))),
        });
        expect(other.statusCode).toBe(404);
        expect(other.rawPayload.includes(PDF)).toBe(false);
        expect((await t.app.inject({ url, headers: bearer(owned.clientToken) })).statusCode).toBe(200);
        const revoked = await t.app.inject({
          method: "POST",
          url: "/api/coach/revoke-content-access",
          headers: bearer(owned.coachToken),
          payload: { kind: "handout", targetId: owned.handoutId, clientId: owned.client.userId },
        });
        expect(revoked.statusCode).toBe(200);
        const after = await t.app.inject({ url, headers: bearer(owned.clientToken) });
        expect(after.statusCode).toBe(404);
        expect(after.rawPayload.includes(PDF)).toBe(false);
      },
    },
  },
  "POST /api/coach/content-share": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "a practitioner cannot share with another practitioner's client",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const otherToken = await signIn(t, await person(practitioner, true));
        const mine = await t.app.inject({
          method: "POST",
          url: "/api/handout/create",
          headers: bearer(otherToken),
          payload: { title: "Mine", body: "Mine" },
        });
        const response = await t.app.inject({
          method: "POST",
          url: "/api/coach/content-share",
          headers: bearer(otherToken),
          payload: { kind: "handout", targetId: mine.json().handout.id, clientIds: [owned.client.userId] },
        });
        expect(response.statusCode).toBe(404);
      },
    },
  },
  "GET /api/coach/{contentId}/shared-access": {
    access: [practitioner, superAdmin],
    params:
      "a handout or library item id; only the caller's own handouts and shares are listed (the handout check above)",
  },
  "POST /api/coach/revoke-content-access": {
    access: [practitioner, superAdmin],
    params: "ids in the body; only the caller's own shares match (the handout check above)",
  },
  "GET /api/coach/session/{chat_id}": {
    access: [practitioner, superAdmin],
    otherPerson: {
      what: "only the client's own practitioner reads a chat the client shared",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const response = await t.app.inject({
          url: `/api/coach/session/${owned.chatId}`,
          headers: bearer(await signIn(t, await person(practitioner, true))),
        });
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain(PRIVATE_CARE_WORD);
        const own = await t.app.inject({
          url: `/api/coach/session/${owned.chatId}`,
          headers: bearer(owned.coachToken),
        });
        expect(own.statusCode).toBe(200);
      },
    },
  },
  "GET /api/client/care": {
    access: [client],
    otherPerson: {
      what: "a client sees only what their own practitioner shared with them",
      run: async ({ t, person }) => {
        await careSetup(t, person);
        const other = await t.app.inject({
          url: "/api/client/care",
          headers: bearer(await signIn(t, await person(client, true))),
        });
        expect(other.json()).toEqual({ practitioner: null, sharingHealthData: false, shared: [] });
      },
    },
  },
  "PUT /api/client/care/sharing": { access: [client] },
  "GET /api/client/handouts/{id}": {
    access: [client],
    otherPerson: {
      what: "a client opens only a handout shared with them",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = await t.app.inject({
          url: `/api/client/handouts/${owned.handoutId}`,
          headers: bearer(await signIn(t, await person(client, true))),
        });
        expect(other.statusCode).toBe(404);
        expect(other.body).not.toContain(PRIVATE_CARE_WORD);
        const own = await t.app.inject({
          url: `/api/client/handouts/${owned.handoutId}`,
          headers: bearer(owned.clientToken),
        });
        expect(own.statusCode).toBe(200);
      },
    },
  },
  "PUT /api/chat/{chat_id}/share": {
    access: [client],
    otherPerson: {
      what: "a client shares only their own chats",
      run: async ({ t, person }) => {
        const owned = await careSetup(t, person);
        const other = await t.app.inject({
          method: "PUT",
          url: `/api/chat/${owned.chatId}/share`,
          headers: bearer(await signIn(t, await person(client, true))),
          payload: { shared: false },
        });
        expect(other.statusCode).toBe(404);
        const read = await t.app.inject({
          url: `/api/coach/session/${owned.chatId}`,
          headers: bearer(owned.coachToken),
        });
        expect(read.statusCode).toBe(200);
      },
    },
  },
};

const SECRET = randomBytes(32).toString("hex");

type Caller = { roleID: RoleId; onboarded: boolean; person: Person; token: string };

const errorShape = (response: LightMyRequestResponse) => {
  const body = response.json<{ message?: unknown; code?: unknown }>();
  return typeof body.message === "string" && typeof body.code === "string";
};

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the authorization matrix of every operation of the OpenAPI document", () => {
  let t: TestApp;
  let operations: Operation[];
  const callers: Caller[] = [];
  const person = (roleID: RoleId, onboarded = false) => makePerson(t, roleID, onboarded);

  beforeAll(async () => {
    t = await createTestApp({ config: { jwtSecret: SECRET } });
    operations = await documentedOperations(t.app);
    for (const roleID of ALL_ROLES) {
      for (const onboarded of [false, true]) {
        const someone = await person(roleID, onboarded);
        callers.push({ roleID, onboarded, person: someone, token: await signIn(t, someone) });
      }
    }
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const requestFor = (operation: Operation, headers: Record<string, string> = {}): InjectOptions => {
    const params = Object.fromEntries(
      operation.pathParams.map((param) => [param.name, String(sampleOf(param.schema))]),
    );
    const body = MATRIX[operation.key]?.body;
    return {
      method: operation.method as InjectOptions["method"],
      url: fillPath(operation.path, params),
      headers,
      ...(body ? { payload: body } : {}),
    };
  };

  it("has one entry for each operation of the document, and none for an operation it lacks", () => {
    const documented = operations.map((operation) => operation.key);
    expect(documented.length).toBeGreaterThan(10);
    expect(
      documented.filter((key) => !(key in MATRIX)),
      "operations missing from the authorization matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !documented.includes(key)),
      "entries for operations the document no longer has",
    ).toEqual([]);
  });

  it("says for every operation with path parameters what guards them", () => {
    for (const operation of operations) {
      if (operation.pathParams.length === 0) continue;
      const entry = MATRIX[operation.key];
      expect(
        Boolean(entry?.params || entry?.otherPerson),
        `${operation.key}: say why its parameters are not another person's ids, or check them with otherPerson`,
      ).toBe(true);
    }
  });

  it("documents the bearer token on exactly the operations that need one", () => {
    for (const operation of operations) {
      const entry = MATRIX[operation.key];
      if (!entry) continue;
      expect(operation.secured, operation.key).toBe(entry.access !== "public");
    }
  });

  it("answers public operations without a token, and the others 401", async () => {
    for (const operation of operations) {
      const entry = MATRIX[operation.key];
      if (!entry) continue;
      const response = await t.app.inject(requestFor(operation));
      if (entry.access === "public") {
        expect(response.statusCode, operation.key).not.toBe(401);
        expect(response.statusCode, operation.key).not.toBe(403);
      } else {
        expect(response.statusCode, operation.key).toBe(401);
        expect(errorShape(response), operation.key).toBe(true);
      }
    }
  });

  it("refuses tampered, foreign, expired and revoked tokens with 401", { timeout: 60_000 }, async () => {
    const owner = callers.find((caller) => caller.roleID === practitioner && caller.onboarded)!.person;
    const admin = callers.find((caller) => caller.roleID === superAdmin && caller.onboarded)!.person;
    const valid = await signIn(t, owner);
    const [header, payload, signature] = valid.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const key = new TextEncoder().encode(SECRET);
    const sign = (changes: Record<string, unknown>, options: { alg?: string; key?: Uint8Array } = {}) =>
      new SignJWT({ ...claims, ...changes })
        .setProtectedHeader({ alg: options.alg ?? "HS256" })
        .sign(options.key ?? key);

    const signedOut = await signIn(t, owner);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/user/signout", headers: bearer(signedOut) }))
        .statusCode,
    ).toBe(200);
    const deleted = await person(client);
    const deletedToken = await signIn(t, deleted);
    const deletion = await t.app.inject({
      method: "DELETE",
      url: "/api/user/delete-account",
      headers: bearer(await signIn(t, deleted)),
      payload: { password: deleted.password },
    });
    expect(deletion.statusCode).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const tampered: [string, string][] = [
      [
        "another person's id in the payload, the old signature",
        `${header}.${base64url({ ...claims, sub: admin.userId })}.${signature}`,
      ],
      [
        "a later expiry in the payload, the old signature",
        `${header}.${base64url({ ...claims, exp: now + 86_400 * 365 })}.${signature}`,
      ],
      ["alg none", `${base64url({ alg: "none", typ: "JWT" })}.${payload}.`],
      [
        "alg none with the old signature",
        `${base64url({ alg: "none", typ: "JWT" })}.${payload}.${signature}`,
      ],
      ["signed with another secret", await sign({}, { key: randomBytes(32) })],
      ["signed with the right secret as HS512", await sign({}, { alg: "HS512" })],
      ["expired", await sign({ iat: now - 7200, exp: now - 3600 })],
      ["another issuer", await sign({ iss: "someone-else" })],
      ["another audience", await sign({ aud: "someone-else" })],
      ["a token version from before a reset", await sign({ ver: -1 })],
      ["revoked by sign-out", signedOut],
      ["of a deleted account", deletedToken],
      ["not a token", "not-a-token"],
      ["empty parts", ".."],
    ];
    const headers: [string, Record<string, string>][] = [
      ...tampered.map(([label, token]): [string, Record<string, string>] => [label, bearer(token)]),
      ["a token without the Bearer scheme", { authorization: valid }],
      [
        "Basic credentials",
        { authorization: `Basic ${Buffer.from(`${owner.email}:${owner.password}`).toString("base64")}` },
      ],
      ["Bearer and nothing", { authorization: "Bearer " }],
    ];
    for (const operation of operations) {
      if (MATRIX[operation.key]?.access === "public") continue;
      for (const [label, header] of headers) {
        const response = await t.app.inject(requestFor(operation, header));
        expect(response.statusCode, `${operation.key} with ${label}`).toBe(401);
        expect(errorShape(response), `${operation.key} with ${label}`).toBe(true);
      }
    }
    // The valid token itself still works: the refusals above were about the changes.
    expect((await t.app.inject({ url: "/api/user/profile", headers: bearer(valid) })).statusCode).toBe(200);
  });

  it(
    "lets in each role the matrix allows, with onboarding finished or not, and refuses the others",
    { timeout: 60_000 },
    async () => {
      for (const operation of operations) {
        const entry = MATRIX[operation.key];
        if (!entry || entry.access === "public") continue;
        for (const caller of callers) {
          const who = `${operation.key} as ${ROLE_NAMES[caller.roleID]} (onboarding ${caller.onboarded ? "finished" : "unfinished"})`;
          const token = entry.endsSession ? await signIn(t, caller.person) : caller.token;
          const response = await t.app.inject(requestFor(operation, bearer(token)));
          const allowed = entry.access === "signed-in" || entry.access.includes(caller.roleID);
          if (allowed) {
            expect(response.statusCode, who).not.toBe(401);
            expect(response.statusCode === 403 && response.json().code === "FORBIDDEN", who).toBe(false);
            const expected = caller.onboarded ? entry.onboarding?.finished : entry.onboarding?.unfinished;
            if (expected !== undefined) expect(response.statusCode, who).toBe(expected);
          } else {
            expect(response.statusCode, who).toBe(entry.refused ?? 403);
            expect(errorShape(response), who).toBe(true);
          }
        }
      }
    },
  );

  const checks = Object.entries(MATRIX).flatMap(([key, entry]) =>
    entry.otherPerson ? [{ key, ...entry.otherPerson }] : [],
  );
  it.each(checks)("$key: $what", { timeout: 60_000 }, async ({ run }) => {
    await run({ t, person });
  });
});

/** The practitioner of `owned` attaches a PDF to their shared handout; answers the file's id. */
async function handoutFile(t: TestApp, owned: Awaited<ReturnType<typeof careSetup>>): Promise<string> {
  const body = multipart([
    { name: "file", filename: "private.pdf", contentType: "application/pdf", data: PDF },
  ]);
  const uploaded = await t.app.inject({
    method: "POST",
    url: `/api/handout/${owned.handoutId}/attachments`,
    headers: { ...bearer(owned.coachToken), ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json<{ attachment: { id: string } }>().attachment.id;
}

/** One client logs a glucose reading with a private note; answers another client's read of `url`. */
async function readAfterAnotherClientsReading(t: TestApp, person: MatrixContext["person"], url: string) {
  const a = await person(client, true);
  const b = await person(client, true);
  const saved = await t.app.inject({
    method: "POST",
    url: "/api/glucose",
    headers: bearer(await signIn(t, a)),
    payload: {
      value: 142,
      unit: "mg/dL",
      measurementType: "random",
      notes: "An unmistakable private note",
      takenAt: new Date().toISOString(),
      timeZone: "UTC",
    },
  });
  expect(saved.statusCode).toBe(201);
  return t.app.inject({ url, headers: bearer(await signIn(t, b)) });
}

/**
 * A person (of `role`) cannot ask a follow-up through `url` in another person's chat (of the same
 * role): 404, and the chat unchanged.
 */
function followUpInAnotherPersonsChat(url: string, role: RoleId = client): OtherPersonCheck {
  return {
    what: "a person cannot ask a follow-up in another person's chat",
    run: async ({ t, person }) => {
      const chat = await privateChat(t, await person(role, true));
      const response = await t.app.inject({
        method: "POST",
        url,
        headers: bearer(await signIn(t, await person(role, true))),
        payload: { question: "And at night?", chatId: chat.chatId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("unmistakable");
      const own = await t.app.inject({ url: `/api/session/${chat.chatId}`, headers: bearer(chat.token) });
      expect(own.json().messages).toHaveLength(1);
    },
  };
}

/** A person asks a question with a private word in it; answers their token and the chat's ids. */
async function privateChat(t: TestApp, owner: Person) {
  const token = await signIn(t, owner);
  const asked = await t.app.inject({
    method: "POST",
    url: "/api/ai-search",
    headers: bearer(token),
    payload: { question: "An unmistakable private question about night sweats" },
  });
  expect(asked.statusCode).toBe(201);
  const body = asked.json<{ chat: { id: string }; message: { id: string } }>();
  return { token, chatId: body.chat.id, messageId: body.message.id };
}
