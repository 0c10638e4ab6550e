export {
  SettingsScreen,
  type SettingsProfileField,
  type SettingsProfileValues,
  type SettingsScreenProps,
} from "./settings-screen";
export { PreferencesCard, type PreferencesCardProps } from "./preferences-card";
