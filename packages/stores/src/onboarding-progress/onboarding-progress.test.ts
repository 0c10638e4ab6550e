import {
  CLIENT_ONBOARDING_DEFAULTS,
  type AboutYouAnswers,
  type ClientOnboardingProgressResponse,
  type CoachOnboardingProgressResponse,
} from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import type { AccountApi } from "../api/account-api";
import { ApiError } from "../api/api-error";
import { clientOnboardingStepSaved } from "../client-onboarding/client-onboarding-slice";
import { coachOnboardingStepSaved } from "../coach-onboarding/coach-onboarding-slice";
import { loggedOut, type SessionUser } from "../session/session-slice";
import { logIn } from "../session/session-thunks";
import { makeStore } from "../store";
import { bootstrapped, fakeApi, memoryStorage } from "../test-support";
import { onboardingStepVisited } from "./onboarding-progress-slice";
import { resumeOnboarding } from "./onboarding-progress-thunks";

const newClient: SessionUser = {
  id: "c1",
  roleID: 3,
  email: "carmen@example.com",
  name: "Carmen Diaz",
  onboardingCompleted: false,
};
const newPractitioner: SessionUser = {
  id: "p1",
  roleID: 2,
  email: "paula@example.com",
  name: "Dr. Paula Smith",
  onboardingCompleted: false,
};

const aboutYou: AboutYouAnswers = {
  age: 52,
  menopauseStatus: "Irregular cycles",
  country: "Canada",
  ZIP: "K1A0B",
  language: ["English"],
  household: "Living with partner",
};

/** A save the test answers when it chooses, to see what is sent while one is under way. */
function heldSaves() {
  const calls: { body: unknown; token: string | undefined; answer: () => void }[] = [];
  const save = vi.fn((body: unknown, options?: { token?: string }) => {
    return new Promise<ClientOnboardingProgressResponse>((resolve) => {
      calls.push({ body, token: options?.token, answer: () => resolve({ progress: null }) });
    });
  });
  return { calls, save };
}

describe("onboarding progress kept on the server", () => {
  it("sends the page and the draft as the client moves, one save at a time, the latest last", async () => {
    const { calls, save } = heldSaves();
    const { store, flushOnboardingProgress } = makeStore({
      api: fakeApi({
        saveClientOnboardingProgress: save as unknown as AccountApi["saveClientOnboardingProgress"],
      }),
      preloadedState: { session: { user: newClient, accessToken: "t1" } },
      syncOnboardingProgress: true,
    });

    store.dispatch(onboardingStepVisited({ step: "aboutYou" }));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ token: "t1", body: { step: "aboutYou", page: null } });

    // While that save is under way, the answers are kept and the next page opens: one save follows.
    store.dispatch(clientOnboardingStepSaved({ step: "aboutYou", answers: aboutYou }));
    store.dispatch(onboardingStepVisited({ step: "whatBringsYouHere" }));
    expect(calls).toHaveLength(1);
    calls[0]!.answer();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({
      step: "whatBringsYouHere",
      page: null,
      draft: { ...CLIENT_ONBOARDING_DEFAULTS, ...aboutYou, race: "-", education: "-", occupation: "-" },
    });

    let flushed = false;
    const flush = flushOnboardingProgress().then(() => (flushed = true));
    await Promise.resolve();
    expect(flushed).toBe(false);
    calls[1]!.answer();
    await flush;
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("sends the practitioner's carousel page and draft, never their files or recovery answer", async () => {
    const save = vi.fn<AccountApi["saveCoachOnboardingProgress"]>(
      async (): Promise<CoachOnboardingProgressResponse> => ({ progress: null }),
    );
    const { store, flushOnboardingProgress } = makeStore({
      api: fakeApi({ saveCoachOnboardingProgress: save }),
      preloadedState: {
        session: { user: newPractitioner, accessToken: "t2" },
        coachOnboarding: {
          certificate_file: [{ id: "f1", name: "a.pdf", type: "application/pdf", size: 3 }],
          security_answers: "Lyon",
        },
      },
      syncOnboardingProgress: true,
    });
    store.dispatch(onboardingStepVisited({ step: "intro", page: 3 }));
    store.dispatch(coachOnboardingStepSaved({ first_name: "Paula" }));
    await flushOnboardingProgress();
    const body = save.mock.lastCall![0];
    expect(body).toMatchObject({ step: "intro", page: 3, draft: { first_name: "Paula" } });
    expect(body.draft).not.toHaveProperty("certificate_file");
    expect(body.draft).not.toHaveProperty("profile_picture");
    expect(body.draft).not.toHaveProperty("security_answers");
    expect(save.mock.lastCall![1]).toEqual({ token: "t2" });
  });

  it("sends what was changed before a sign-out with that session's token, after the sign-out", async () => {
    const { calls, save } = heldSaves();
    const { store, flushOnboardingProgress } = makeStore({
      api: fakeApi({
        saveClientOnboardingProgress: save as unknown as AccountApi["saveClientOnboardingProgress"],
      }),
      preloadedState: { session: { user: newClient, accessToken: "t1" } },
      syncOnboardingProgress: true,
    });
    store.dispatch(onboardingStepVisited({ step: "values" }));
    store.dispatch(clientOnboardingStepSaved({ step: "values", answers: { choices: ["Peace"] } }));
    store.dispatch(loggedOut());
    calls[0]!.answer();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ token: "t1", body: { step: "values", draft: { values: ["Peace"] } } });
    calls[1]!.answer();
    await flushOnboardingProgress();
    // Signed out: nothing more is sent.
    store.dispatch(onboardingStepVisited({ step: "barriers" }));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("sends nothing for a finished onboarding, a signed-out visitor or a step of the other flow", async () => {
    const save = vi.fn();
    const finished = makeStore({
      api: fakeApi({ saveClientOnboardingProgress: save }),
      preloadedState: {
        session: { user: { ...newClient, roleName: "Client", onboardingCompleted: true }, accessToken: "t" },
      },
      syncOnboardingProgress: true,
    });
    finished.store.dispatch(onboardingStepVisited({ step: "values" }));
    const signedOut = makeStore({
      api: fakeApi({ saveClientOnboardingProgress: save }),
      syncOnboardingProgress: true,
    });
    signedOut.store.dispatch(onboardingStepVisited({ step: "values" }));
    const otherFlow = makeStore({
      api: fakeApi({ saveClientOnboardingProgress: save, saveCoachOnboardingProgress: save }),
      preloadedState: { session: { user: newClient, accessToken: "t" } },
      syncOnboardingProgress: true,
    });
    otherFlow.store.dispatch(onboardingStepVisited({ step: "profileSetup" }));
    await Promise.all([finished, signedOut, otherFlow].map((made) => made.flushOnboardingProgress()));
    expect(save).not.toHaveBeenCalled();
  });

  it("starts a new session without the page of the one before", async () => {
    const { store } = makeStore({
      api: fakeApi({
        login: vi.fn(async () => ({
          user: {
            id: "c1",
            roleID: 3 as const,
            email: newClient.email,
            name: "Carmen Diaz",
            onboardingCompleted: false,
          },
          accessToken: "t2",
        })),
      }),
      preloadedState: { onboardingProgress: { step: "support" } },
    });
    await store.dispatch(logIn({ email: newClient.email, password: "secret-words" }));
    expect(store.getState().onboardingProgress).toEqual({ step: null, page: null });
  });

  it("forgets the page on sign-out and keeps it across a reload", async () => {
    const storage = memoryStorage();
    const first = makeStore({
      api: fakeApi(),
      storage,
      preloadedState: { session: { user: newClient, accessToken: "t" } },
    });
    await bootstrapped(first.persistor);
    first.store.dispatch(onboardingStepVisited({ step: "support" }));
    await first.persistor!.flush();
    const reloaded = makeStore({ api: fakeApi(), storage });
    await bootstrapped(reloaded.persistor);
    expect(reloaded.store.getState().onboardingProgress).toMatchObject({ step: "support", page: null });
    reloaded.store.dispatch(loggedOut());
    expect(reloaded.store.getState().onboardingProgress).toMatchObject({ step: null, page: null });
  });
});

describe("resumeOnboarding", () => {
  it("takes the client's draft and page from the server", async () => {
    const draft = { ...CLIENT_ONBOARDING_DEFAULTS, age: 52, values: ["Peace"] };
    const { store } = makeStore({
      api: fakeApi({
        getClientOnboardingProgress: vi.fn(async () => ({
          progress: { step: "barriers" as const, page: null, draft, updatedAt: "2026-01-01T00:00:00.000Z" },
        })),
      }),
      preloadedState: { session: { user: newClient, accessToken: "t" } },
    });
    const action = await store.dispatch(resumeOnboarding());
    expect(action.payload).toEqual({ step: "barriers", page: null });
    expect(store.getState().clientOnboarding).toEqual(draft);
    expect(store.getState().onboardingProgress).toEqual({ step: "barriers", page: null });
  });

  it("takes the practitioner's draft but keeps this browser's files and recovery answer", async () => {
    const file = { id: "f1", name: "a.pdf", type: "application/pdf", size: 3 };
    const { store } = makeStore({
      api: fakeApi({
        getCoachOnboardingProgress: vi.fn(async () => ({
          progress: {
            step: "intro" as const,
            page: 4,
            draft: { first_name: "Paula", subscription_plan: "starter" as const },
            updatedAt: "2026-01-01T00:00:00.000Z",
          },
        })),
      }),
      preloadedState: {
        session: { user: newPractitioner, accessToken: "t" },
        coachOnboarding: { certificate_file: [file], security_answers: "Lyon", last_name: "old" },
      },
    });
    await store.dispatch(resumeOnboarding());
    expect(store.getState().coachOnboarding).toMatchObject({
      first_name: "Paula",
      subscription_plan: "starter",
      last_name: "",
      certificate_file: [file],
      security_answers: "Lyon",
    });
    expect(store.getState().onboardingProgress).toEqual({ step: "intro", page: 4 });
  });

  it("leaves everything as it is when the server kept nothing, or fails", async () => {
    const empty = makeStore({
      api: fakeApi({ getClientOnboardingProgress: vi.fn(async () => ({ progress: null })) }),
      preloadedState: {
        session: { user: newClient, accessToken: "t" },
        onboardingProgress: { step: "values" },
      },
    });
    expect((await empty.store.dispatch(resumeOnboarding())).payload).toBeNull();
    expect(empty.store.getState().onboardingProgress.step).toBe("values");

    const failing = makeStore({
      api: fakeApi({ getClientOnboardingProgress: vi.fn().mockRejectedValue(new ApiError(503, "down")) }),
      preloadedState: { session: { user: newClient, accessToken: "t" } },
    });
    const action = await failing.store.dispatch(resumeOnboarding());
    expect(resumeOnboarding.rejected.match(action)).toBe(true);
    expect(failing.store.getState().clientOnboarding).toEqual(CLIENT_ONBOARDING_DEFAULTS);
  });
});
