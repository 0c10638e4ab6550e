export { PractitionerTypeScreen, type PractitionerTypeScreenProps } from "./practitioner-type-screen";
export {
  emptyPractitionerTypeValues,
  isPractitionerTypeComplete,
  practitionerTypeValuesFrom,
  resolvePractitionerTypes,
  usePractitionerTypeForm,
  validatePractitionerType,
  type PractitionerTypeData,
  type PractitionerTypeField,
  type PractitionerTypeValues,
} from "./use-practitioner-type-form";
