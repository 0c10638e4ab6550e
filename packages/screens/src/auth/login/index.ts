export { LoginScreen, type LoginFailure, type LoginScreenProps } from "./login-screen";
export {
  SecondFactorScreen,
  type SecondFactorAnswer,
  type SecondFactorScreenProps,
} from "./second-factor-screen";
export { canLogIn, useLoginForm, type UseLoginFormOptions } from "./use-login-form";
export { validateLogin, type LoginErrors, type LoginField, type LoginValues } from "./login-validation";
