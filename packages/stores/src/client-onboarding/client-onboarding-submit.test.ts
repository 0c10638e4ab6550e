import type { ClientOnboardingSubmitResponse } from "@pkg/contracts";
import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it, vi } from "vitest";

import { createAccountApi, type AccountApi } from "../api/account-api";
import { ApiError } from "../api/api-error";
import { createApiClient } from "../api/client";
import { selectRole } from "../session/session-selectors";
import { makeStore } from "../store";
import { clientOnboardingStepSaved } from "./client-onboarding-slice";
import { submitClientOnboarding } from "./client-onboarding-thunks";
import { fakeApi, signedIn } from "../test-support";

const guestClient = {
  id: "c1",
  roleID: 3 as const,
  email: "c@example.com",
  name: "C",
  onboardingCompleted: false,
};

function answered(data: ClientOnboardingSubmitResponse["data"]): ClientOnboardingSubmitResponse {
  return {
    message: "Onboarding successful",
    user: { ...guestClient, roleName: "Client", onboardingCompleted: true },
    data,
  };
}

describe("submitClientOnboarding (decisions.md: the finish step submits)", () => {
  it("sends the draft, takes the answered user (role Client) and clears the draft", async () => {
    const submit = vi.fn<AccountApi["submitClientOnboarding"]>(async (data) =>
      answered({
        ...(data as ClientOnboardingSubmitResponse["data"]),
        profile_picture: null,
        completedAt: "now",
      }),
    );
    const { store } = makeStore({ api: fakeApi({ submitClientOnboarding: submit }) });
    store.dispatch(signedIn(guestClient, "t"));
    store.dispatch(clientOnboardingStepSaved({ step: "values", answers: { choices: ["Peace", "Energy"] } }));
    store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 7 }));
    expect(selectRole(store.getState())).toBe("guest");

    const action = await store.dispatch(submitClientOnboarding(store.getState().clientOnboarding));

    expect(submitClientOnboarding.fulfilled.match(action)).toBe(true);
    expect(submit).toHaveBeenCalledOnce();
    expect(submit.mock.calls[0]![0]).toMatchObject({
      values: ["Peace", "Energy"],
      readiness: 7,
      barriers: "-",
    });
    expect(selectRole(store.getState())).toBe("Client");
    expect(store.getState().session).toMatchObject({ accessToken: "t" });
    expect(store.getState().clientOnboarding.values).toEqual([]);
  });

  it("keeps the draft and the guest role when the API refuses, with the error for the screen", async () => {
    const submit = vi.fn(() =>
      Promise.reject(new ApiError(400, "Some answers are not valid", { code: "X" })),
    );
    const { store } = makeStore({ api: fakeApi({ submitClientOnboarding: submit }) });
    store.dispatch(signedIn(guestClient, "t"));
    store.dispatch(clientOnboardingStepSaved({ step: "readiness", answers: 9 }));

    const action = await store.dispatch(submitClientOnboarding(store.getState().clientOnboarding));

    expect(submitClientOnboarding.rejected.match(action)).toBe(true);
    expect(action.payload).toEqual({
      status: 400,
      message: "Some answers are not valid",
      data: { code: "X" },
    });
    expect(selectRole(store.getState())).toBe("guest");
    expect(store.getState().clientOnboarding.readiness).toBe(9);
  });
});

describe("the client onboarding calls", () => {
  it("post the answers as multipart onboarding_data wrapped in { data } with the bearer token", async () => {
    const seen: InternalAxiosRequestConfig[] = [];
    const adapter: AxiosAdapter = async (config) => {
      seen.push(config);
      return { data: { ok: true }, status: 200, statusText: "", headers: new AxiosHeaders(), config };
    };
    const client = createApiClient({ baseURL: "/api", getToken: () => "token-1", adapter });
    const api = createAccountApi(client);

    await api.submitClientOnboarding({ age: 50, values: ["Peace"] });
    await api.getClientOnboarding();

    const [post, get] = seen;
    expect(post).toMatchObject({ method: "post", url: "/client/onboarding" });
    expect(post!.headers.get("Authorization")).toBe("Bearer token-1");
    const form = post!.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(JSON.parse(String(form.get("onboarding_data")))).toEqual({ data: { age: 50, values: ["Peace"] } });
    expect(get).toMatchObject({ method: "get", url: "/client/onboarding" });
  });
});
