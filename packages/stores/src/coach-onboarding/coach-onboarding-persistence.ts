import type { Reducer } from "@reduxjs/toolkit";
import { createMigrate, persistReducer, type PersistedState, type Storage } from "redux-persist";

import {
  coachOnboardingSlice,
  initialCoachOnboardingState,
  type CoachOnboardingState,
} from "./coach-onboarding-slice";

const COACH_ONBOARDING_FIELDS = Object.keys(initialCoachOnboardingState) as (keyof CoachOnboardingState)[];

/** Draft versions. 1: the record of spec section 3, files as IndexedDB references. */
export const coachOnboardingMigrations = {
  1: (state: PersistedState): PersistedState =>
    ({ ...initialCoachOnboardingState, ...(state ?? {}) }) as unknown as PersistedState,
};

/** The practitioner's draft, persisted under its own key so a refresh loses no answer (decisions.md). */
export function persistCoachOnboarding(storage: Storage): Reducer<CoachOnboardingState> {
  return persistReducer(
    {
      key: "coachOnboarding",
      version: 1,
      storage,
      whitelist: COACH_ONBOARDING_FIELDS,
      migrate: createMigrate(coachOnboardingMigrations, { debug: false }),
      timeout: 5000,
    },
    coachOnboardingSlice.reducer,
  ) as unknown as Reducer<CoachOnboardingState>;
}
