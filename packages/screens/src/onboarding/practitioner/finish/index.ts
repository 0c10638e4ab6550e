export {
  PractitionerFinishScreen,
  type PractitionerFinishScreenProps,
  type PractitionerFinishStatus,
} from "./practitioner-finish-screen";
