import {
  CLIENT_ONBOARDING_DEFAULTS,
  NOT_ANSWERED,
  OTHER_PLEASE_SPECIFY,
  type AboutYouAnswers,
  type ChoiceAnswer,
  type ChoicesAnswer,
  type PersonalityType,
  type SupportAnswer,
} from "@pkg/contracts";
import { createSlice, isAnyOf, type PayloadAction } from "@reduxjs/toolkit";

import { loggedOut } from "../session/session-slice";
import { signOut } from "../session/session-thunks";
import { submitClientOnboarding } from "./client-onboarding-thunks";

/** The client's onboarding answers (spec section 3 "Client onboarding record"). */
export type ClientOnboardingState = typeof CLIENT_ONBOARDING_DEFAULTS;

/** The spec's defaults: '-' for unanswered choices and readiness, 0 for age, empty lists. */
export const initialClientOnboardingState: ClientOnboardingState =
  structuredClone(CLIENT_ONBOARDING_DEFAULTS);

/** The choices whose 'Other' entry is replaced by what the person typed. */
const OTHER_CHOICES: readonly string[] = ["Other", OTHER_PLEASE_SPECIFY];

/**
 * A single choice as it is saved: 'Other' (or 'Other (please specify)') becomes the typed text,
 * trimmed (spec section 4); no choice stays unanswered.
 */
export function resolveOtherChoice(choice: string | undefined, otherText = ""): string {
  if (!choice) return NOT_ANSWERED;
  return OTHER_CHOICES.includes(choice) ? otherText.trim() : choice;
}

/** A multiple choice as it is saved: its 'Other' entry becomes the typed text. */
export function resolveOtherChoices(choices: readonly string[], otherText = ""): string[] {
  return choices.map((choice) => resolveOtherChoice(choice, otherText));
}

/** A client step's answers, named by the step (spec section 5: steps 1 to 7). */
export type ClientStepAnswers =
  | { step: "aboutYou"; answers: AboutYouAnswers }
  | { step: "whatBringsYouHere"; answers: ChoiceAnswer }
  /** 1 to 3, checked by the step before it saves. */
  | { step: "values"; answers: ChoicesAnswer }
  | { step: "barriers"; answers: ChoiceAnswer }
  /** Any number of choices. */
  | { step: "support"; answers: SupportAnswer }
  /** 'I already know my type'; the summary's card may set it back to unanswered. */
  | { step: "personalityType"; answers: PersonalityType | typeof NOT_ANSWERED }
  /** The slider's position, 0 to 10. */
  | { step: "readiness"; answers: number };

export const clientOnboardingSlice = createSlice({
  name: "clientOnboarding",
  initialState: initialClientOnboardingState,
  reducers: {
    /**
     * A step's answers kept in the draft: one event for the whole flow, named by its step.
     * Optional answers left empty are saved as unanswered; 'Other' becomes the typed text.
     */
    clientOnboardingStepSaved(state, action: PayloadAction<ClientStepAnswers>) {
      const saved = action.payload;
      switch (saved.step) {
        case "aboutYou": {
          const answers = saved.answers;
          state.age = answers.age;
          state.menopauseStatus = answers.menopauseStatus;
          state.country = answers.country;
          state.ZIP = answers.ZIP.trim();
          state.language = [...answers.language];
          state.household = answers.household;
          state.race = resolveOtherChoice(answers.race, answers.raceOther);
          state.education = answers.education || NOT_ANSWERED;
          state.occupation = answers.occupation || NOT_ANSWERED;
          break;
        }
        case "whatBringsYouHere":
          state.whatBringsYouHere = resolveOtherChoice(saved.answers.choice, saved.answers.otherText);
          break;
        case "values":
          state.values = resolveOtherChoices(saved.answers.choices, saved.answers.otherText);
          break;
        case "barriers":
          state.barriers = resolveOtherChoice(saved.answers.choice, saved.answers.otherText);
          break;
        case "support":
          state.support = [...saved.answers];
          break;
        case "personalityType":
          state.personalityType = saved.answers;
          break;
        case "readiness":
          state.readiness = saved.answers;
          break;
      }
    },
    /** The whole record at once (a summary card saved, or answers loaded from the server). */
    clientOnboardingReplaced(_state, action: PayloadAction<ClientOnboardingState>) {
      return structuredClone(action.payload);
    },
    /** Back to the defaults (after the onboarding is submitted). */
    clientOnboardingReset() {
      return initialClientOnboardingState;
    },
  },
  extraReducers: (builder) => {
    // Submitted: the record now lives on the server. A failed submission keeps the draft.
    builder.addCase(submitClientOnboarding.fulfilled, () => initialClientOnboardingState);
    // A draft belongs to the person who wrote it: signing out drops it.
    builder.addMatcher(
      isAnyOf(loggedOut, signOut.fulfilled, signOut.rejected),
      () => initialClientOnboardingState,
    );
  },
});

export const { clientOnboardingStepSaved, clientOnboardingReplaced, clientOnboardingReset } =
  clientOnboardingSlice.actions;
