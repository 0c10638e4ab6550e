export { ApiError, toApiError, type SerializedApiError } from "./api/api-error";
export { createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from "./api/client";
export { createAccountApi, type AccountApi } from "./api/account-api";
export {
  initialSessionState,
  loggedOut,
  sessionSlice,
  type SessionState,
  type SessionUser,
} from "./session/session-slice";
export {
  acceptCoachInvite,
  completeSignup,
  fetchInvitationDetails,
  fetchProfile,
  forgotPassword,
  logIn,
  resendVerification,
  resetPassword,
  signOut,
  signUp,
  updateProfile,
  verifyResetLink,
  type ThunkExtra,
} from "./session/session-thunks";
export {
  selectAccessToken,
  selectFirstName,
  selectFirstVisit,
  selectIsSignedIn,
  selectResetCredentials,
  selectRole,
  selectSession,
  selectUser,
  type Role,
} from "./session/session-selectors";
export {
  makeStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppDispatch,
  type AppStore,
  type MakeStoreOptions,
  type ServerApi,
  type RootState,
} from "./store";
export { createBrowserStorage } from "./browser-storage";
export { PersistGate } from "redux-persist/integration/react";
export {
  clientOnboardingMigrations,
  clientOnboardingReplaced,
  clientOnboardingStepSaved,
  clientOnboardingReset,
  clientOnboardingSlice,
  initialClientOnboardingState,
  resolveOtherChoice,
  resolveOtherChoices,
  selectClientOnboarding,
  submitClientOnboarding,
  type ClientOnboardingState,
  type ClientStepAnswers,
} from "./client-onboarding";
export {
  coachOnboardingDataFrom,
  coachOnboardingMigrations,
  coachOnboardingReplaced,
  coachOnboardingReset,
  coachOnboardingSlice,
  coachOnboardingStepSaved,
  importInvitees,
  initialCoachOnboardingState,
  loadCoachOnboardingFiles,
  saveCoachCertificates,
  saveCoachProfilePicture,
  selectCoachOnboarding,
  submitCoachOnboarding,
  type CoachOnboardingState,
  type CoachOnboardingSubmitResult,
} from "./coach-onboarding";
export {
  clientMoodCleared,
  clientMoodSlice,
  initialClientMoodState,
  lastLogInRecorded,
  moodRecorded,
  selectClientMood,
  type ClientMoodState,
} from "./client-mood";
export {
  dateSet,
  glucoseDraftCleared,
  glucoseDraftSlice,
  glucoseValueSet,
  initialGlucoseDraftState,
  measurementTypeSet,
  notesSet,
  selectGlucoseDraft,
  type GlucoseDraftState,
} from "./glucose-draft";
export {
  coachDraftForServer,
  initialOnboardingProgressState,
  onboardingProgressSlice,
  onboardingStepVisited,
  resumeOnboarding,
  selectOnboardingProgress,
  type OnboardingProgressState,
  type ResumedPosition,
} from "./onboarding-progress";
export {
  apiBaseQuery,
  withParams,
  type ApiRequest,
  type QueryParams,
  type ServerApiExtra,
} from "./server-api/base-query";
export {
  contentApi,
  useContentActionMutation,
  useContentCountsQuery,
  useContentListQuery,
  useContentQuery,
  useCreateContentMutation,
  useDeleteAttachmentMutation,
  useDeleteContentMutation,
  useLibraryStatusQuery,
  useMarkSourceUpdatedMutation,
  usePublishedListQuery,
  usePublishedQuery,
  useReviewersQuery,
  useUpdateContentMutation,
  useUploadAttachmentMutation,
  type ContentListArgs,
  type PublishedListArgs,
} from "./content/content-api";
