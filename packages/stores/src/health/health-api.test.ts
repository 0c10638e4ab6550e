import { describe, expect, it, vi } from "vitest";

import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { healthApi } from "./health-api";

const emptyGlucose = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 100,
  summary: { count: 0, averageMgDl: null, byType: [], byBand: {}, timeInRange: null },
};

function fakeClient(overrides: Partial<ApiClient> = {}): ApiClient {
  return {
    get: vi.fn(async () => emptyGlucose as never),
    post: vi.fn(async () => ({}) as never),
    put: vi.fn(async () => ({}) as never),
    delete: vi.fn(async () => ({}) as never),
    ...overrides,
  };
}

describe("the health area's API in the store", () => {
  it("refetches a watched glucose list after a reading is saved", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(healthApi);

    const watched = store.dispatch(
      healthApi.endpoints.glucose.initiate({ from: "2026-05-01", measurementType: "cgm" }),
    );
    await watched;
    expect(client.get).toHaveBeenCalledTimes(1);
    expect(client.get).toHaveBeenLastCalledWith(
      "/glucose?from=2026-05-01&measurementType=cgm",
      expect.anything(),
    );

    await store.dispatch(
      healthApi.endpoints.logGlucose.initiate({
        value: 5.5,
        unit: "mmol/L",
        measurementType: "fasting",
        takenAt: "2026-05-01T08:30:00Z",
        timeZone: "America/Toronto",
      }),
    );
    expect(client.post).toHaveBeenCalledWith(
      "/glucose",
      expect.objectContaining({ unit: "mmol/L" }),
      expect.anything(),
    );
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
    watched.unsubscribe();
  });

  it("sends the whole health history and the preferences as they are", async () => {
    const client = fakeClient();
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(healthApi);

    await store.dispatch(healthApi.endpoints.updatePreferences.initiate({ hasDiabetes: true }));
    await store.dispatch(healthApi.endpoints.saveHealthHistory.initiate({ conditions: [] }));

    expect(client.put).toHaveBeenCalledWith("/user/preferences", { hasDiabetes: true }, expect.anything());
    expect(client.post).toHaveBeenCalledWith("/health-history", { conditions: [] }, expect.anything());
  });
});
