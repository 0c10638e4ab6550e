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
} from "./practitioner-onboarding-layout";
export { messagesByField, type PractitionerStepScreenProps } from "./practitioner-step";
export { SelectField, type SelectFieldOption, type SelectFieldProps } from "./select-field";
export { HelpTip, type HelpTipProps } from "./help-tip";
