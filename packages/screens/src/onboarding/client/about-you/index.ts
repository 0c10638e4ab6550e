export {
  AboutYouFields,
  ChoiceField,
  type AboutYouFieldsProps,
  type ChoiceFieldProps,
} from "./about-you-fields";
export { AboutYouScreen, type AboutYouScreenProps } from "./about-you-screen";
export {
  emptyAboutYouValues,
  useAboutYouForm,
  validateAboutYou,
  type AboutYouField,
  type AboutYouValues,
} from "./use-about-you-form";
