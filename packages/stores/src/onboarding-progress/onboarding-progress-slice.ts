import type { OnboardingStepId } from "@pkg/contracts";
import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";

import { submitClientOnboarding } from "../client-onboarding/client-onboarding-thunks";
import { submitCoachOnboarding } from "../coach-onboarding/coach-onboarding-thunks";
import { loggedOut } from "../session/session-slice";
import { completeSignup, logIn, signOut } from "../session/session-thunks";
import { resumeOnboarding } from "./onboarding-progress-thunks";

/** The onboarding page a person is on (a carousel's page too), so that they resume there. */
export type OnboardingProgressState = {
  step: OnboardingStepId | null;
  /** The carousel page of the step, null for a step without pages. */
  page: number | null;
};

export const initialOnboardingProgressState: OnboardingProgressState = { step: null, page: null };

export const onboardingProgressSlice = createSlice({
  name: "onboardingProgress",
  initialState: initialOnboardingProgressState,
  reducers: {
    /** An onboarding page was opened (the server is told, see `createOnboardingProgressSync`). */
    onboardingStepVisited(_state, action: PayloadAction<{ step: OnboardingStepId; page?: number | null }>) {
      return { step: action.payload.step, page: action.payload.page ?? null };
    },
  },
  extraReducers: (builder) => {
    builder
      // Signed in again: the page the server kept, when it kept one.
      .addCase(resumeOnboarding.fulfilled, (state, action) => action.payload ?? state)
      // Submitted, signed out, or a new session (resumed from the server, if anything): nothing
      // of the page before is kept.
      .addMatcher(
        isAnyOf(
          logIn.fulfilled,
          completeSignup.fulfilled,
          submitClientOnboarding.fulfilled,
          submitCoachOnboarding.fulfilled,
          loggedOut,
          signOut.fulfilled,
          signOut.rejected,
        ),
        () => initialOnboardingProgressState,
      );
  },
});

export const { onboardingStepVisited } = onboardingProgressSlice.actions;

type WithOnboardingProgress = { onboardingProgress: OnboardingProgressState };

export const selectOnboardingProgress = (state: WithOnboardingProgress) => state.onboardingProgress;
