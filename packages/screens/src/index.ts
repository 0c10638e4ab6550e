export {
  ScreenLink,
  ScreensProvider,
  useProductName,
  type ScreenLinkProps,
  type ScreensProviderProps,
} from "./environment";
export { AuthLayout, BrandMark, type AuthLayoutProps } from "./auth/auth-layout";
export { FormMessage, secondsLeft, useCooldown, type FormMessageProps } from "./auth/shared";
export {
  canSubmitSignUp,
  emptySignUpValues,
  RegisterScreen,
  signUpReducer,
  useSignUpForm,
  validateSignUp,
  type RegisterScreenProps,
  type SignUpData,
  type SignUpErrors,
  type SignUpFormController,
  type SignUpStep,
  type SignUpTextField,
  type SignUpValues,
  type UseSignUpFormOptions,
} from "./auth/register";
export {
  LinkVerificationScreen,
  type LinkVerificationMode,
  type LinkVerificationScreenProps,
  type LinkVerificationStatus,
} from "./auth/link-verification";
export {
  canSendResetEmail,
  checkForgotPasswordEmail,
  ForgotPasswordScreen,
  useForgotPasswordForm,
  type ForgotPasswordCheck,
  type ForgotPasswordScreenProps,
} from "./auth/forgot-password";
export {
  canCreatePassword,
  changeNewPasswordField,
  NewPasswordScreen,
  useNewPasswordForm,
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordField,
  type NewPasswordScreenProps,
  type NewPasswordValues,
} from "./auth/new-password";
export {
  canLogIn,
  LoginScreen,
  useLoginForm,
  validateLogin,
  type LoginErrors,
  type LoginFailure,
  type LoginField,
  type LoginScreenProps,
  type LoginValues,
} from "./auth/login";
export { AppFrame, type AppFrameProps, type AppNavItem } from "./app/app-frame";
export { HomeScreen, type HomeScreenProps } from "./app/home";
export {
  PRACTITIONER_ONBOARDING_STEPS,
  PRACTITIONER_ROLE_LABEL,
  PRACTITIONER_STEP_HELP,
  PractitionerOnboardingPage,
  PractitionerStepHeader,
  PractitionerStepLayout,
  type PractitionerOnboardingPageProps,
  type PractitionerStepHeaderProps,
  type PractitionerStepLayoutProps,
} from "./onboarding/practitioner/shared";
export {
  PRACTITIONER_INFO_PAGES,
  PRACTITIONER_INTRO_PAGES,
  PractitionerIntroScreen,
  type PractitionerIntroScreenProps,
} from "./onboarding/practitioner/intro";
export {
  PractitionerTypeScreen,
  practitionerTypeValuesFrom,
  usePractitionerTypeForm,
  type PractitionerTypeData,
  type PractitionerTypeScreenProps,
  type PractitionerTypeValues,
} from "./onboarding/practitioner/practitioner-type";
export {
  FocusAreasScreen,
  focusAreasValuesFrom,
  useFocusAreasForm,
  type FocusAreasData,
  type FocusAreasScreenProps,
  type FocusAreasValues,
} from "./onboarding/practitioner/focus-areas";
export {
  AboutPracticeScreen,
  aboutPracticeValuesFrom,
  useAboutPracticeForm,
  type AboutPracticeData,
  type AboutPracticeScreenProps,
  type AboutPracticeValues,
} from "./onboarding/practitioner/about-practice";
export {
  SubscriptionPlanScreen,
  subscriptionPlanValuesFrom,
  useSubscriptionPlanForm,
  type SubscriptionPlanData,
  type SubscriptionPlanScreenProps,
  type SubscriptionPlanValues,
} from "./onboarding/practitioner/subscription-plan";
export {
  ProfileSetupScreen,
  profileSetupValuesFrom,
  useProfileSetupForm,
  type ProfileSetupData,
  type ProfileSetupScreenProps,
  type ProfileSetupValues,
} from "./onboarding/practitioner/profile-setup";
export {
  InviteClientsScreen,
  inviteClientsValuesFrom,
  useInviteClientsForm,
  type InviteClientsData,
  type InviteClientsScreenProps,
  type InviteClientsValues,
} from "./onboarding/practitioner/invite-clients";
export {
  PractitionerFinishScreen,
  type PractitionerFinishScreenProps,
  type PractitionerFinishStatus,
} from "./onboarding/practitioner/finish";
export {
  CLIENT_ONBOARDING_STEPS,
  CLIENT_ROLE_LABEL,
  ClientOnboardingHeader,
  ClientOnboardingPage,
  ClientStepLayout,
  MultiChoice,
  OTHER_OPTION,
  OtherTextField,
  resolveChoice,
  SingleChoice,
  StepProgress,
  type ChoiceAnswer,
  type ChoiceField,
  type ChoicesAnswer,
  type ChoicesField,
  type ChoicesValues,
  type ChoiceValues,
  type ClientOnboardingHeaderProps,
  type ClientOnboardingPageProps,
  type ClientStepLayoutProps,
  type MultiChoiceProps,
  type OtherTextFieldProps,
  type SingleChoiceProps,
  type StepProgressProps,
} from "./onboarding/client/shared";
export { WelcomeScreen, type WelcomeScreenProps } from "./onboarding/client/welcome";
export {
  aboutYouValuesFrom,
  barriersValuesFrom,
  choicesValuesFrom,
  choiceValuesFrom,
  personalityTypeValuesFrom,
  readinessFrom,
  valuesValuesFrom,
  whatBringsYouHereValuesFrom,
  type ClientOnboardingRecordValues,
} from "./onboarding/client/shared";
export {
  ChooseTestScreen,
  PERSONALITY_TESTS,
  type ChooseTestScreenProps,
  type PersonalityTestId,
} from "./onboarding/client/choose-test";
export {
  insightsValuesFrom,
  SummaryScreen,
  validateInsights,
  type InsightsAnswers,
  type SummaryCard,
  type SummaryScreenProps,
} from "./onboarding/client/summary";
export {
  FINISH_REDIRECT_SECONDS,
  FinishScreen,
  type FinishScreenProps,
  type FinishStatus,
} from "./onboarding/client/finish";
export {
  AboutYouScreen,
  emptyAboutYouValues,
  useAboutYouForm,
  validateAboutYou,
  type AboutYouAnswers,
  type AboutYouField,
  type AboutYouScreenProps,
  type AboutYouValues,
} from "./onboarding/client/about-you";
export {
  emptyWhatBringsYouHereValues,
  useWhatBringsYouHereForm,
  validateWhatBringsYouHere,
  WhatBringsYouHereScreen,
  type WhatBringsYouHereScreenProps,
} from "./onboarding/client/what-brings-you-here";
export {
  emptyValuesValues,
  MAX_VALUES,
  useValuesForm,
  validateValues,
  ValuesScreen,
  type ValuesScreenProps,
} from "./onboarding/client/values";
export {
  BarriersScreen,
  emptyBarriersValues,
  useBarriersForm,
  validateBarriers,
  type BarriersScreenProps,
} from "./onboarding/client/barriers";
export { SupportScreen, type SupportScreenProps } from "./onboarding/client/support";
export {
  emptyPersonalityTypeValues,
  PERSONALITY_PATHS,
  PersonalityTypeScreen,
  usePersonalityTypeForm,
  validatePersonalityType,
  type PersonalityPath,
  type PersonalityTypeAnswer,
  type PersonalityTypeField,
  type PersonalityTypeScreenProps,
  type PersonalityTypeValues,
} from "./onboarding/client/personality-type";
export {
  defaultReadinessValues,
  ReadinessScreen,
  useReadinessForm,
  validateReadiness,
  type ReadinessField,
  type ReadinessScreenProps,
  type ReadinessValues,
} from "./onboarding/client/readiness";
