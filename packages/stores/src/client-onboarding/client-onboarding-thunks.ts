import type { ClientOnboardingData, ClientOnboardingSubmitResponse } from "@pkg/contracts";
import { createAsyncThunk } from "@reduxjs/toolkit";

import { toApiError, type SerializedApiError } from "../api/api-error";
import type { ThunkExtra } from "../session/session-thunks";

const createOnboardingThunk = createAsyncThunk.withTypes<{
  extra: ThunkExtra;
  rejectValue: SerializedApiError;
}>();

/**
 * The finish step (decisions.md): sends the onboarding answers to `POST /api/client/onboarding`.
 * The API answers the full user, now with its role name, and the stored record; the session
 * takes that user (the role becomes Client) and the draft is cleared. A failure keeps the draft.
 */
export const submitClientOnboarding = createOnboardingThunk<
  ClientOnboardingSubmitResponse,
  ClientOnboardingData
>("clientOnboarding/submit", async (data, { extra, rejectWithValue, signal }) => {
  try {
    return await extra.api.submitClientOnboarding(data, { signal });
  } catch (error) {
    return rejectWithValue(toApiError(error).toJSON());
  }
});
