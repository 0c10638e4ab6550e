import {
  inviteeFromDraft,
  type CoachOnboardingData,
  type CoachOnboardingDraft,
  type CoachOnboardingSubmitResponse,
  type DraftFileRef,
  type InviteClientsResponse,
  type InviteeImportResponse,
} from "@pkg/contracts";
import { createAsyncThunk } from "@reduxjs/toolkit";

import { toApiError, type SerializedApiError } from "../api/api-error";
import type { ThunkExtra } from "../session/session-thunks";
import { deleteDraftFiles, readDraftFile, readDraftFiles, replaceDraftFiles } from "./draft-files";

type CoachThunkState = { coachOnboarding: CoachOnboardingDraft };

const createCoachThunk = createAsyncThunk.withTypes<{
  state: CoachThunkState;
  extra: ThunkExtra;
  rejectValue: SerializedApiError;
}>();

const localError = (error: unknown): SerializedApiError => ({
  status: 0,
  message: error instanceof Error ? error.message : "The file could not be kept in this browser",
  data: null,
});

/** About your practice: the chosen certificates are kept in IndexedDB; the draft holds references. */
export const saveCoachCertificates = createCoachThunk<DraftFileRef[], File[]>(
  "coachOnboarding/saveCertificates",
  async (files, { getState, rejectWithValue }) => {
    try {
      return await replaceDraftFiles(getState().coachOnboarding.certificate_file, files);
    } catch (error) {
      return rejectWithValue(localError(error));
    }
  },
);

/** Profile setup: the picture, kept like the certificates (null removes it). */
export const saveCoachProfilePicture = createCoachThunk<DraftFileRef | null, File | null>(
  "coachOnboarding/saveProfilePicture",
  async (file, { getState, rejectWithValue }) => {
    try {
      const previous = getState().coachOnboarding.profile_picture;
      const [ref] = await replaceDraftFiles(previous ? [previous] : [], file ? [file] : []);
      return ref ?? null;
    } catch (error) {
      return rejectWithValue(localError(error));
    }
  },
);

/** The draft's files, read back from IndexedDB (for a step shown again after a refresh). */
export async function loadCoachOnboardingFiles(
  draft: Pick<CoachOnboardingDraft, "certificate_file" | "profile_picture">,
): Promise<{ certificates: File[]; picture: File | null }> {
  const [certificates, picture] = await Promise.all([
    readDraftFiles(draft.certificate_file),
    draft.profile_picture ? readDraftFile(draft.profile_picture) : Promise.resolve(null),
  ]);
  return { certificates, picture };
}

/** Invite clients: the people in one CSV or PDF file, read by the API for review. */
export const importInvitees = createCoachThunk<InviteeImportResponse, File>(
  "coachOnboarding/importInvitees",
  async (file, { extra, rejectWithValue, signal }) => {
    try {
      return await extra.api.importInvitees(file, { signal });
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
    }
  },
);

/** The answers as `POST /api/coach/onboarding` takes them (the API checks every rule again). */
export function coachOnboardingDataFrom(draft: CoachOnboardingDraft): CoachOnboardingData {
  return {
    practitioner_types: draft.practitioner_types,
    primary_niches: draft.primary_niches,
    school: draft.school,
    recent_client_count: draft.recent_client_count,
    target_client_count: draft.target_client_count,
    uses_labs_supplements: draft.uses_labs_supplements,
    subscription_plan: draft.subscription_plan,
    first_name: draft.first_name,
    last_name: draft.last_name,
    age: draft.age,
    gender: draft.gender,
    timezone: draft.timezone,
    two_factor_enabled: draft.two_factor_enabled,
    two_factor_method:
      draft.two_factor_enabled && draft.two_factor_method ? draft.two_factor_method : undefined,
    security_questions: draft.security_questions,
    security_answers: draft.security_answers,
  } as CoachOnboardingData;
}

export type CoachOnboardingSubmitResult = CoachOnboardingSubmitResponse & {
  /**
   * What the invitations after the onboarding came to: those sent and those not sent, with why
   * (null when there was nobody to invite).
   */
  invitations: InviteClientsResponse | null;
  /** Why the invitations were not sent, when the onboarding was stored but they failed. */
  invitationError: SerializedApiError | null;
};

/**
 * The finish step (decisions.md): sends the whole record with the certificates and the picture
 * to `POST /api/coach/onboarding`, then the invitees to `POST /api/coach/invite-client`. The
 * session takes the answered user (role Practitioner) and the draft and its files are cleared.
 * A refused onboarding keeps everything; refused invitations are reported beside the success.
 */
export const submitCoachOnboarding = createCoachThunk<CoachOnboardingSubmitResult, void>(
  "coachOnboarding/submit",
  async (_, { extra, getState, rejectWithValue }) => {
    const draft = getState().coachOnboarding;
    let response: CoachOnboardingSubmitResponse;
    try {
      const files = await loadCoachOnboardingFiles(draft);
      // A submission is never aborted: leaving the page must not half-send it.
      response = await extra.api.submitCoachOnboarding(coachOnboardingDataFrom(draft), files);
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
    }
    let invitations: InviteClientsResponse | null = null;
    let invitationError: SerializedApiError | null = null;
    if (draft.invitees.length > 0) {
      try {
        invitations = await extra.api.inviteClients({ invitees: draft.invitees.map(inviteeFromDraft) });
      } catch (error) {
        invitationError = toApiError(error).toJSON();
      }
    }
    await deleteDraftFiles([
      ...draft.certificate_file,
      ...(draft.profile_picture ? [draft.profile_picture] : []),
    ]).catch(() => undefined);
    return { ...response, invitations, invitationError };
  },
);
