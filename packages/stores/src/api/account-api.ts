import type {
  AcceptCoachInviteResponse,
  AuthResponse,
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

import type { ApiClient, RequestOptions } from "./client";

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
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
