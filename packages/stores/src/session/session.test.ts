import type { AuthResponse } from "@pkg/contracts";
import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import { makeStore } from "../store";
import { loggedOut, type SessionUser } from "./session-slice";
import { resetLinkVerified, signedIn } from "../test-support";
import { selectIsSignedIn, selectResetCredentials, selectRole } from "./session-selectors";
import {
  completeSignup,
  logIn,
  resetPassword,
  signOut,
  signUp,
  updateProfile,
  verifyResetLink,
} from "./session-thunks";
import { fakeApi } from "../test-support";

const practitioner: SessionUser = {
  id: "u1",
  roleID: 2,
  roleName: "Practitioner",
  email: "pat@example.com",
  name: "Pat",
  onboardingCompleted: true,
};

describe("session transitions (spec section 4)", () => {
  it("stores the user and token on login, taking the role from roleName", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(signedIn(practitioner, "t1"));
    expect(store.getState().session).toMatchObject({ user: practitioner, accessToken: "t1" });
    expect(selectRole(store.getState())).toBe("Practitioner");
    expect(selectIsSignedIn(store.getState())).toBe(true);
  });

  it("gives role guest to a user without roleID", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(signedIn({ email: "new@example.com" }, "t"));
    expect(selectRole(store.getState())).toBe("guest");
  });

  it("keeps a user whose onboarding is not finished a guest, then takes the real role (decisions.md)", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(
      signedIn({ roleID: 3, email: "c@example.com", name: "C", onboardingCompleted: false }, "t"),
    );
    expect(selectRole(store.getState())).toBe("guest");
    store.dispatch(
      signedIn({ roleID: 3, roleName: "Client", email: "c@example.com", onboardingCompleted: true }, "t"),
    );
    expect(selectRole(store.getState())).toBe("Client");
  });

  it("has no role without a user", () => {
    const { store } = makeStore({ api: fakeApi() });
    expect(selectRole(store.getState())).toBeNull();
  });

  it("clears user, token, reset token and role on logout", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(resetLinkVerified("pat@example.com", "r1"));
    store.dispatch(signedIn(practitioner, "t1"));
    store.dispatch(loggedOut());
    const session = store.getState().session;
    expect(session).toMatchObject({ user: null, accessToken: null, resetToken: null, resetEmail: null });
    expect(selectRole(store.getState())).toBeNull();
    expect(session.endedByServer).toBe(false);
  });

  it("remembers that the server refused the session, so the person is sent to Log in", () => {
    const { store } = makeStore({ api: fakeApi() });
    store.dispatch(signedIn(practitioner, "t1"));
    store.dispatch(loggedOut({ refused: true }));
    expect(store.getState().session).toMatchObject({ accessToken: null, endedByServer: true });
    store.dispatch(loggedOut());
    expect(store.getState().session.endedByServer).toBe(false);
  });
});

describe("session thunks", () => {
  const auth: AuthResponse = {
    user: { id: "u1", roleID: 2, email: "pat@example.com", name: "Pat", onboardingCompleted: false },
    accessToken: "access-1",
  };

  it("register verification stores the user and token as the session", async () => {
    const completeSignupCall = vi.fn().mockResolvedValue(auth);
    const { store } = makeStore({ api: fakeApi({ completeSignup: completeSignupCall }) });
    await store.dispatch(completeSignup({ email: "pat@example.com", token: "abc" }));
    expect(completeSignupCall).toHaveBeenCalledWith(
      { email: "pat@example.com", token: "abc" },
      expect.anything(),
    );
    expect(store.getState().session).toMatchObject({
      user: auth.user,
      accessToken: "access-1",
    });
  });

  it("a saved profile renames the signed-in person in the session", async () => {
    const updateProfileCall = vi.fn().mockResolvedValue({
      user: {
        ...auth.user,
        name: "Patricia Moss",
        phone_number: "",
        dob: null,
        emailVerified: true,
        createdAt: "",
      },
    });
    const { store } = makeStore({
      api: fakeApi({ completeSignup: vi.fn().mockResolvedValue(auth), updateProfile: updateProfileCall }),
    });
    await store.dispatch(completeSignup({ email: "pat@example.com", token: "abc" }));
    await store.dispatch(updateProfile({ name: "Patricia Moss" }));
    expect(updateProfileCall).toHaveBeenCalledWith({ name: "Patricia Moss" }, expect.anything());
    expect(store.getState().session.user?.name).toBe("Patricia Moss");
  });

  it("reset-link verification stores the e-mail and reset token with no access token", async () => {
    const { store } = makeStore({
      api: fakeApi({ verifyResetToken: vi.fn().mockResolvedValue({ valid: true, message: "ok" }) }),
      preloadedState: { session: { user: practitioner, accessToken: "old" } },
    });
    await store.dispatch(verifyResetLink({ email: "pat@example.com", token: "reset-1" }));
    expect(store.getState().session).toMatchObject({ accessToken: null, user: null });
    expect(selectResetCredentials(store.getState())).toEqual({ email: "pat@example.com", token: "reset-1" });
  });

  it("a finished reset forgets the reset credentials", async () => {
    const { store } = makeStore({
      api: fakeApi({ resetPassword: vi.fn().mockResolvedValue({ message: "Password updated" }) }),
      preloadedState: { session: { resetEmail: "pat@example.com", resetToken: "r" } },
    });
    const result = await store.dispatch(
      resetPassword({ email: "pat@example.com", token: "r", new_password: "longenough" }),
    );
    expect(result.payload).toEqual({ message: "Password updated" });
    expect(selectResetCredentials(store.getState())).toEqual({ email: null, token: null });
  });

  it("turns a failure into a serialisable ApiError in the rejection and leaves the session signed out", async () => {
    const { store } = makeStore({
      api: fakeApi({
        login: vi.fn().mockRejectedValue(new ApiError(401, "Wrong email or password", { code: "BAD" })),
      }),
    });
    const result = await store.dispatch(logIn({ email: "pat@example.com", password: "nope" }));
    expect(logIn.rejected.match(result)).toBe(true);
    expect(result.payload).toEqual({
      status: 401,
      message: "Wrong email or password",
      data: { code: "BAD" },
    });
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null });
  });

  it("a plain thrown error still becomes an ApiError with status 500", async () => {
    const { store } = makeStore({
      api: fakeApi({ signup: vi.fn().mockRejectedValue(new TypeError("boom")) }),
    });
    const result = await store.dispatch(
      signUp({
        name: "A",
        email: "a@example.com",
        phone_number: "15551234567",
        password: "longenough",
        roleID: 3,
      }),
    );
    expect(result.payload).toEqual({ status: 500, message: "boom", data: undefined });
  });

  it("signing out ends the session even when the server cannot be told", async () => {
    const { store } = makeStore({
      api: fakeApi({ signout: vi.fn().mockRejectedValue(new ApiError(500, "down")) }),
      preloadedState: { session: { user: practitioner, accessToken: "t" } },
    });
    await store.dispatch(signOut());
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null });
  });

  it("revokes a given token, so the session can end here before the server answers", async () => {
    const signout = vi.fn().mockResolvedValue({ message: "Signed out" });
    const { store } = makeStore({
      api: fakeApi({ signout }),
      preloadedState: { session: { user: practitioner, accessToken: "t" } },
    });
    store.dispatch(loggedOut());
    await store.dispatch(signOut("t"));
    expect(signout).toHaveBeenCalledWith(expect.objectContaining({ token: "t" }));
    expect(store.getState().session).toMatchObject({ user: null, accessToken: null });
  });
});
