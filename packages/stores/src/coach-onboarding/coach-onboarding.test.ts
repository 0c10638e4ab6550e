import "fake-indexeddb/auto";

import type { CoachOnboardingSubmitResponse, InviteClientsResponse } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import type { AccountApi } from "../api/account-api";
import { ApiError } from "../api/api-error";
import { loggedOut } from "../session/session-slice";
import { selectRole } from "../session/session-selectors";
import { makeStore } from "../store";
import { readDraftFile } from "./draft-files";
import {
  coachOnboardingReplaced,
  coachOnboardingReset,
  coachOnboardingStepSaved,
  initialCoachOnboardingState,
  type CoachOnboardingState,
} from "./coach-onboarding-slice";
import {
  coachOnboardingDataFrom,
  loadCoachOnboardingFiles,
  saveCoachCertificates,
  saveCoachProfilePicture,
  submitCoachOnboarding,
} from "./coach-onboarding-thunks";
import { bootstrapped, fakeApi, memoryStorage, signedIn } from "../test-support";

const guestPractitioner = {
  id: "p1",
  roleID: 2 as const,
  email: "p@example.com",
  name: "Pat Practitioner",
  onboardingCompleted: false,
};

const answers: Partial<CoachOnboardingState> = {
  practitioner_types: ["Midwife", "Herbalist", "Yoga Teacher", "Fertility Coach", "Doula"],
  primary_niches: ["Gut Health", "Perimenopause & Menopause", "Sleep after 40"],
  school: ["Health Coach Institute"],
  recent_client_count: "6-15",
  target_client_count: "31-50",
  uses_labs_supplements: "Planning to",
  subscription_plan: "professional",
  first_name: "Pat",
  last_name: "Pat's Practice",
  age: 44,
  gender: "women",
  timezone: "GMT+01:00",
  two_factor_enabled: false,
  two_factor_method: "SMS",
  security_questions: "In which city were you born?",
  security_answers: "Lyon",
  invitees: [
    { name: "Ada Lovelace", contact: "ada@example.com" },
    { name: "Grace Hopper", contact: "+1 (555) 010-2030" },
  ],
};

const pdf = (name = "licence.pdf") =>
  new File(["%PDF-1.4 certificate"], name, { type: "application/pdf", lastModified: 1 });
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png", lastModified: 2 });

function submitted(): CoachOnboardingSubmitResponse {
  return {
    message: "Onboarding successful",
    user: { ...guestPractitioner, roleName: "Practitioner", onboardingCompleted: true },
    data: {} as CoachOnboardingSubmitResponse["data"],
  };
}

describe("coachOnboarding slice (spec section 3: replace whole, update a field, reset)", () => {
  it("starts with placeholders: nothing chosen, both client counts empty", () => {
    const { store } = makeStore({ api: fakeApi() });
    expect(store.getState().coachOnboarding).toEqual(initialCoachOnboardingState);
    expect(store.getState().coachOnboarding).toMatchObject({
      practitioner_types: ["", "", "", "", ""],
      recent_client_count: "",
      target_client_count: "",
      subscription_plan: "",
      age: null,
    });
  });

  it("saves a step's answers over the earlier ones, the whole record, and resets", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(coachOnboardingStepSaved({ primary_niches: ["Gut Health"] }));
    store.dispatch(coachOnboardingStepSaved({ age: 51 }));
    expect(store.getState().coachOnboarding).toMatchObject({ primary_niches: ["Gut Health"], age: 51 });

    const whole = { ...initialCoachOnboardingState, ...answers } as CoachOnboardingState;
    store.dispatch(coachOnboardingReplaced(whole));
    expect(store.getState().coachOnboarding).toEqual(whole);
    store.dispatch(coachOnboardingReset());
    expect(store.getState().coachOnboarding).toEqual(initialCoachOnboardingState);
  });

  it("drops the draft when the person signs out", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(coachOnboardingStepSaved(answers));
    store.dispatch(loggedOut());
    expect(store.getState().coachOnboarding).toEqual(initialCoachOnboardingState);
  });

  it("turns the draft into the API's answers: two-factor method only when two-factor is on", () => {
    const draft = { ...initialCoachOnboardingState, ...answers } as CoachOnboardingState;
    const data = coachOnboardingDataFrom(draft);
    expect(data).toMatchObject({
      subscription_plan: "professional",
      age: 44,
      primary_niches: answers.primary_niches,
    });
    expect(data.two_factor_method).toBeUndefined();
    expect(data).not.toHaveProperty("invitees");
    expect(coachOnboardingDataFrom({ ...draft, two_factor_enabled: true }).two_factor_method).toBe("SMS");
  });
});

describe("the draft's files (IndexedDB, decisions.md)", () => {
  it("keeps certificates and the picture as references and reads them back", async () => {
    const { store } = makeStore({ api: fakeApi() });
    await store.dispatch(saveCoachCertificates([pdf("a.pdf"), pdf("b.pdf")]));
    await store.dispatch(saveCoachProfilePicture(png()));
    const draft = store.getState().coachOnboarding;
    expect(draft.certificate_file.map((ref) => ref.name)).toEqual(["a.pdf", "b.pdf"]);
    expect(draft.profile_picture).toMatchObject({ name: "me.png", type: "image/png", size: 4 });

    const files = await loadCoachOnboardingFiles(draft);
    expect(files.certificates.map((file) => file.name)).toEqual(["a.pdf", "b.pdf"]);
    expect(await files.certificates[0]!.text()).toBe("%PDF-1.4 certificate");
    expect(files.picture?.type).toBe("image/png");
  });

  it("keeps an unchanged file's reference and deletes the files no longer chosen", async () => {
    const { store } = makeStore({ api: fakeApi() });
    const kept = pdf("kept.pdf");
    await store.dispatch(saveCoachCertificates([kept, pdf("gone.pdf")]));
    const [keptRef, goneRef] = store.getState().coachOnboarding.certificate_file;
    await store.dispatch(saveCoachCertificates([kept, pdf("new.pdf")]));
    const refs = store.getState().coachOnboarding.certificate_file;
    expect(refs[0]).toEqual(keptRef);
    expect(refs[1]!.name).toBe("new.pdf");
    expect(await readDraftFile(goneRef!)).toBeNull();

    await store.dispatch(saveCoachProfilePicture(png()));
    const picture = store.getState().coachOnboarding.profile_picture!;
    await store.dispatch(saveCoachProfilePicture(null));
    expect(store.getState().coachOnboarding.profile_picture).toBeNull();
    expect(await readDraftFile(picture)).toBeNull();
  });
});

describe("submitCoachOnboarding (the finish step)", () => {
  it("sends the record with its files, then the invitations; the role becomes Practitioner", async () => {
    const submit = vi.fn<AccountApi["submitCoachOnboarding"]>(async () => submitted());
    // Only the invitee with an e-mail is invited; the answer says who was not, and why.
    const invited: InviteClientsResponse = {
      message: "Invitation sent; 1 person was not invited (no email address)",
      invitations: [
        {
          id: "i1",
          name: "Ada Lovelace",
          email: "ada@example.com",
          phone_number: null,
          expiresAt: "2030-01-15",
        },
      ],
      notSent: [
        {
          name: "Grace Hopper",
          phone_number: "15550102030",
          reason:
            "Text-message invitations are not available yet: add an email address to invite this person.",
        },
      ],
    };
    const invite = vi.fn<AccountApi["inviteClients"]>(async () => invited);
    const { store } = makeStore({ api: fakeApi({ submitCoachOnboarding: submit, inviteClients: invite }) });
    store.dispatch(signedIn(guestPractitioner, "t"));
    store.dispatch(coachOnboardingStepSaved(answers));
    await store.dispatch(saveCoachCertificates([pdf()]));
    await store.dispatch(saveCoachProfilePicture(png()));
    const refs = store.getState().coachOnboarding.certificate_file;
    expect(selectRole(store.getState())).toBe("guest");

    const action = await store.dispatch(submitCoachOnboarding());

    expect(submitCoachOnboarding.fulfilled.match(action)).toBe(true);
    const [data, files] = submit.mock.calls[0]!;
    expect(data).toMatchObject({ first_name: "Pat", subscription_plan: "professional" });
    expect(files.certificates.map((file) => file.name)).toEqual(["licence.pdf"]);
    expect(files.picture?.name).toBe("me.png");
    expect(invite).toHaveBeenCalledWith({
      invitees: [
        { name: "Ada Lovelace", email: "ada@example.com" },
        { name: "Grace Hopper", phone_number: "15550102030" },
      ],
    });
    expect(action.payload).toMatchObject({ invitations: invited, invitationError: null });
    expect(selectRole(store.getState())).toBe("Practitioner");
    expect(store.getState().coachOnboarding).toEqual(initialCoachOnboardingState);
    expect(await readDraftFile(refs[0]!)).toBeNull();
  });

  it("keeps everything, files included, when the API refuses the onboarding", async () => {
    const submit = vi.fn(() => Promise.reject(new ApiError(400, "Some answers are not valid")));
    const invite = vi.fn();
    const { store } = makeStore({ api: fakeApi({ submitCoachOnboarding: submit, inviteClients: invite }) });
    store.dispatch(signedIn(guestPractitioner, "t"));
    store.dispatch(coachOnboardingStepSaved(answers));
    await store.dispatch(saveCoachCertificates([pdf()]));
    const before = store.getState().coachOnboarding;

    const action = await store.dispatch(submitCoachOnboarding());

    expect(submitCoachOnboarding.rejected.match(action)).toBe(true);
    expect(action.payload).toMatchObject({ status: 400, message: "Some answers are not valid" });
    expect(invite).not.toHaveBeenCalled();
    expect(store.getState().coachOnboarding).toEqual(before);
    expect(selectRole(store.getState())).toBe("guest");
    expect(await readDraftFile(before.certificate_file[0]!)).not.toBeNull();
  });

  it("reports refused invitations beside a stored onboarding", async () => {
    const { store } = makeStore({
      api: fakeApi({
        submitCoachOnboarding: async () => submitted(),
        inviteClients: () => Promise.reject(new ApiError(402, "Your plan allows 3 active clients")),
      }),
    });
    store.dispatch(signedIn(guestPractitioner, "t"));
    store.dispatch(coachOnboardingStepSaved(answers));
    const action = await store.dispatch(submitCoachOnboarding());
    expect(submitCoachOnboarding.fulfilled.match(action)).toBe(true);
    expect(action.payload).toMatchObject({
      invitations: null,
      invitationError: { status: 402, message: "Your plan allows 3 active clients" },
    });
  });
});

describe("the draft's persistence (a refresh on any step loses nothing)", () => {
  it("restores every answer and file reference after a reload", async () => {
    const storage = memoryStorage();
    const first = makeStore({ api: fakeApi(), storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(coachOnboardingStepSaved(answers));
    await first.store.dispatch(saveCoachCertificates([pdf()]));
    await first.persistor!.flush();
    expect(storage.data.has("persist:coachOnboarding")).toBe(true);

    const second = makeStore({ api: fakeApi(), storage });
    await bootstrapped(second.persistor);
    const draft = second.store.getState().coachOnboarding;
    expect(draft).toEqual(first.store.getState().coachOnboarding);
    expect((await loadCoachOnboardingFiles(draft)).certificates.map((file) => file.name)).toEqual([
      "licence.pdf",
    ]);
  });
});
