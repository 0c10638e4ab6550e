export { NewPasswordScreen, type NewPasswordScreenProps } from "./new-password-screen";
export {
  canCreatePassword,
  changeNewPasswordField,
  useNewPasswordForm,
  validateNewPassword,
  type NewPasswordErrors,
  type NewPasswordField,
  type NewPasswordState,
  type NewPasswordValues,
  type UseNewPasswordFormOptions,
} from "./use-new-password-form";
