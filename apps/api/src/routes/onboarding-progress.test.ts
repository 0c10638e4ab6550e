import { CLIENT_ONBOARDING_DEFAULTS } from "@pkg/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { bearer, createTestApp, SETUP_TIMEOUT, type SignedUp, type TestApp } from "../test/app";
import { multipart, PDF, PNG, type Part } from "../test/multipart";

const coachDraft = {
  practitioner_types: ["MD", "", "", "", ""],
  primary_niches: ["Gut Health"],
  school: [],
  recent_client_count: "",
  target_client_count: "",
  uses_labs_supplements: "",
  subscription_plan: "",
  first_name: "Paula",
  last_name: "",
  age: null,
  gender: "",
  timezone: "",
  two_factor_enabled: false,
  two_factor_method: "",
  security_questions: "",
  invitees: [{ name: "Ana", contact: "ana@example.com" }],
};

const coachAnswers = {
  primary_niches: ["Gut Health"],
  practitioner_types: ["MD", "Herbalist", "Yoga Teacher", "Fertility Coach", "Patient Advocate"],
  school: ["Health Coach Institute"],
  recent_client_count: "0-5",
  target_client_count: "16-30",
  uses_labs_supplements: "No",
  subscription_plan: "starter",
  first_name: "Paula",
  last_name: "Paula Care",
  age: 50,
  gender: "women",
  timezone: "GMT+01:00",
  security_questions: "What was the name of your first pet?",
  security_answers: "Biscuit",
};

describe("onboarding progress", () => {
  let t: TestApp;
  let coach: SignedUp;
  let client: SignedUp;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await t.signUp(2, { name: "Dr. Paula Smith" });
    client = await t.signUp(3, { name: "Carmen Diaz" });
  }, SETUP_TIMEOUT);
  afterAll(async () => t?.close());

  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
  const put = (url: string, token: string, payload: object) =>
    t.app.inject({ method: "PUT", url, headers: bearer(token), payload });
  const logIn = async (person: SignedUp) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { email: person.email, password: person.password },
    });
    return response.json<{ accessToken: string; user: Record<string, unknown> }>();
  };
  const submit = (url: string, token: string, parts: Part[]) => {
    const body = multipart(parts);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it("keeps the client's page and draft, and answers them to a sign-in elsewhere", async () => {
    const before = await get("/api/client/onboarding/progress", client.accessToken);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ progress: null });

    const draft = { ...CLIENT_ONBOARDING_DEFAULTS, age: 52, values: ["Peace"] };
    const saved = await put("/api/client/onboarding/progress", client.accessToken, { step: "values", draft });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().progress).toEqual({
      step: "values",
      page: null,
      draft,
      updatedAt: expect.any(String),
    });

    // Another device: a new session reads the same place.
    const elsewhere = await logIn(client);
    const read = await get("/api/client/onboarding/progress", elsewhere.accessToken);
    expect(read.json().progress).toMatchObject({ step: "values", draft });

    const moved = await put("/api/client/onboarding/progress", elsewhere.accessToken, {
      step: "barriers",
      draft: { ...draft, values: ["Peace", "Energy"] },
    });
    expect(moved.json().progress).toMatchObject({ step: "barriers", draft: { values: ["Peace", "Energy"] } });
  });

  it("keeps the practitioner's carousel page and draft, without files or the recovery answer", async () => {
    const saved = await put("/api/coach/onboarding/progress", coach.accessToken, {
      step: "intro",
      page: 3,
      draft: {
        ...coachDraft,
        security_answers: "Biscuit",
        certificate_file: [{ id: "x", name: "a.pdf", type: "application/pdf", size: 1 }],
      },
    });
    expect(saved.statusCode).toBe(200);
    const read = await get("/api/coach/onboarding/progress", coach.accessToken);
    expect(read.json().progress).toEqual({
      step: "intro",
      page: 3,
      draft: coachDraft,
      updatedAt: expect.any(String),
    });
    expect(read.body).not.toContain("Biscuit");
  });

  it("holds a saved position to its flow's steps and rules", async () => {
    const wrongFlow = await put("/api/coach/onboarding/progress", coach.accessToken, {
      step: "values",
      draft: coachDraft,
    });
    expect(wrongFlow.statusCode).toBe(400);
    const badAnswer = await put("/api/client/onboarding/progress", client.accessToken, {
      step: "values",
      draft: { age: 500 },
    });
    expect(badAnswer.statusCode).toBe(400);
    expect(badAnswer.json().fieldErrors).toHaveProperty(["draft.age"]);
    const badPlan = await put("/api/coach/onboarding/progress", coach.accessToken, {
      step: "subscriptionPlan",
      draft: { subscription_plan: "gold" },
    });
    expect(badPlan.statusCode).toBe(400);
  });

  it("keeps each person to their own flow and progress", async () => {
    expect((await get("/api/coach/onboarding/progress", client.accessToken)).statusCode).toBe(403);
    expect(
      (await put("/api/client/onboarding/progress", coach.accessToken, { step: "values", draft: {} }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: "/api/client/onboarding/progress" })).statusCode).toBe(401);
    const other = await t.signUp(3);
    expect((await get("/api/client/onboarding/progress", other.accessToken)).json()).toEqual({
      progress: null,
    });
  });

  it("forgets the progress once the onboarding is submitted, and refuses more", async () => {
    const submitted = await submit("/api/coach/onboarding", coach.accessToken, [
      { name: "onboarding_data", value: JSON.stringify({ data: coachAnswers }) },
      { name: "certificate_file", filename: "licence.pdf", contentType: "application/pdf", data: PDF },
      { name: "profile_picture", filename: "me.png", contentType: "image/png", data: PNG },
    ]);
    expect(submitted.statusCode).toBe(200);
    const session = await logIn(coach);
    expect((await get("/api/coach/onboarding/progress", session.accessToken)).json()).toEqual({
      progress: null,
    });
    const late = await put("/api/coach/onboarding/progress", session.accessToken, {
      step: "profileSetup",
      draft: coachDraft,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("ONBOARDING_COMPLETED");
  });

  it("greets a practitioner by the first name given in the onboarding", async () => {
    const session = await logIn(coach);
    expect(session.user).toMatchObject({ name: "Dr. Paula Smith", firstName: "Paula" });
    const profile = await get("/api/user/profile", session.accessToken);
    expect(profile.json().user).toMatchObject({ firstName: "Paula" });
    // Before an onboarding gives one, there is none.
    expect((await logIn(client)).user).not.toHaveProperty("firstName");
  });

  it("answers the profile picture itself to its owner only, and 404 without one", async () => {
    const session = await logIn(coach);
    const picture = await get("/api/user/profile-picture", session.accessToken);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
    expect(picture.headers["cache-control"]).toBe("private, no-cache");
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    const none = await get("/api/user/profile-picture", client.accessToken);
    expect(none.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/api/user/profile-picture" })).statusCode).toBe(401);
  });
});
