import type {
  AcceptCoachInviteResponse,
  AuthResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  ClientOnboardingData,
  ClientOnboardingProgress,
  ClientOnboardingProgressResponse,
  ClientOnboardingResponse,
  ClientOnboardingSubmitResponse,
  CoachOnboardingData,
  CoachOnboardingProgress,
  CoachOnboardingProgressResponse,
  CoachOnboardingResponse,
  CoachOnboardingSubmitResponse,
  CompleteSignupRequest,
  DeleteAccountRequest,
  ForgotPasswordRequest,
  InvitationDetailsResponse,
  InviteClientsRequest,
  InviteClientsResponse,
  InviteeImportResponse,
  LinkRequestResponse,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RecoveryCodesResponse,
  SecondFactorRequest,
  TotpSetupResponse,
  TwoFactorCodeRequest,
  TwoFactorState,
  ProfileResponse,
  ResetPasswordRequest,
  SignupRequest,
  SignupResponse,
  UpdateProfileRequest,
  UserExistResponse,
  VerifyResetTokenRequest,
  VerifyResetTokenResponse,
} from "@pkg/contracts";
import { INVITEE_IMPORT_FIELD, ONBOARDING_DATA_FIELD, ONBOARDING_FILE_FIELDS } from "@pkg/contracts";

import type { ApiClient, RequestOptions } from "./client";

/** An onboarding submission's body: the `onboarding_data` field holding `{ data: answers }`. */
function onboardingForm(data: unknown): FormData {
  const form = new FormData();
  form.append(ONBOARDING_DATA_FIELD, JSON.stringify({ data }));
  return form;
}

/** The practitioner's submission: the answers and the files beside them. */
function coachOnboardingForm(
  data: CoachOnboardingData,
  files: { certificates: readonly File[]; picture: File | null },
): FormData {
  const form = onboardingForm(data);
  for (const file of files.certificates) form.append(ONBOARDING_FILE_FIELDS.certificate, file, file.name);
  if (files.picture) form.append(ONBOARDING_FILE_FIELDS.profilePicture, files.picture, files.picture.name);
  return form;
}

/** The account calls of spec section 7, typed by the shared contracts. */
export function createAccountApi(client: ApiClient) {
  return {
    signup: (body: SignupRequest, options?: RequestOptions) =>
      client.post<SignupResponse>("/user/signup", body, options),
    completeSignup: (body: CompleteSignupRequest, options?: RequestOptions) =>
      client.post<AuthResponse>("/user/complete-signup", body, options),
    /** Says whether a link went out or the cooldown held it back (the same for any address). */
    resendVerification: (body: ForgotPasswordRequest, options?: RequestOptions) =>
      client.post<LinkRequestResponse>("/user/resend-verification", body, options),
    /** The session, or a second-factor challenge when two-factor sign-in is on. */
    login: (body: LoginRequest, options?: RequestOptions) =>
      client.post<LoginResponse>("/user/login", body, options),
    /** The second step of a sign-in: a code, or one recovery code. */
    secondFactor: (body: SecondFactorRequest, options?: RequestOptions) =>
      client.post<AuthResponse>("/user/login/second-factor", body, options),
    twoFactorState: (options?: RequestOptions) => client.get<TwoFactorState>("/user/two-factor", options),
    setupTotp: (options?: RequestOptions) =>
      client.post<TotpSetupResponse>("/user/two-factor/totp/setup", undefined, options),
    confirmTotp: (body: TwoFactorCodeRequest, options?: RequestOptions) =>
      client.post<RecoveryCodesResponse>("/user/two-factor/totp/confirm", body, options),
    startEmailTwoFactor: (options?: RequestOptions) =>
      client.post<MessageResponse>("/user/two-factor/email/enable", undefined, options),
    confirmEmailTwoFactor: (body: TwoFactorCodeRequest, options?: RequestOptions) =>
      client.post<RecoveryCodesResponse>("/user/two-factor/email/confirm", body, options),
    /** Texts a code to the profile's phone number (409 NO_PHONE / SMS_UNAVAILABLE, 502 SMS_NOT_SENT). */
    startSmsTwoFactor: (options?: RequestOptions) =>
      client.post<MessageResponse>("/user/two-factor/sms/enable", undefined, options),
    confirmSmsTwoFactor: (body: TwoFactorCodeRequest, options?: RequestOptions) =>
      client.post<RecoveryCodesResponse>("/user/two-factor/sms/confirm", body, options),
    disableTwoFactor: (body: { password: string }, options?: RequestOptions) =>
      client.delete<MessageResponse>("/user/two-factor", body, options),
    signout: (options?: RequestOptions) => client.post<MessageResponse>("/user/signout", undefined, options),
    userExist: (email: string, options?: RequestOptions) =>
      client.get<UserExistResponse>(`/user-exist/${encodeURIComponent(email)}`, options),
    getProfile: (options?: RequestOptions) => client.get<ProfileResponse>("/user/profile", options),
    /** The person's profile picture as an image (an ApiError with status 404 when there is none). */
    getProfilePicture: (options?: RequestOptions) =>
      client.get<Blob>("/user/profile-picture", { ...options, responseType: "blob" }),
    updateProfile: (body: UpdateProfileRequest, options?: RequestOptions) =>
      client.put<ProfileResponse>("/user/profile", body, options),
    /** Signs every other session out; the answer carries this session's new access token. */
    changePassword: (body: ChangePasswordRequest, options?: RequestOptions) =>
      client.post<ChangePasswordResponse>("/user/change-password", body, options),
    deleteAccount: (body: DeleteAccountRequest, options?: RequestOptions) =>
      client.delete<MessageResponse>("/user/delete-account", body, options),
    forgotPassword: (body: ForgotPasswordRequest, options?: RequestOptions) =>
      client.post<LinkRequestResponse>("/user/forgot-password", body, options),
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
    /** The practitioner onboarding: the answers plus the certificates and the profile picture. */
    submitCoachOnboarding: (
      data: CoachOnboardingData,
      files: { certificates: readonly File[]; picture: File | null },
      options?: RequestOptions,
    ) =>
      client.post<CoachOnboardingSubmitResponse>(
        "/coach/onboarding",
        coachOnboardingForm(data, files),
        options,
      ),
    getCoachOnboarding: (options?: RequestOptions) =>
      client.get<CoachOnboardingResponse>("/coach/onboarding", options),
    /** Where an unfinished onboarding stands on the server: the page and the draft. */
    getClientOnboardingProgress: (options?: RequestOptions) =>
      client.get<ClientOnboardingProgressResponse>("/client/onboarding/progress", options),
    saveClientOnboardingProgress: (body: ClientOnboardingProgress, options?: RequestOptions) =>
      client.put<ClientOnboardingProgressResponse>("/client/onboarding/progress", body, options),
    getCoachOnboardingProgress: (options?: RequestOptions) =>
      client.get<CoachOnboardingProgressResponse>("/coach/onboarding/progress", options),
    saveCoachOnboardingProgress: (body: CoachOnboardingProgress, options?: RequestOptions) =>
      client.put<CoachOnboardingProgressResponse>("/coach/onboarding/progress", body, options),
    inviteClients: (body: InviteClientsRequest, options?: RequestOptions) =>
      client.post<InviteClientsResponse>("/coach/invite-client", body, options),
    /** Reads the people in one CSV or PDF file for review; nothing is sent. */
    importInvitees: (file: File, options?: RequestOptions) => {
      const form = new FormData();
      form.append(INVITEE_IMPORT_FIELD, file, file.name);
      return client.post<InviteeImportResponse>("/coach/invitees/import", form, options);
    },
  };
}

export type AccountApi = ReturnType<typeof createAccountApi>;
