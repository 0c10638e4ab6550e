import type {
  AcceptCoachInviteResponse,
  AuthResponse,
  ClientOnboardingData,
  ClientOnboardingResponse,
  ClientOnboardingSubmitResponse,
  CompleteSignupRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  InvitationDetailsResponse,
  LoginRequest,
  MessageResponse,
  ProfileResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  UpdateProfileRequest,
  UserExistResponse,
  VerifyResetTokenRequest,
  VerifyResetTokenResponse,
} from "@pkg/contracts";
import { ONBOARDING_DATA_FIELD } from "@pkg/contracts";

import type { ApiClient, RequestOptions } from "./client";

/** An onboarding submission's body: the `onboarding_data` field holding `{ data: answers }`. */
function onboardingForm(data: unknown): FormData {
  const form = new FormData();
  form.append(ONBOARDING_DATA_FIELD, JSON.stringify({ data }));
  return form;
}

/** The account calls of spec section 7, typed by the shared contracts. */
export function createAccountApi(client: ApiClient) {
  return {
    signup: (body: SignupRequest, options?: RequestOptions) =>
      client.post<SignupResponse>("/user/signup", body, options),
    completeSignup: (body: CompleteSignupRequest, options?: RequestOptions) =>
      client.post<AuthResponse>("/user/complete-signup", body, options),
    resendVerification: (body: ForgotPasswordRequest, options?: RequestOptions) =>
      client.post<MessageResponse>("/user/resend-verification", body, options),
    login: (body: LoginRequest, options?: RequestOptions) =>
      client.post<AuthResponse>("/user/login", body, options),
    signout: (options?: RequestOptions) => client.post<MessageResponse>("/user/signout", undefined, options),
    userExist: (email: string, options?: RequestOptions) =>
      client.get<UserExistResponse>(`/user-exist/${encodeURIComponent(email)}`, options),
    getProfile: (options?: RequestOptions) => client.get<ProfileResponse>("/user/profile", options),
    updateProfile: (body: UpdateProfileRequest, options?: RequestOptions) =>
      client.put<ProfileResponse>("/user/profile", body, options),
    deleteAccount: (body: DeleteAccountRequest, options?: RequestOptions) =>
      client.delete<MessageResponse>("/user/delete-account", body, options),
    forgotPassword: (body: ForgotPasswordRequest, options?: RequestOptions) =>
      client.post<MessageResponse>("/user/forgot-password", body, options),
    verifyResetToken: (body: VerifyResetTokenRequest, options?: RequestOptions) =>
      client.post<VerifyResetTokenResponse>("/user/verify-reset-token", body, options),
    resetPassword: (body: ResetPasswordRequest, options?: RequestOptions) =>
      client.post<MessageResponse>("/user/reset-password", body, options),
    invitationDetails: (token: string, options?: RequestOptions) =>
      client.get<InvitationDetailsResponse>(
        `/client/invitation-details/${encodeURIComponent(token)}`,
        options,
      ),
    acceptCoachInvite: (token: string, options?: RequestOptions) =>
      client.post<AcceptCoachInviteResponse>("/client/accept-coach-invite", { token }, options),
    /** The client onboarding: multipart, the answers as JSON wrapped in `{ data }` (spec section 7). */
    submitClientOnboarding: (data: ClientOnboardingData, options?: RequestOptions) =>
      client.post<ClientOnboardingSubmitResponse>("/client/onboarding", onboardingForm(data), options),
    getClientOnboarding: (options?: RequestOptions) =>
      client.get<ClientOnboardingResponse>("/client/onboarding", options),
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
