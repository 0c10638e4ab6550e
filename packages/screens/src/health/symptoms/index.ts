export { QuickLogForm, type QuickLogFormProps, type QuickLogValues } from "./quick-log-form";
export {
  SymptomCheckInForm,
  type CheckInLayout,
  type SymptomCheckInFormProps,
} from "./symptom-check-in-form";
export { checkInRows, SymptomHistory, type SymptomHistoryProps } from "./symptom-history";
export { bandLabel, SymptomResult, type SymptomResultProps } from "./symptom-result";
export { SymptomsScreen, type SymptomEdit, type SymptomsScreenProps } from "./symptoms-screen";
