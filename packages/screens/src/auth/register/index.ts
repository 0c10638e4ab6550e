export { RegisterScreen, type RegisterScreenProps } from "./register-screen";
export {
  canSubmitSignUp,
  emptySignUpValues,
  signUpReducer,
  useSignUpForm,
  validateSignUp,
  type SignUpData,
  type SignUpErrors,
  type SignUpFormController,
  type SignUpStep,
  type SignUpTextField,
  type SignUpValues,
  type UseSignUpFormOptions,
} from "./use-sign-up-form";
