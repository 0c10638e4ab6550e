export {
  CLIENT_ONBOARDING_STEPS,
  CLIENT_ROLE_LABEL,
  ClientOnboardingHeader,
  ClientOnboardingPage,
  ClientStepLayout,
  type ClientOnboardingHeaderProps,
  type ClientOnboardingPageProps,
  type ClientStepLayoutProps,
} from "./client-onboarding-layout";
export { StepProgress, type StepProgressProps } from "./step-progress";
export {
  MultiChoice,
  OtherTextField,
  SingleChoice,
  type MultiChoiceProps,
  type OtherTextFieldProps,
  type SingleChoiceProps,
} from "./choice-options";
export {
  checkChoice,
  checkChoices,
  OTHER_OPTION,
  resolveChoice,
  withExclusiveChoice,
  type ChoiceAnswer,
  type ChoiceField,
  type ChoicesAnswer,
  type ChoicesField,
  type ChoiceValues,
  type ChoicesValues,
} from "./choice-rules";
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
} from "./record-values";
export {
  SingleChoiceStep,
  type SingleChoiceStepProps,
  type SingleChoiceStepScreenProps,
} from "./single-choice-step";
