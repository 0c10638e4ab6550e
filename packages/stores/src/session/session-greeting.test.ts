import type { AuthUser, ClientOnboardingSubmitResponse } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { submitClientOnboarding } from "../client-onboarding/client-onboarding-thunks";
import { makeStore } from "../store";
import { fakeApi } from "../test-support";
import { selectFirstName, selectFirstVisit } from "./session-selectors";
import type { SessionUser } from "./session-slice";
import { logIn } from "./session-thunks";

const named = (user: Partial<SessionUser>) =>
  selectFirstName(
    makeStore({
      preloadedState: { session: { user: { email: "x@example.com", ...user } } },
    }).store.getState(),
  );

describe("the greeting", () => {
  it("uses the first name given in the onboarding over the full name's first word", () => {
    expect(named({ name: "Dr. Paula Smith", firstName: "Paula" })).toBe("Paula");
  });

  it("skips a title that opens the full name", () => {
    expect(named({ name: "Dr. Paula Smith" })).toBe("Paula");
    expect(named({ name: "mrs Carmen Diaz" })).toBe("Carmen");
    expect(named({ name: "Carmen Diaz" })).toBe("Carmen");
    expect(named({ name: "Drew Barry" })).toBe("Drew");
  });

  it("has no name to greet without one", () => {
    expect(named({ name: "" })).toBeUndefined();
    expect(named({ name: "Dr." })).toBeUndefined();
    expect(selectFirstName(makeStore().store.getState())).toBeUndefined();
  });

  it("greets the visit after the onboarding as a first visit, and the next sign-in as a return", async () => {
    const client: AuthUser = {
      id: "c1",
      roleID: 3,
      roleName: "Client",
      email: "c@example.com",
      name: "Carmen Diaz",
      onboardingCompleted: true,
    };
    const { store } = makeStore({
      api: fakeApi({
        submitClientOnboarding: vi.fn(
          async () => ({ message: "ok", user: client }) as unknown as ClientOnboardingSubmitResponse,
        ),
        login: vi.fn(async () => ({ user: client, accessToken: "t2" })),
      }),
      preloadedState: {
        session: { user: { ...client, roleName: undefined, onboardingCompleted: false }, accessToken: "t1" },
      },
    });
    expect(selectFirstVisit(store.getState())).toBe(false);
    await store.dispatch(submitClientOnboarding(store.getState().clientOnboarding));
    expect(selectFirstVisit(store.getState())).toBe(true);
    await store.dispatch(logIn({ email: client.email, password: "secret-words" }));
    expect(selectFirstVisit(store.getState())).toBe(false);
  });
});
