export {
  LinkVerificationScreen,
  type LinkVerificationMode,
  type LinkVerificationScreenProps,
  type LinkVerificationStatus,
} from "./link-verification-screen";
