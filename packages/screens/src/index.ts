export { ScreensProvider, type ScreenLinkProps, type ScreensProviderProps } from "./environment";
export { lazyModule, useLoadOnFirstInteraction } from "./shared/lazy-module";
export { AuthLayout, BrandMark, type AuthLayoutProps } from "./auth/auth-layout";
export { FormMessage, secondsLeft, useCooldown, type FormMessageProps } from "./auth/shared";
export {
  RegisterScreen,
  useSignUpForm,
  type RegisterScreenProps,
  type SignUpData,
  type SignUpErrors,
} from "./auth/register";
export {
  LinkVerificationScreen,
  type LinkVerificationMode,
  type LinkVerificationScreenProps,
} from "./auth/link-verification";
export {
  ForgotPasswordScreen,
  useForgotPasswordForm,
  type ForgotPasswordScreenProps,
} from "./auth/forgot-password";
export {
  NewPasswordScreen,
  useNewPasswordForm,
  type NewPasswordScreenProps,
  type NewPasswordValues,
} from "./auth/new-password";
export {
  LoginScreen,
  useLoginForm,
  type LoginFailure,
  type LoginScreenProps,
  type LoginValues,
  SecondFactorScreen,
  type SecondFactorAnswer,
  type SecondFactorScreenProps,
} from "./auth/login";
export { AppFrame, type AppFrameProps, type AppNavItem } from "./app/app-frame";
export { AdminScreen, type AdminScreenProps } from "./app/admin";
export { ReportedChatsSection, type ReportedChatsSectionProps } from "./admin/reported-chats";
export { ReportedChatScreen, type ReportedChatScreenProps } from "./admin/reported-chat";
export { AdminLinks, type AdminLinksProps } from "./admin/admin-links";
export { AuditLogSection, type AuditLogSectionProps } from "./admin/audit-log";
export { MailSection, type MailSectionProps } from "./admin/mail";
export { PeopleSection, type PeopleSectionProps } from "./admin/people";
export { SourcesSection, type MarkSourceResult, type SourcesSectionProps } from "./admin/sources";
export { PersonDialog, type PersonAction, type PersonDialogProps } from "./admin/person-dialog";
export {
  HealthSnapshotScreen,
  type HealthSnapshotArticle,
  type HealthSnapshotData,
  type HealthSnapshotScreenProps,
  type ReportFormat,
  type SnapshotLinks,
  type SnapshotRecommendations,
  type SnapshotTrendRow,
} from "./health/snapshot";
export {
  SymptomsScreen,
  type CheckInLayout,
  type QuickLogValues,
  type SymptomEdit,
  type SymptomsScreenProps,
} from "./health/symptoms";
export { MoodScreen, type MoodLogValues, type MoodScreenProps } from "./health/mood";
export {
  checkGlucoseImportRows,
  emptyGlucoseImportMapping,
  GlucoseScreen,
  guessGlucoseImportMapping,
  instantOfLocal,
  type GlucoseDailyAverage,
  type GlucoseDraft,
  type GlucoseFieldErrors,
  type GlucoseImportMapping,
  type GlucoseImportPreview,
  type GlucoseScreenProps,
} from "./health/glucose";
export {
  HEALTH_HISTORY_SAVED,
  HealthHistoryScreen,
  type HealthHistoryErrors,
  type HealthHistoryScreenProps,
} from "./health/history";
export {
  HealthTimelineScreen,
  periodStart,
  TIMELINE_PERIODS,
  type HealthTimelineScreenProps,
  type TimelineDay,
  type TimelinePeriod,
} from "./health/timeline";
export { greetingOf } from "./app/greeting";
export {
  SettingsScreen,
  type SettingsProfileField,
  type SettingsProfileValues,
  type SettingsScreenProps,
  PreferencesCard,
  type PreferencesCardProps,
  type PreferencesDraft,
  PasswordCard,
  type PasswordCardProps,
  type PasswordField,
  type PasswordValues,
  TwoFactorCard,
  type TwoFactorCardProps,
  TwoFactorReminder,
  type TwoFactorReminderProps,
  YourDataCard,
  type YourDataCardProps,
} from "./app/settings";
export {
  PracticeProfileCard,
  ProfilePictureCard,
  type PracticeProfileCardProps,
  type PracticeProfileField,
  type PracticeProfileValues,
  type ProfilePictureCardProps,
} from "./app/settings";
export {
  ContentEditorScreen,
  ContentEditorUnavailable,
  contentEditorValuesFrom,
  emptyContentEditorValues,
  ReadabilityNote,
  toContentRequest,
  useContentEditorForm,
  type ContentEditorErrors,
  type ContentEditorScreenProps,
  type ContentEditorValues,
  type ReadabilityNoteProps,
} from "./content/content-editor";
export { ContentLibraryScreen, type ContentLibraryScreenProps } from "./content/content-library";
export {
  LIBRARY_ARTICLE_NOTE,
  LibraryArticleScreen,
  LibraryScreen,
  type LibraryArticleScreenProps,
  type LibraryArticleStatus,
  type LibraryListItem,
  type LibraryScreenProps,
} from "./content/library-reader";
export {
  ContentHistory,
  ContentReviewPanel,
  type ContentHistoryProps,
  type ContentReviewField,
  type ContentReviewPanelProps,
} from "./content/content-review";
export {
  CLIENT_READABILITY_GRADE_MAX,
  isAboveClientGrade,
  readabilityOf,
  type Readability,
} from "./content/readability";
export {
  PRACTITIONER_INTRO_PAGES,
  PractitionerIntroScreen,
  type PractitionerIntroScreenProps,
} from "./onboarding/practitioner/intro";
export {
  PractitionerTypeScreen,
  practitionerTypeValuesFrom,
  usePractitionerTypeForm,
  type PractitionerTypeScreenProps,
} from "./onboarding/practitioner/practitioner-type";
export {
  addNiche,
  FocusAreasScreen,
  focusAreasValuesFrom,
  useFocusAreasForm,
  type FocusAreasScreenProps,
} from "./onboarding/practitioner/focus-areas";
export {
  AboutPracticeScreen,
  aboutPracticeValuesFrom,
  useAboutPracticeForm,
  type AboutPracticeScreenProps,
} from "./onboarding/practitioner/about-practice";
export {
  SubscriptionPlanScreen,
  subscriptionPlanValuesFrom,
  useSubscriptionPlanForm,
  type SubscriptionPlanScreenProps,
} from "./onboarding/practitioner/subscription-plan";
export {
  ProfileSetupScreen,
  profileSetupValuesFrom,
  useProfileSetupForm,
  type ProfileSetupScreenProps,
} from "./onboarding/practitioner/profile-setup";
export {
  InviteClientsScreen,
  inviteClientsValuesFrom,
  useInviteClientsForm,
  type InviteClientsScreenProps,
} from "./onboarding/practitioner/invite-clients";
export {
  PractitionerFinishScreen,
  type PractitionerFinishScreenProps,
  type PractitionerFinishStatus,
} from "./onboarding/practitioner/finish";
export { type StepFormController } from "./onboarding/shared";
export { CLIENT_ONBOARDING_STEPS, CLIENT_ROLE_LABEL } from "./onboarding/client/shared";
export { WelcomeScreen, type WelcomeScreenProps } from "./onboarding/client/welcome";
export {
  aboutYouValuesFrom,
  barriersValuesFrom,
  personalityTypeValuesFrom,
  readinessFrom,
  valuesValuesFrom,
  whatBringsYouHereValuesFrom,
} from "./onboarding/client/shared";
export {
  ChooseTestScreen,
  type ChooseTestScreenProps,
  type PersonalityTestId,
} from "./onboarding/client/choose-test";
export { SummaryScreen, type InsightsAnswers, type SummaryScreenProps } from "./onboarding/client/summary";
export {
  FINISH_REDIRECT_SECONDS,
  FinishScreen,
  type FinishScreenProps,
  type FinishStatus,
} from "./onboarding/client/finish";
export { AboutYouScreen, useAboutYouForm, type AboutYouScreenProps } from "./onboarding/client/about-you";
export {
  useWhatBringsYouHereForm,
  WhatBringsYouHereScreen,
  type WhatBringsYouHereScreenProps,
} from "./onboarding/client/what-brings-you-here";
export { useValuesForm, ValuesScreen, type ValuesScreenProps } from "./onboarding/client/values";
export { BarriersScreen, useBarriersForm, type BarriersScreenProps } from "./onboarding/client/barriers";
export { SupportScreen, type SupportScreenProps } from "./onboarding/client/support";
export {
  PersonalityTypeScreen,
  usePersonalityTypeForm,
  type PersonalityTypeScreenProps,
} from "./onboarding/client/personality-type";
export { ReadinessScreen, useReadinessForm, type ReadinessScreenProps } from "./onboarding/client/readiness";
export {
  ASK_ABOUT_UNAVAILABLE,
  AskScreen,
  ChatHistoryPanel,
  REPLACED_NOTE,
  type AnswerDraftState,
  type AskAboutArticle,
  type AskScreenProps,
  type ChatHistoryPanelProps,
} from "./assistant";
export {
  FolderTree,
  SavedScreen,
  SaveToFolderDialog,
  type FolderActionResult,
  type FolderTreeProps,
  type SavedFolderDetails,
  type SavedScreenProps,
  type SaveToFolderDialogProps,
} from "./folders";
export {
  HandoutReaderScreen,
  PractitionerSharingCard,
  SHARED_DATA_DESCRIPTION,
  ShareChatToggle,
  SharedWithYouCard,
  type HandoutReaderScreenProps,
  type PractitionerSharingCardProps,
  type ShareChatToggleProps,
  type SharedHandout,
  type SharedWithYouCardProps,
} from "./care/client-side";
export { CoachSessionScreen, type CoachSessionScreenProps } from "./care/coach-session";
export {
  CLIENT_PAGE_TAB_LABELS,
  CLIENT_PAGE_TABS,
  ClientPageScreen,
  shareKey,
  type ClientPageList,
  type ClientPageScreenProps,
  type ClientPageTab,
} from "./care/client-page";
export {
  DeleteHandoutDialog,
  HandoutsScreen,
  type DeleteHandoutDialogProps,
  type HandoutsScreenProps,
} from "./care/handouts";
export {
  emptyHandoutEditorValues,
  HandoutEditorScreen,
  handoutEditorValuesFrom,
  toHandoutRequest,
  useHandoutEditorForm,
  validateHandoutEditor,
  type HandoutEditorErrors,
  type HandoutEditorField,
  type HandoutEditorFormController,
  type HandoutEditorScreenProps,
  type HandoutEditorValues,
  type HandoutLibraryResult,
  type HandoutSource,
  type UseHandoutEditorFormOptions,
} from "./care/handout-editor";
export {
  SHARE_FILTER_FROM,
  ShareDialog,
  SharedAccessDialog,
  type ShareClient,
  type ShareDialogProps,
  type SharedAccessDialogProps,
} from "./care/share";
export {
  ClientsScreen,
  type BusyRow,
  type ClientsScreenProps,
  type InvitationAction,
  type RecordAction,
} from "./care/clients";
export {
  checkCreateClient,
  CreateClientScreen,
  emptyCreateClientValues,
  useCreateClientForm,
  type CreateClientField,
  type CreateClientScreenProps,
  type CreateClientValues,
  type UseCreateClientFormOptions,
} from "./care/create-client";
export {
  checkEditClientInfo,
  editClientInfoValuesFrom,
  EditClientInfoScreen,
  TagInput,
  useEditClientInfoForm,
  type EditClientInfoField,
  type EditClientInfoScreenProps,
  type EditClientInfoValues,
  type TagInputProps,
  type UseEditClientInfoFormOptions,
} from "./care/edit-client-info";
export { SwitchClientDialog, type SwitchClientDialogProps } from "./care/switch-client";
export {
  ShareHandoutPickerDialog,
  type ShareHandoutPickerDialogProps,
  type ShareHandoutPickerItem,
} from "./care/share/share-handout-picker-dialog";
