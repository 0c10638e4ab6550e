import {
  COACH_PROGRESS_LOCAL_FIELDS,
  type ClientOnboardingProgress,
  type CoachOnboardingProgress,
} from "@pkg/contracts";
import { createListenerMiddleware, isAnyOf } from "@reduxjs/toolkit";

import type { AccountApi } from "../api/account-api";
import {
  clientOnboardingStepSaved,
  type ClientOnboardingState,
} from "../client-onboarding/client-onboarding-slice";
import {
  coachOnboardingStepSaved,
  type CoachOnboardingState,
} from "../coach-onboarding/coach-onboarding-slice";
import type { SessionState } from "../session/session-slice";
import { onboardingStepVisited, type OnboardingProgressState } from "./onboarding-progress-slice";
import { isStepOf, unfinishedFlowOf } from "./onboarding-progress-thunks";

type SyncState = {
  session: SessionState;
  onboardingProgress: OnboardingProgressState;
  clientOnboarding: ClientOnboardingState;
  coachOnboarding: CoachOnboardingState;
};

/** One save: the body and the token of the session it belongs to, taken when the change happened. */
type Save =
  | { flow: "client"; token: string; body: ClientOnboardingProgress }
  | { flow: "coach"; token: string; body: CoachOnboardingProgress };

/** What the person did that the server should know: a page opened, a step's answers kept. */
const progressChanged = isAnyOf(onboardingStepVisited, clientOnboardingStepSaved, coachOnboardingStepSaved);

/** The practitioner's draft as the server keeps it: without files and the recovery answer. */
export function coachDraftForServer(draft: CoachOnboardingState): CoachOnboardingProgress["draft"] {
  const local: readonly string[] = COACH_PROGRESS_LOCAL_FIELDS;
  return Object.fromEntries(
    Object.entries(draft).filter(([field]) => !local.includes(field)),
  ) as CoachOnboardingProgress["draft"];
}

function saveFrom(state: SyncState): Save | null {
  const flow = unfinishedFlowOf(state.session);
  const token = state.session.accessToken;
  const { step, page } = state.onboardingProgress;
  if (!flow || !token || !isStepOf(flow, step)) return null;
  return flow === "client"
    ? {
        flow,
        token,
        body: { step: step as ClientOnboardingProgress["step"], page, draft: state.clientOnboarding },
      }
    : {
        flow,
        token,
        body: {
          step: step as CoachOnboardingProgress["step"],
          page,
          draft: coachDraftForServer(state.coachOnboarding),
        },
      };
}

/**
 * Tells the server where an unfinished onboarding stands as the person moves (decisions.md keeps
 * the draft in the browser; this copy lets a sign-in on another device, or after signing out,
 * resume on the same page). One save at a time, in order; changes made meanwhile are sent as one
 * save of the latest state. A failed save is not retried: the next change sends everything again,
 * and the browser's own draft holds all of it meanwhile.
 */
export function createOnboardingProgressSync(api: AccountApi) {
  const listener = createListenerMiddleware();
  let pending: Save | null = null;
  let running: Promise<void> | null = null;

  const send = (save: Save) =>
    save.flow === "client"
      ? api.saveClientOnboardingProgress(save.body, { token: save.token })
      : api.saveCoachOnboardingProgress(save.body, { token: save.token });

  const drain = async () => {
    while (pending) {
      const save = pending;
      pending = null;
      await send(save).catch(() => undefined);
    }
  };

  const kick = () => {
    if (running) return;
    running = drain().finally(() => {
      running = null;
      if (pending) kick();
    });
  };

  listener.startListening({
    matcher: progressChanged,
    effect: (_action, { getState }) => {
      const save = saveFrom(getState() as SyncState);
      if (!save) return;
      pending = save;
      kick();
    },
  });

  return {
    middleware: listener.middleware,
    /** Resolves once every change made so far has been sent (before a sign-out revokes the token). */
    flush: async (): Promise<void> => {
      while (running) await running;
    },
  };
}
