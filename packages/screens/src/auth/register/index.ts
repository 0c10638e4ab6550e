export { RegisterScreen, type RegisterScreenProps } from "./register-screen";
export {
  canSubmitSignUp,
  emptySignUpValues,
  signUpReducer,
  useSignUpForm,
  type SignUpFormController,
  type SignUpStep,
  type SignUpTextField,
  type UseSignUpFormOptions,
} from "./use-sign-up-form";
export { validateSignUp, type SignUpData, type SignUpErrors, type SignUpValues } from "./sign-up-validation";
