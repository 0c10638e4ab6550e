export {
  AboutPracticeScreen,
  CERTIFICATE_ACCEPT,
  type AboutPracticeScreenProps,
} from "./about-practice-screen";
export {
  aboutPracticeValuesFrom,
  emptyAboutPracticeValues,
  isAboutPracticeComplete,
  useAboutPracticeForm,
  validateAboutPractice,
  type AboutPracticeData,
  type AboutPracticeField,
  type AboutPracticeValues,
} from "./use-about-practice-form";
