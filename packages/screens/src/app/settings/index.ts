export {
  SettingsScreen,
  type SettingsProfileField,
  type SettingsProfileValues,
  type SettingsScreenProps,
} from "./settings-screen";
