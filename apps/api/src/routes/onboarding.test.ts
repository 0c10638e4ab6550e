import { readdir } from "node:fs/promises";
import path from "node:path";

import { MAX_UPLOAD_BYTES } from "@pkg/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";
import { multipart, PDF, PNG, type Part } from "../test/multipart";
import { practitionerAnswers } from "../test/practitioner-answers";

const coachAnswers = {
  ...practitionerAnswers,
  two_factor_enabled: true,
  two_factor_method: "Authenticator App",
};

const clientAnswers = {
  age: 52,
  menopauseStatus: "Postmenopausal",
  country: "Germany",
  ZIP: "10115",
  language: ["German", "English"],
  household: "Living with spouse",
  whatBringsYouHere: "Feel like myself again",
  values: ["Peace", "Energy"],
  barriers: "Night shifts",
  support: ["Partner", "Online groups"],
  personalityType: "INFJ",
  readiness: 7,
};

const dataPart = (data: unknown): Part => ({ name: "onboarding_data", value: JSON.stringify({ data }) });
const certificate = (
  data: Buffer = PDF,
  filename = "licence.pdf",
  contentType = "application/pdf",
): Part => ({
  name: "certificate_file",
  filename,
  contentType,
  data,
});
const picture = (data: Buffer = PNG): Part => ({
  name: "profile_picture",
  filename: "me.png",
  contentType: "image/png",
  data,
});

describe("onboarding", () => {
  let t: TestApp;
  let coach: SignedUp;
  let client: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.signUp(2);
    client = await t.signUp(3);
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const submit = (url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it("has nothing to read before submission", async () => {
    const response = await t.app.inject({ url: "/api/coach/onboarding", headers: bearer(coach.accessToken) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("NOT_FOUND");
  });

  it("stores the practitioner's answers and files, and gives the user their role name", async () => {
    const response = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart(coachAnswers),
      certificate(),
      certificate(PNG, "licence.png", "image/png"),
      picture(),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe("Onboarding successful");
    expect(body.user).toMatchObject({ roleID: 2, roleName: "Practitioner", onboardingCompleted: true });
    const { security_answers: _answer, ...storedAnswers } = coachAnswers;
    expect(body.data).toMatchObject(storedAnswers);
    expect(body.data).not.toHaveProperty("security_answers");
    expect(body.data.certificate_file).toEqual([
      { id: expect.any(String), name: "licence.pdf", mimeType: "application/pdf", size: PDF.length },
      { id: expect.any(String), name: "licence.png", mimeType: "image/png", size: PNG.length },
    ]);
    expect(body.data.profile_picture).toMatchObject({ name: "me.png", mimeType: "image/png" });

    const files = await readdir(path.join(t.dataDir, "uploads", coach.userId));
    expect(files).toHaveLength(3);

    const read = await t.app.inject({ url: "/api/coach/onboarding", headers: bearer(coach.accessToken) });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(body.data);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: coach.email, password: coach.password },
    });
    expect(login.json().user.roleName).toBe("Practitioner");
  });

  it("replaces the record and its files on a second submission", async () => {
    const response = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart({ ...coachAnswers, first_name: "Priyanka" }),
      certificate(),
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.first_name).toBe("Priyanka");
    expect(response.json().data.certificate_file).toHaveLength(1);
    expect(response.json().data.profile_picture).toMatchObject({ name: "me.png" });
    const files = await readdir(path.join(t.dataDir, "uploads", coach.userId));
    expect(files).toHaveLength(2);
  });

  it("raises the practitioner's plan to the one chosen", async () => {
    const invitees = Array.from({ length: 4 }, (_, i) => ({
      name: `Client ${i}`,
      email: `c${i}@example.com`,
    }));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/coach/invite-client",
      headers: bearer(coach.accessToken),
      payload: { invitees },
    });
    expect(response.statusCode).toBe(201);
  });

  it("rejects a file whose bytes are not what its name says", async () => {
    const response = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart(coachAnswers),
      certificate(Buffer.from("just some text, not a pdf"), "fake.pdf"),
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: "UNSUPPORTED_FILE_TYPE",
      fieldErrors: { certificate_file: "Files must be PDF, JPEG or PNG" },
    });
    const pdfAsPicture = await submit("/api/client/onboarding", client.accessToken, [
      dataPart(clientAnswers),
      { name: "profile_picture", filename: "me.png", contentType: "image/png", data: PDF },
    ]);
    expect(pdfAsPicture.statusCode).toBe(415);
  });

  it("answers 413 for a file over 10 MB and keeps nothing of it", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart(coachAnswers),
      certificate(big),
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: "FILE_TOO_LARGE", message: "Files must be at most 10 MB" });
    const read = await t.app.inject({ url: "/api/coach/onboarding", headers: bearer(coach.accessToken) });
    expect(read.json().data.first_name).toBe("Priyanka");
  });

  it("needs at least one certificate, valid answers, JSON and multipart", async () => {
    const noCertificate = await submit("/api/coach/onboarding", coach.accessToken, [dataPart(coachAnswers)]);
    expect(noCertificate.statusCode).toBe(400);
    expect(noCertificate.json().fieldErrors).toEqual({
      certificate_file: "Upload at least one certificate or licence",
    });

    const invalid = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart({
        ...coachAnswers,
        primary_niches: [],
        age: 130,
        practitioner_types: ["MD"],
        gender: "other",
      }),
      certificate(),
    ]);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({
      primary_niches: "Choose at least one focus area",
      age: "Age must be between 0 and 120",
      practitioner_types: "Choose an answer in each of the 5 categories",
      gender: "Choose a gender",
    });

    const notJson = await submit("/api/coach/onboarding", coach.accessToken, [
      { name: "onboarding_data", value: "{oops" },
      certificate(),
    ]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().fieldErrors).toHaveProperty("onboarding_data");

    const unwrapped = await submit("/api/coach/onboarding", coach.accessToken, [
      { name: "onboarding_data", value: JSON.stringify(coachAnswers) },
      certificate(),
    ]);
    expect(unwrapped.statusCode).toBe(400);

    const asJson = await t.app.inject({
      method: "POST",
      url: "/api/coach/onboarding",
      headers: bearer(coach.accessToken),
      payload: { data: coachAnswers },
    });
    expect(asJson.statusCode).toBe(415);

    const strayField = await submit("/api/coach/onboarding", coach.accessToken, [
      dataPart(coachAnswers),
      { name: "resume", filename: "cv.pdf", contentType: "application/pdf", data: PDF },
    ]);
    expect(strayField.statusCode).toBe(400);
  });

  it("stores the client's answers, with skipped steps left at their defaults", async () => {
    const before = await t.app.inject({ url: "/api/client/onboarding", headers: bearer(client.accessToken) });
    expect(before.statusCode).toBe(404);

    const response = await submit("/api/client/onboarding", client.accessToken, [
      dataPart({ ...clientAnswers, personalityType: "-" }),
    ]);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ roleID: 3, roleName: "Client", onboardingCompleted: true });
    expect(body.data).toMatchObject({
      ...clientAnswers,
      personalityType: "-",
      race: "-",
      occupation: "-",
      education: "-",
      profile_picture: null,
    });
    const read = await t.app.inject({ url: "/api/client/onboarding", headers: bearer(client.accessToken) });
    expect(read.json().data).toEqual(body.data);
  });

  it("holds client answers to their rules", async () => {
    const response = await submit("/api/client/onboarding", client.accessToken, [
      dataPart({ ...clientAnswers, ZIP: "123456", values: ["Piece"].concat(["a", "b", "c"]), readiness: 11 }),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      ZIP: "ZIP must be at most 5 characters",
      values: "Choose at most 3 values",
      readiness: "Readiness must be between 0 and 10",
    });
  });

  it("keeps each role to its own onboarding and each person to their own record", async () => {
    const asClient = await submit("/api/coach/onboarding", client.accessToken, [
      dataPart(coachAnswers),
      certificate(),
    ]);
    expect(asClient.statusCode).toBe(403);
    const readAsClient = await t.app.inject({
      url: "/api/coach/onboarding",
      headers: bearer(client.accessToken),
    });
    expect(readAsClient.statusCode).toBe(403);
    const asCoach = await t.app.inject({ url: "/api/client/onboarding", headers: bearer(coach.accessToken) });
    expect(asCoach.statusCode).toBe(403);

    const otherCoach = await t.signUp(2);
    const foreign = await t.app.inject({
      url: "/api/coach/onboarding",
      headers: bearer(otherCoach.accessToken),
    });
    expect(foreign.statusCode).toBe(404);

    const anonymous = await submit("/api/client/onboarding", "", [dataPart(clientAnswers)]);
    expect(anonymous.statusCode).toBe(401);
  });
});
