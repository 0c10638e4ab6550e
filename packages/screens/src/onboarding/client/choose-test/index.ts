export {
  ChooseTestScreen,
  PERSONALITY_TESTS,
  type ChooseTestScreenProps,
  type PersonalityTestId,
} from "./choose-test-screen";
