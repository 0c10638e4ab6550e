import { describe, expect, it } from "vitest";
import type { Persistor, Storage } from "redux-persist";

import { credentialsSet, resetCredentialsSet } from "./session/session-slice";
import { makeStore } from "./store";

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: async (key: string) => data.get(key) ?? null,
    setItem: async (key: string, value: string) => void data.set(key, value),
    removeItem: async (key: string) => void data.delete(key),
  };
}

/** redux-persist writes nothing until rehydration has finished. */
async function bootstrapped(persistor: Persistor | null) {
  if (!persistor) throw new Error("expected a persistor");
  while (!persistor.getState().bootstrapped) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe("session persistence", () => {
  it("keeps user, token and reset credentials across a reload, but not the loading flag", async () => {
    const storage = memoryStorage();
    const first = makeStore({ storage });
    await bootstrapped(first.persistor);
    first.store.dispatch(
      credentialsSet({ user: { roleID: 3, roleName: "Client", email: "c@example.com" }, accessToken: "t" }),
    );
    first.store.dispatch(resetCredentialsSet({ email: "c@example.com", token: "r" }));
    await first.persistor!.flush();

    const saved = JSON.parse(storage.data.get("persist:session")!);
    expect(Object.keys(saved).sort()).toEqual([
      "_persist",
      "accessToken",
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
      loading: false,
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
