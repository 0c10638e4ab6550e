export { LoginScreen, type LoginFailure, type LoginScreenProps } from "./login-screen";
export {
  SecondFactorScreen,
  type SecondFactorAnswer,
  type SecondFactorScreenProps,
} from "./second-factor-screen";
export {
  canLogIn,
  useLoginForm,
  validateLogin,
  type LoginErrors,
  type LoginField,
  type LoginValues,
  type UseLoginFormOptions,
} from "./use-login-form";
