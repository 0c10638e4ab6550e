import { readdir } from "node:fs/promises";
import path from "node:path";

import {
  MAX_UPLOAD_BYTES,
  ONBOARDING_MESSAGES,
  PROFILE_MESSAGES,
  ROLE_IDS,
  type PersonalDataExport,
} from "@pkg/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { coachOnboarding, uploadedFiles, users } from "../db/schema";
import { bearer, createTestApp, SETUP_TIMEOUT, type TestApp } from "../test/app";
import { multipart, PDF, PNG, type Part } from "../test/multipart";
import { makePerson, signIn, type Person } from "../test/people";
import { practitionerRecord } from "../test/practitioner-answers";

/** The smallest WebP the type check recognises (RIFF….WEBPVP8 ). */
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(18),
]);

/** The practitioner onboarding's stored answers (as `coach_onboarding.data` holds them). */
const coachRecord = {
  ...practitionerRecord,
  primary_niches: ["Gut Health", "My custom niche"],
  display_credentials: "FNTP",
  location: "Leeds",
  years_experience: 12,
};

const practice = {
  first_name: "Priyanka",
  last_name: "Priyanka Health",
  display_credentials: "FNTP, NBC-HWC",
  location: "York",
  years_experience: 14,
  personal_story: "Line one.\nLine two.",
  primary_niches: ["Thyroid & Autoimmune", "Anxiety & Sleep", "Night owls"],
};

describe("settings: profile picture and practice profile", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const uploadsOf = async (userId: string) =>
    readdir(path.join(t.dataDir, "uploads", userId)).catch(() => [] as string[]);
  const putPicture = (token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "PUT",
      url: "/api/user/profile-picture",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const picture = (data: Buffer, contentType = "image/png", filename = "me.png"): Part => ({
    name: "profile_picture",
    filename,
    contentType,
    data,
  });
  const getPicture = (token: string) =>
    t.app.inject({ url: "/api/user/profile-picture", headers: bearer(token) });
  const deletePicture = (token: string) =>
    t.app.inject({ method: "DELETE", url: "/api/user/profile-picture", headers: bearer(token) });

  it("lets every role upload, replace and remove their picture; the stored bytes go with it", async () => {
    for (const roleID of [ROLE_IDS.client, ROLE_IDS.practitioner, ROLE_IDS.reviewer, ROLE_IDS.superAdmin]) {
      const person = await makePerson(t, roleID, true);
      const token = await signIn(t, person);
      expect((await getPicture(token)).statusCode).toBe(404);

      const first = await putPicture(token, [picture(PNG)]);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({
        message: PROFILE_MESSAGES.pictureSaved,
        picture: { name: "me.png", mimeType: "image/png", size: PNG.length },
      });
      const read = await getPicture(token);
      expect(read.headers["content-type"]).toBe("image/png");
      expect(read.rawPayload.equals(PNG)).toBe(true);
      expect(await uploadsOf(person.userId)).toHaveLength(1);

      const second = await putPicture(token, [picture(WEBP, "image/webp", "me.webp")]);
      expect(second.statusCode, second.body).toBe(200);
      expect((await getPicture(token)).rawPayload.equals(WEBP)).toBe(true);
      // The replaced picture's bytes are gone, not only its row.
      const files = await uploadsOf(person.userId);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.webp$/);

      const removed = await deletePicture(token);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe(PROFILE_MESSAGES.pictureRemoved);
      expect((await getPicture(token)).statusCode).toBe(404);
      expect(await uploadsOf(person.userId)).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(uploadedFiles)
        .where(eq(uploadedFiles.ownerId, person.userId));
      expect(rows).toEqual([]);
      // Removing again answers the same.
      expect((await deletePicture(token)).statusCode).toBe(200);
    }
  });

  it("refuses a bad file with the onboarding's checks and messages, keeping the current picture", async () => {
    const person = await makePerson(t, ROLE_IDS.client, true);
    const token = await signIn(t, person);
    expect((await putPicture(token, [picture(PNG)])).statusCode).toBe(200);

    // A PDF named and labelled as a PNG: the type is read from the bytes.
    const pdf = await putPicture(token, [picture(PDF, "image/png", "sneaky.png")]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual({
      message: "sneaky.png must be a JPEG, PNG or WebP file",
      code: "UNSUPPORTED_FILE_TYPE",
      fieldErrors: { profile_picture: PROFILE_MESSAGES.pictureType },
    });

    const large = await putPicture(token, [
      picture(Buffer.concat([PNG, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - PNG.length)])),
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().fieldErrors).toEqual({ profile_picture: PROFILE_MESSAGES.pictureTooLarge });

    const none = await putPicture(token, [{ name: "note", value: "hello" }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toHaveProperty("note");

    const empty = await putPicture(token, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({ profile_picture: PROFILE_MESSAGES.pictureRequired });

    const two = await putPicture(token, [picture(PNG), picture(PNG)]);
    expect(two.statusCode).toBe(400);
    expect(two.json().fieldErrors).toHaveProperty("profile_picture");

    const json = await t.app.inject({
      method: "PUT",
      url: "/api/user/profile-picture",
      headers: bearer(token),
      payload: { profile_picture: "x" },
    });
    expect(json.statusCode).toBe(415);

    expect((await getPicture(token)).rawPayload.equals(PNG)).toBe(true);
    expect(await uploadsOf(person.userId)).toHaveLength(1);
  });

  describe("practice profile", () => {
    const getPractice = (token: string) =>
      t.app.inject({ url: "/api/coach/practice-profile", headers: bearer(token) });
    const putPractice = (token: string, payload: object) =>
      t.app.inject({ method: "PUT", url: "/api/coach/practice-profile", headers: bearer(token), payload });
    const withRecord = async (person: Person) => {
      await t.database.db
        .insert(coachOnboarding)
        .values({ userId: person.userId, data: coachRecord, securityAnswerHash: "x" });
    };

    it("reads and replaces the practice fields; the first name becomes the greeting's", async () => {
      const coach = await makePerson(t, ROLE_IDS.practitioner, true);
      await withRecord(coach);
      const token = await signIn(t, coach);
      const read = await getPractice(token);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual({
        profile: {
          first_name: "Priya",
          last_name: "Priya Wellness",
          display_credentials: "FNTP",
          location: "Leeds",
          years_experience: 12,
          personal_story: "Twenty years of care.",
          primary_niches: ["Gut Health", "My custom niche"],
        },
      });

      const saved = await putPractice(token, { ...practice, first_name: "  Priyanka  " });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ profile: practice });
      expect((await getPractice(token)).json()).toEqual({ profile: practice });
      // The greeting and the session see the new first name at once.
      const profile = await t.app.inject({ url: "/api/user/profile", headers: bearer(token) });
      expect(profile.json().user.firstName).toBe("Priyanka");
      // The other onboarding answers stay as they were.
      const [row] = await t.database.db
        .select()
        .from(coachOnboarding)
        .where(eq(coachOnboarding.userId, coach.userId));
      expect(row!.data).toMatchObject({
        subscription_plan: "professional",
        age: 44,
        school: coachRecord.school,
      });

      // A field left out is cleared.
      const { display_credentials: _credentials, personal_story: _story, ...rest } = practice;
      const cleared = await putPractice(token, rest);
      expect(cleared.json()).toEqual({ profile: rest });

      // The export holds the practice profile and the picture's reference.
      expect((await putPicture(token, [picture(PNG)])).statusCode).toBe(200);
      const archive = (
        await t.app.inject({ url: "/api/user/export", headers: bearer(token) })
      ).json<PersonalDataExport>();
      expect(archive.onboarding.answers).toMatchObject(rest);
      expect(archive.account.firstName).toBe("Priyanka");
      expect(archive.onboarding.files).toContainEqual(
        expect.objectContaining({ purpose: "profile_picture", mimeType: "image/png", size: PNG.length }),
      );
    });

    it("answers the onboarding's rules and messages as field errors", async () => {
      const coach = await makePerson(t, ROLE_IDS.practitioner, true);
      await withRecord(coach);
      const token = await signIn(t, coach);
      const cases: [object, Record<string, string>][] = [
        [{ ...practice, first_name: "  " }, { first_name: ONBOARDING_MESSAGES.firstNameRequired }],
        [{ ...practice, last_name: "" }, { last_name: ONBOARDING_MESSAGES.lastNameRequired }],
        [{ ...practice, primary_niches: [] }, { primary_niches: ONBOARDING_MESSAGES.focusAreasRequired }],
        [
          { ...practice, primary_niches: ["a", "b", "c", "d", "e", "f"] },
          { primary_niches: ONBOARDING_MESSAGES.focusAreasMax },
        ],
        [{ ...practice, primary_niches: ["Other"] }, { primary_niches: ONBOARDING_MESSAGES.otherRequired }],
      ];
      for (const [payload, fieldErrors] of cases) {
        const response = await putPractice(token, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().fieldErrors).toEqual(fieldErrors);
      }
      const years = await putPractice(token, { ...practice, years_experience: -1 });
      expect(years.statusCode).toBe(400);
      expect(years.json().fieldErrors).toHaveProperty("years_experience");
      const [user] = await t.database.db.select().from(users).where(eq(users.id, coach.userId));
      expect(user!.firstName).not.toBe("Priyanka");
    });

    it("is for practitioners and Super Admins with an onboarding record; others are refused", async () => {
      for (const roleID of [ROLE_IDS.client, ROLE_IDS.reviewer]) {
        const token = await signIn(t, await makePerson(t, roleID, true));
        expect((await getPractice(token)).statusCode).toBe(403);
        expect((await putPractice(token, practice)).statusCode).toBe(403);
      }
      const admin = await makePerson(t, ROLE_IDS.superAdmin, true);
      const adminToken = await signIn(t, admin);
      const none = await getPractice(adminToken);
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe("NO_PRACTICE_PROFILE");
      await withRecord(admin);
      expect((await getPractice(adminToken)).statusCode).toBe(200);
      expect((await putPractice(adminToken, practice)).statusCode).toBe(200);

      const notOnboarded = await signIn(t, await makePerson(t, ROLE_IDS.practitioner, false));
      expect((await getPractice(notOnboarded)).statusCode).toBe(404);
    });
  });
});
