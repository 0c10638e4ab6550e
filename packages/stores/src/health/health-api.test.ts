import { describe, expect, it, vi } from "vitest";

import { ApiError } from "../api/api-error";
import type { ApiClient } from "../api/client";
import { makeStore } from "../store";
import { healthApi } from "./health-api";
import { fetchHealthFile } from "./health-files";

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
  it("asks for the chart's daily means over a range, and refetches them after a reading is saved", async () => {
    const client = fakeClient({ get: vi.fn(async () => ({ days: [] }) as never) });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(healthApi);

    const watched = store.dispatch(healthApi.endpoints.glucoseDailyAverages.initiate({ from: "2026-05-01" }));
    await watched;
    expect(client.get).toHaveBeenLastCalledWith("/glucose/daily-averages?from=2026-05-01", expect.anything());

    await store.dispatch(healthApi.endpoints.deleteGlucose.initiate("g1"));
    await vi.waitFor(() => expect(client.get).toHaveBeenCalledTimes(2));
    watched.unsubscribe();
  });

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

  it("refetches the snapshot after a mood, and the recommendations only after symptoms", async () => {
    const client = fakeClient({ get: vi.fn(async () => ({}) as never) });
    const { store, injectServerApi } = makeStore({ client });
    injectServerApi(healthApi);
    const snapshot = store.dispatch(healthApi.endpoints.snapshot.initiate());
    const recommendations = store.dispatch(healthApi.endpoints.recommendations.initiate());
    await Promise.all([snapshot, recommendations]);
    const calls = (url: string) =>
      vi.mocked(client.get).mock.calls.filter(([called]) => called === url).length;
    expect(calls("/health/snapshot")).toBe(1);
    expect(calls("/menopause/recommendations")).toBe(1);

    await store.dispatch(
      healthApi.endpoints.logMood.initiate({ mood: 4, loggedAt: "2026-05-01T08:30:00Z", timeZone: "UTC" }),
    );
    await vi.waitFor(() => expect(calls("/health/snapshot")).toBe(2));
    expect(calls("/menopause/recommendations")).toBe(1);

    await store.dispatch(
      healthApi.endpoints.saveSymptoms.initiate({
        kind: "quick-log",
        symptom: "anxiety",
        value: 3,
        takenAt: "2026-05-01T08:30:00Z",
        timeZone: "UTC",
      }),
    );
    await vi.waitFor(() => expect(calls("/menopause/recommendations")).toBe(2));
    expect(calls("/health/snapshot")).toBe(3);
    snapshot.unsubscribe();
    recommendations.unsubscribe();
  });

  it("downloads the report and the export of a period under the API's file names", async () => {
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const client = fakeClient({ get: vi.fn(async () => pdf as never) });

    const report = await fetchHealthFile(client, "pdf", { from: "2026-02-01", to: "2026-05-01" });
    expect(report).toEqual({ blob: pdf, fileName: "haven-health-report-2026-02-01-to-2026-05-01.pdf" });
    expect(client.get).toHaveBeenLastCalledWith(
      "/health/report.pdf?from=2026-02-01&to=2026-05-01",
      expect.objectContaining({ responseType: "blob" }),
    );

    const exported = await fetchHealthFile(client, "fhir", {
      from: "2026-02-01",
      to: "2026-05-01",
      timeZone: "Europe/London",
    });
    expect(exported.fileName).toBe("haven-health-export-2026-02-01-to-2026-05-01.json");
    expect(client.get).toHaveBeenLastCalledWith(
      "/health/export.json?from=2026-02-01&to=2026-05-01&timeZone=Europe%2FLondon",
      expect.anything(),
    );
  });

  it("reads the API's message out of a refused download", async () => {
    const body = { message: "Validation failed", fieldErrors: { to: "The date cannot be in the future" } };
    const client = fakeClient({
      get: vi.fn(async () => {
        throw new ApiError(400, "Request failed with status code 400", new Blob([JSON.stringify(body)]));
      }),
    });
    const failure = await fetchHealthFile(client, "pdf", { from: "2026-02-01", to: "2999-01-01" }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe("Validation failed");
    expect((failure as ApiError).fieldErrors).toEqual(body.fieldErrors);
  });
});
