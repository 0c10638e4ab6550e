import { describe, expect, it } from "vitest";

import { makeStore } from "./store";
import { bootstrapped, memoryStorage, resetLinkVerified, signedIn } from "./test-support";

describe("session persistence", () => {
  it("keeps user, token, reset credentials and the first visit across a reload, and nothing else", async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    await bootstrapped(first.persistor);
    // A reset link verified, then a login in the same browser: both are kept.
    first.store.dispatch(resetLinkVerified("c@example.com", "r"));
    first.store.dispatch(signedIn({ roleID: 3, roleName: "Client", email: "c@example.com" }, "t"));
    await first.persistor!.flush();

    const saved = JSON.parse(storage.data.get("persist:session")!);
    expect(Object.keys(saved).sort()).toEqual([
      "_persist",
      "accessToken",
      "firstVisit",
      "resetEmail",
      "resetToken",
      "user",
    ]);

    const second = makeStore({ storage });
    await bootstrapped(second.persistor);
    expect(second.store.getState().session).toMatchObject({
      user: { email: "c@example.com", roleName: "Client" },
      accessToken: "t",
      resetToken: "r",
    });
  });

  it("starts signed out from a session saved by an older, unversioned build", async () => {
    const storage = memoryStorage();
    storage.data.set(
      "persist:session",
      JSON.stringify({
        user: JSON.stringify({ email: "old@example.com" }),
        _persist: JSON.stringify({ version: -1 }),
      }),
    );
    const { store, persistor } = makeStore({ storage });
    await bootstrapped(persistor);
    expect(store.getState().session.user).toBeNull();
  });
});
