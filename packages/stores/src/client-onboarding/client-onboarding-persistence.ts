import { LANGUAGE_OPTIONS, NOT_ANSWERED } from "@pkg/contracts";
import type { Reducer } from "@reduxjs/toolkit";
import { createMigrate, persistReducer, type PersistedState, type Storage } from "redux-persist";

import {
  clientOnboardingSlice,
  initialClientOnboardingState,
  type ClientOnboardingState,
} from "./client-onboarding-slice";

/** Every answer of the record is kept in the draft. */
const CLIENT_ONBOARDING_FIELDS = Object.keys(initialClientOnboardingState) as (keyof ClientOnboardingState)[];

const languageList = (language: unknown): ClientOnboardingState["language"] => {
  const known = (value: unknown): value is ClientOnboardingState["language"][number] =>
    (LANGUAGE_OPTIONS as readonly unknown[]).includes(value);
  if (Array.isArray(language)) return language.filter(known);
  if (typeof language === "string" && language !== NOT_ANSWERED) return known(language) ? [language] : [];
  return [];
};

/**
 * Draft versions. 1: the record of spec section 3 with `language` as a list. A draft saved before
 * versions existed kept `language` as one text ('-' when unanswered); it becomes a list, and any
 * field the draft lacks takes its default.
 */
export const clientOnboardingMigrations = {
  1: (state: PersistedState): PersistedState => {
    const saved = (state ?? {}) as Partial<Record<keyof ClientOnboardingState, unknown>> & PersistedState;
    return {
      ...initialClientOnboardingState,
      ...saved,
      language: languageList(saved.language),
    } as unknown as PersistedState;
  },
};

/** The onboarding draft, persisted under its own key so a refresh loses no answer (decisions.md). */
export function persistClientOnboarding(storage: Storage): Reducer<ClientOnboardingState> {
  return persistReducer(
    {
      key: "clientOnboarding",
      version: 1,
      storage,
      whitelist: CLIENT_ONBOARDING_FIELDS,
      migrate: createMigrate(clientOnboardingMigrations, { debug: false }),
      timeout: 5000,
    },
    clientOnboardingSlice.reducer,
  ) as unknown as Reducer<ClientOnboardingState>;
}
