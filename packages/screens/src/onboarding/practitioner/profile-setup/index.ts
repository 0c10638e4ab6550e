export { PICTURE_ACCEPT, ProfileSetupScreen, type ProfileSetupScreenProps } from "./profile-setup-screen";
export {
  emptyProfileSetupValues,
  isProfileSetupComplete,
  profileSetupValuesFrom,
  useProfileSetupForm,
  validateProfileSetup,
  type ProfileSetupData,
  type ProfileSetupField,
  type ProfileSetupValues,
} from "./use-profile-setup-form";
