export {
  PRACTITIONER_INFO_PAGES,
  PRACTITIONER_INTRO_PAGES,
  PractitionerIntroScreen,
  type PractitionerIntroScreenProps,
} from "./intro-screen";
