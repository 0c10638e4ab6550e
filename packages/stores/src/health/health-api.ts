import type {
  GlucoseEntry,
  GlucoseImportRequest,
  GlucoseDailyResponse,
  GlucoseListResponse,
  GlucoseMeasurementType,
  GlucoseRequest,
  HealthHistoryRequest,
  HealthHistoryResponse,
  HealthSnapshot,
  MessageResponse,
  MoodEntry,
  MoodListResponse,
  MoodRequest,
  RecommendationsResponse,
  SaveSymptomsRequest,
  SymptomEntry,
  SymptomListResponse,
  UserPreferences,
  UserPreferencesUpdate,
} from "@pkg/contracts";
import { createApi } from "@reduxjs/toolkit/query/react";

import { apiBaseQuery } from "../server-api/base-query";

/** A range of local days (both included, both optional) and a page. */
export type HealthRangeArgs = { from?: string; to?: string; page?: number; pageSize?: number };
export type MoodListArgs = HealthRangeArgs & { timeZone?: string };
export type GlucoseListArgs = HealthRangeArgs & { measurementType?: GlucoseMeasurementType };
/** Where "today" is for the snapshot; the person's preferred zone when absent. */
export type SnapshotArgs = { timeZone?: string } | void;

const entry = (id: string) => encodeURIComponent(id);

/**
 * The client's health area (issue "The client's health area") as RTK Query endpoints: symptom
 * check-ins, moods, glucose, the health history, the person's health preferences, the snapshot
 * and the reading recommended for their worst symptoms. A change invalidates the lists it
 * touches, the snapshot and (for symptoms) the recommendations, so every page shows what was
 * just saved. The report and the export are files: see `fetchHealthFile`.
 *
 * Injected by the health pages when they load (`injectServerApi`), like the content library's API.
 */
export const healthApi = createApi({
  reducerPath: "healthApi",
  baseQuery: apiBaseQuery,
  tagTypes: ["Symptoms", "Mood", "Glucose", "History", "Preferences", "Snapshot", "Recommendations"],
  endpoints: (build) => ({
    snapshot: build.query<HealthSnapshot, SnapshotArgs>({
      query: (args) => ({ url: "/health/snapshot", params: args ?? undefined }),
      providesTags: ["Snapshot"],
    }),
    recommendations: build.query<RecommendationsResponse, void>({
      query: () => "/menopause/recommendations",
      providesTags: ["Recommendations"],
    }),
    symptoms: build.query<SymptomListResponse, HealthRangeArgs>({
      query: (params) => ({ url: "/menopause/symptoms", params }),
      providesTags: ["Symptoms"],
    }),
    saveSymptoms: build.mutation<SymptomEntry, SaveSymptomsRequest>({
      query: (body) => ({ url: "/menopause/save-symptoms", method: "POST", body }),
      invalidatesTags: ["Symptoms", "Snapshot", "Recommendations"],
    }),
    updateSymptoms: build.mutation<SymptomEntry, { id: string; body: SaveSymptomsRequest }>({
      query: ({ id, body }) => ({ url: `/menopause/symptoms/${entry(id)}`, method: "PUT", body }),
      invalidatesTags: ["Symptoms", "Snapshot", "Recommendations"],
    }),
    deleteSymptoms: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/menopause/symptoms/${entry(id)}`, method: "DELETE" }),
      invalidatesTags: ["Symptoms", "Snapshot", "Recommendations"],
    }),
    moods: build.query<MoodListResponse, MoodListArgs>({
      query: (params) => ({ url: "/mood", params }),
      providesTags: ["Mood"],
    }),
    logMood: build.mutation<MoodEntry, MoodRequest>({
      query: (body) => ({ url: "/mood", method: "POST", body }),
      invalidatesTags: ["Mood", "Snapshot"],
    }),
    deleteMood: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/mood/${entry(id)}`, method: "DELETE" }),
      invalidatesTags: ["Mood", "Snapshot"],
    }),
    glucose: build.query<GlucoseListResponse, GlucoseListArgs>({
      query: (params) => ({ url: "/glucose", params }),
      providesTags: ["Glucose"],
    }),
    glucoseDailyAverages: build.query<GlucoseDailyResponse, Omit<GlucoseListArgs, "page" | "pageSize">>({
      query: (params) => ({ url: "/glucose/daily-averages", params }),
      providesTags: ["Glucose"],
    }),
    logGlucose: build.mutation<GlucoseEntry, GlucoseRequest>({
      query: (body) => ({ url: "/glucose", method: "POST", body }),
      invalidatesTags: ["Glucose", "Snapshot"],
    }),
    updateGlucose: build.mutation<GlucoseEntry, { id: string; body: GlucoseRequest }>({
      query: ({ id, body }) => ({ url: `/glucose/${entry(id)}`, method: "PUT", body }),
      invalidatesTags: ["Glucose", "Snapshot"],
    }),
    deleteGlucose: build.mutation<MessageResponse, string>({
      query: (id) => ({ url: `/glucose/${entry(id)}`, method: "DELETE" }),
      invalidatesTags: ["Glucose", "Snapshot"],
    }),
    importGlucose: build.mutation<{ imported: number }, GlucoseImportRequest>({
      query: (body) => ({ url: "/glucose/import", method: "POST", body }),
      invalidatesTags: ["Glucose", "Snapshot"],
    }),
    healthHistory: build.query<HealthHistoryResponse, void>({
      query: () => "/health-history",
      providesTags: ["History"],
    }),
    saveHealthHistory: build.mutation<HealthHistoryResponse, HealthHistoryRequest>({
      query: (body) => ({ url: "/health-history", method: "POST", body }),
      invalidatesTags: ["History", "Snapshot"],
    }),
    preferences: build.query<UserPreferences, void>({
      query: () => "/user/preferences",
      providesTags: ["Preferences"],
    }),
    updatePreferences: build.mutation<UserPreferences, UserPreferencesUpdate>({
      query: (body) => ({ url: "/user/preferences", method: "PUT", body }),
      // Bands depend on 'I have diabetes', "today" on the time zone; the theme and the e-mails
      // change nothing else.
      invalidatesTags: (_result, _error, changes) =>
        changes.glucoseUnit !== undefined ||
        changes.hasDiabetes !== undefined ||
        changes.timeZone !== undefined
          ? ["Preferences", "Glucose", "Mood", "Snapshot"]
          : ["Preferences"],
      // The theme shows at once (the whole app follows the cached preferences), and goes back if
      // the server refuses it.
      async onQueryStarted(changes, { dispatch, queryFulfilled }) {
        if (changes.theme === undefined) return;
        const theme = changes.theme;
        const patch = dispatch(
          healthApi.util.updateQueryData("preferences", undefined, (draft) => {
            draft.theme = theme;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useSnapshotQuery,
  useRecommendationsQuery,
  useSymptomsQuery,
  useSaveSymptomsMutation,
  useUpdateSymptomsMutation,
  useDeleteSymptomsMutation,
  useMoodsQuery,
  useLogMoodMutation,
  useDeleteMoodMutation,
  useGlucoseQuery,
  useGlucoseDailyAveragesQuery,
  useLogGlucoseMutation,
  useUpdateGlucoseMutation,
  useDeleteGlucoseMutation,
  useImportGlucoseMutation,
  useHealthHistoryQuery,
  useSaveHealthHistoryMutation,
  usePreferencesQuery,
  useUpdatePreferencesMutation,
} = healthApi;
