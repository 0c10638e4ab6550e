export {
  SettingsScreen,
  type SettingsProfileField,
  type SettingsProfileValues,
  type SettingsScreenProps,
} from "./settings-screen";
export { PreferencesCard, type PreferencesCardProps, type PreferencesDraft } from "./preferences-card";
export {
  PasswordCard,
  type PasswordCardProps,
  type PasswordField,
  type PasswordValues,
} from "./password-card";
export { YourDataCard, type YourDataCardProps } from "./your-data-card";
export { TwoFactorCard, type TwoFactorCardProps } from "./two-factor-card";
export { TwoFactorReminder, type TwoFactorReminderProps } from "./two-factor-reminder";
export { ProfilePictureCard, type ProfilePictureCardProps } from "./profile-picture-card";
export {
  PracticeProfileCard,
  type PracticeProfileCardProps,
  type PracticeProfileField,
  type PracticeProfileValues,
} from "./practice-profile-card";
