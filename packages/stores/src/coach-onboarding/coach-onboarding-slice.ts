import { COACH_ONBOARDING_DRAFT_DEFAULTS, type CoachOnboardingDraft } from "@pkg/contracts";
import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";

import { loggedOut } from "../session/session-slice";
import { signOut } from "../session/session-thunks";
import {
  saveCoachCertificates,
  saveCoachProfilePicture,
  submitCoachOnboarding,
} from "./coach-onboarding-thunks";

/** The practitioner's onboarding answers (spec section 3 "Practitioner (coach) onboarding record"). */
export type CoachOnboardingState = CoachOnboardingDraft;

/** Nothing chosen yet (the spec's "initial values are placeholders"). */
export const initialCoachOnboardingState: CoachOnboardingState = structuredClone(
  COACH_ONBOARDING_DRAFT_DEFAULTS,
);

export const coachOnboardingSlice = createSlice({
  name: "coachOnboarding",
  initialState: initialCoachOnboardingState,
  reducers: {
    /** One step's answers (a step saves the fields it asks for). */
    coachOnboardingStepSaved(state, action: PayloadAction<Partial<CoachOnboardingState>>) {
      return { ...state, ...structuredClone(action.payload) };
    },
    /** The whole record at once. */
    coachOnboardingReplaced(_state, action: PayloadAction<CoachOnboardingState>) {
      return structuredClone(action.payload);
    },
    /** Back to the placeholders. */
    coachOnboardingReset() {
      return initialCoachOnboardingState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(saveCoachCertificates.fulfilled, (state, action) => {
        state.certificate_file = action.payload;
      })
      .addCase(saveCoachProfilePicture.fulfilled, (state, action) => {
        state.profile_picture = action.payload;
      })
      // Submitted: the record lives on the server now. A failed submission keeps everything.
      .addCase(submitCoachOnboarding.fulfilled, () => initialCoachOnboardingState)
      // A draft belongs to the person who wrote it: signing out drops it.
      .addMatcher(isAnyOf(loggedOut, signOut.fulfilled, signOut.rejected), () => initialCoachOnboardingState);
  },
});

export const { coachOnboardingStepSaved, coachOnboardingReplaced, coachOnboardingReset } =
  coachOnboardingSlice.actions;
