export { LoginScreen, type LoginFailure, type LoginScreenProps } from "./login-screen";
export {
  canLogIn,
  useLoginForm,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginValues,
  type UseLoginFormOptions,
} from "./use-login-form";
