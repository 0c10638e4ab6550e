import {
  CLIENT_ONBOARDING_STEP_IDS,
  COACH_ONBOARDING_STEP_IDS,
  ROLE_IDS,
  type OnboardingStepId,
} from "@pkg/contracts";
import { createAsyncThunk } from "@reduxjs/toolkit";

import { toApiError, type SerializedApiError } from "../api/api-error";
import {
  clientOnboardingReplaced,
  initialClientOnboardingState,
  type ClientOnboardingState,
} from "../client-onboarding/client-onboarding-slice";
import {
  coachOnboardingReplaced,
  initialCoachOnboardingState,
  type CoachOnboardingState,
} from "../coach-onboarding/coach-onboarding-slice";
import type { SessionState } from "../session/session-slice";
import type { ThunkExtra } from "../session/session-thunks";

type ResumeState = {
  session: SessionState;
  clientOnboarding: ClientOnboardingState;
  coachOnboarding: CoachOnboardingState;
};

const createProgressThunk = createAsyncThunk.withTypes<{
  state: ResumeState;
  extra: ThunkExtra;
  rejectValue: SerializedApiError;
}>();

export type ResumedPosition = { step: OnboardingStepId; page: number | null };

/** Whether the signed-in person's onboarding is unfinished, and which flow it is. */
export function unfinishedFlowOf(session: SessionState): "client" | "coach" | null {
  const user = session.user;
  if (!user || !session.accessToken) return null;
  if (user.roleName && user.onboardingCompleted !== false) return null;
  if (user.roleID === ROLE_IDS.client) return "client";
  if (user.roleID === ROLE_IDS.practitioner) return "coach";
  return null;
}

/** Whether a saved step belongs to the flow (a step of the other flow is never resumed). */
export function isStepOf(flow: "client" | "coach", step: string | null): step is OnboardingStepId {
  const steps: readonly string[] = flow === "client" ? CLIENT_ONBOARDING_STEP_IDS : COACH_ONBOARDING_STEP_IDS;
  return step !== null && steps.includes(step);
}

/**
 * After signing in with an unfinished onboarding: reads where it stands on the server and takes
 * its draft (the browser's own files and recovery answer stay), answering the page to resume on.
 * Null when the server kept nothing (or the onboarding is finished): the flow starts at its start.
 */
export const resumeOnboarding = createProgressThunk<ResumedPosition | null, void>(
  "onboardingProgress/resume",
  async (_, { extra, getState, dispatch, rejectWithValue, signal }) => {
    const state = getState();
    const flow = unfinishedFlowOf(state.session);
    try {
      if (flow === "client") {
        const { progress } = await extra.api.getClientOnboardingProgress({ signal });
        if (!progress) return null;
        dispatch(clientOnboardingReplaced({ ...initialClientOnboardingState, ...progress.draft }));
        return { step: progress.step, page: progress.page };
      }
      if (flow === "coach") {
        const { progress } = await extra.api.getCoachOnboardingProgress({ signal });
        if (!progress) return null;
        const local = state.coachOnboarding;
        dispatch(
          coachOnboardingReplaced({
            ...initialCoachOnboardingState,
            ...progress.draft,
            certificate_file: local.certificate_file,
            profile_picture: local.profile_picture,
            security_answers: local.security_answers,
          }),
        );
        return { step: progress.step, page: progress.page };
      }
      return null;
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
    }
  },
);
