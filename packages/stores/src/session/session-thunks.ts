import type {
  AuthResponse,
  ChangePasswordRequest,
  CompleteSignupRequest,
  DeleteAccountRequest,
  LoginRequest,
  SecondFactorRequest,
  TwoFactorCodeRequest,
  ResetPasswordRequest,
  SignupRequest,
  UpdateProfileRequest,
} from "@pkg/contracts";
import { createAsyncThunk } from "@reduxjs/toolkit";

import { toApiError, type SerializedApiError } from "../api/api-error";
import type { AccountApi } from "../api/account-api";
import type { ApiClient } from "../api/client";

/**
 * What thunks receive besides state: the account calls (stories and tests can pass their own) and
 * the client RTK Query's endpoints send through.
 */
export type ThunkExtra = { api: AccountApi; client: ApiClient };

const createSessionThunk = createAsyncThunk.withTypes<{
  extra: ThunkExtra;
  rejectValue: SerializedApiError;
}>();

/**
 * A thunk around one API call: its result on success, its failure as a serialisable ApiError
 * (spec section 8) on rejection.
 */
function apiThunk<Arg, Result>(
  type: string,
  call: (api: AccountApi, arg: Arg, signal: AbortSignal) => Promise<Result>,
) {
  return createSessionThunk<Result, Arg>(type, async (arg, { extra, rejectWithValue, signal }) => {
    try {
      return await call(extra.api, arg, signal);
    } catch (error) {
      return rejectWithValue(toApiError(error).toJSON());
    }
  });
}

export const signUp = apiThunk("session/signUp", (api, body: SignupRequest, signal) =>
  api.signup(body, { signal }),
);

export const completeSignup = apiThunk(
  "session/completeSignup",
  (api, body: CompleteSignupRequest, signal): Promise<AuthResponse> => api.completeSignup(body, { signal }),
);

export const logIn = apiThunk("session/logIn", (api, body: LoginRequest, signal) =>
  api.login(body, { signal }),
);

/** The second step of a sign-in with two-factor on: the code or a recovery code earns the session. */
export const logInSecondFactor = apiThunk(
  "session/logInSecondFactor",
  (api, body: SecondFactorRequest, signal): Promise<AuthResponse> => api.secondFactor(body, { signal }),
);

/** Settings: two-factor sign-in (its state, set-up of each method, turning it off). */
export const fetchTwoFactor = apiThunk("session/fetchTwoFactor", (api, _arg: void, signal) =>
  api.twoFactorState({ signal }),
);
export const setupTotp = apiThunk("session/setupTotp", (api, _arg: void, signal) =>
  api.setupTotp({ signal }),
);
export const confirmTotp = apiThunk("session/confirmTotp", (api, body: TwoFactorCodeRequest, signal) =>
  api.confirmTotp(body, { signal }),
);
export const startEmailTwoFactor = apiThunk("session/startEmailTwoFactor", (api, _arg: void, signal) =>
  api.startEmailTwoFactor({ signal }),
);
export const confirmEmailTwoFactor = apiThunk(
  "session/confirmEmailTwoFactor",
  (api, body: TwoFactorCodeRequest, signal) => api.confirmEmailTwoFactor(body, { signal }),
);
export const startSmsTwoFactor = apiThunk("session/startSmsTwoFactor", (api, _arg: void, signal) =>
  api.startSmsTwoFactor({ signal }),
);
export const confirmSmsTwoFactor = apiThunk(
  "session/confirmSmsTwoFactor",
  (api, body: TwoFactorCodeRequest, signal) => api.confirmSmsTwoFactor(body, { signal }),
);
export const disableTwoFactor = apiThunk("session/disableTwoFactor", (api, password: string, signal) =>
  api.disableTwoFactor({ password }, { signal }),
);

/**
 * Revokes an access token on the server: the session's, or the one given (so a caller can end the
 * session here first and still tell the server which token to revoke).
 */
export const signOut = apiThunk("session/signOut", (api, token: string | undefined, signal) =>
  api.signout({ signal, token }),
);

/** The signed-in person's profile (`GET /api/user/profile`), for Settings. */
export const fetchProfile = apiThunk("session/fetchProfile", (api, _arg: void, signal) =>
  api.getProfile({ signal }),
);

/** Changes name, phone or date of birth; the session takes the new name. */
export const updateProfile = apiThunk("session/updateProfile", (api, body: UpdateProfileRequest, signal) =>
  api.updateProfile(body, { signal }),
);

export const forgotPassword = apiThunk("session/forgotPassword", (api, email: string, signal) =>
  api.forgotPassword({ email }, { signal }),
);

export const resendVerification = apiThunk("session/resendVerification", (api, email: string, signal) =>
  api.resendVerification({ email }, { signal }),
);

export const verifyResetLink = apiThunk(
  "session/verifyResetLink",
  (api, body: CompleteSignupRequest, signal) => api.verifyResetToken(body, { signal }),
);

export const resetPassword = apiThunk("session/resetPassword", (api, body: ResetPasswordRequest, signal) =>
  api.resetPassword(body, { signal }),
);

export const fetchInvitationDetails = apiThunk(
  "session/fetchInvitationDetails",
  (api, token: string, signal) => api.invitationDetails(token, { signal }),
);

export const acceptCoachInvite = apiThunk("session/acceptCoachInvite", (api, token: string, signal) =>
  api.acceptCoachInvite(token, { signal }),
);

/** Changes the password; the session goes on with the new access token (the others end). */
export const changePassword = apiThunk("session/changePassword", (api, body: ChangePasswordRequest, signal) =>
  api.changePassword(body, { signal }),
);

/** Deletes the account and its data. The caller ends the session here (after leaving guarded pages). */
export const deleteAccount = apiThunk("session/deleteAccount", (api, body: DeleteAccountRequest, signal) =>
  api.deleteAccount(body, { signal }),
);
