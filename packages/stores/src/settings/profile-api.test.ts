import { describe, expect, it, vi } from "vitest";

import type { ApiClient } from "../api/client";
import { selectFirstName } from "../session/session-selectors";
import { makeStore } from "../store";
import { profileApi } from "./profile-api";

describe("the practice profile API", () => {
  it("gives the greeting the saved first name at once", async () => {
    const saved = { profile: { first_name: "Priyanka", last_name: "Rao" } };
    const client: ApiClient = {
      get: vi.fn(async () => saved as never),
      post: vi.fn(async () => ({}) as never),
      put: vi.fn(async () => saved as never),
      delete: vi.fn(async () => ({}) as never),
    };
    const { store, injectServerApi } = makeStore({
      client,
      preloadedState: { session: { user: { email: "p@example.com", name: "Dr. Paula Smith" } } },
    });
    injectServerApi(profileApi);
    expect(selectFirstName(store.getState())).toBe("Paula");

    await store.dispatch(profileApi.endpoints.updatePracticeProfile.initiate(saved.profile as never));

    expect(selectFirstName(store.getState())).toBe("Priyanka");
  });
});
