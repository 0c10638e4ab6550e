export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from "./forgot-password-screen";
export {
  canSendResetEmail,
  checkForgotPasswordEmail,
  useForgotPasswordForm,
  type ForgotPasswordCheck,
  type UseForgotPasswordFormOptions,
} from "./use-forgot-password-form";
