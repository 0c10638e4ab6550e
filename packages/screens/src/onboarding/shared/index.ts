export { AgeField, type AgeFieldProps } from "./age-field";
export { StepForm, type StepFormProps } from "./step-form";
export { SubmittingNotice, type SubmittingNoticeProps } from "./submitting-notice";
export { useStepForm, type StepCheck, type StepFormController } from "./use-step-form";
export { SubmitFailure, type SubmitFailureProps } from "./submit-failure";
export { OnboardingPage, type OnboardingPageProps } from "./onboarding-page";
