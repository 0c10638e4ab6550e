export { PersonalityTypeScreen, type PersonalityTypeScreenProps } from "./personality-type-screen";
export {
  emptyPersonalityTypeValues,
  PERSONALITY_PATHS,
  usePersonalityTypeForm,
  validatePersonalityType,
  type PersonalityPath,
  type PersonalityTypeAnswer,
  type PersonalityTypeField,
  type PersonalityTypeValues,
} from "./use-personality-type-form";
