import { VALIDATION_MESSAGES, type AccountType } from "@pkg/contracts";
import * as React from "react";

import { lazyModule, useLoadOnFirstInteraction } from "../../shared/lazy-module";
import type { SignUpData, SignUpErrors, SignUpValues } from "./sign-up-validation";

export type { SignUpData, SignUpErrors, SignUpValues };

/**
 * The submit check and the contracts' schemas behind it (zod), in a chunk of their own: fetched
 * at the person's first interaction with the page, and awaited by a submit that comes first.
 */
const loadSignUpValidation = lazyModule(() => import("./sign-up-validation"));

export type SignUpTextField = Exclude<keyof SignUpValues, "accountType">;
export type SignUpStep = "account-type" | "form";

export type SignUpState = { step: SignUpStep; values: SignUpValues; errors: SignUpErrors };

export type SignUpAction =
  | { type: "accountTypeChosen"; accountType: AccountType }
  | { type: "proceeded" }
  | { type: "wentBack" }
  | { type: "fieldChanged"; field: SignUpTextField; value: string }
  | { type: "submitted"; errors: SignUpErrors }
  | { type: "serverErrorsSet"; errors: SignUpErrors }
  | { type: "prefilled"; values: Partial<SignUpValues> };

export const emptySignUpValues: SignUpValues = {
  accountType: "",
  name: "",
  email: "",
  phone: "",
  password: "",
  newPassword: "",
};

const textFields: SignUpTextField[] = ["name", "email", "phone", "password", "newPassword"];

function without(errors: SignUpErrors, ...fields: (keyof SignUpValues)[]): SignUpErrors {
  const next = { ...errors };
  for (const field of fields) delete next[field];
  return next;
}

/**
 * The rules of spec sections 4 and 5: Proceed on the type step needs a type; errors appear on
 * submit and clear when their field is edited; editing the password also clears the repeat error.
 */
export function signUpReducer(state: SignUpState, action: SignUpAction): SignUpState {
  switch (action.type) {
    case "accountTypeChosen":
      return {
        ...state,
        values: { ...state.values, accountType: action.accountType },
        errors: without(state.errors, "accountType"),
      };
    case "proceeded":
      return state.values.accountType
        ? { ...state, step: "form" }
        : { ...state, errors: { ...state.errors, accountType: VALIDATION_MESSAGES.accountTypeRequired } };
    case "wentBack":
      return { ...state, step: "account-type" };
    case "fieldChanged": {
      const cleared = action.field === "password" ? ["password", "newPassword"] : [action.field];
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: without(state.errors, ...(cleared as SignUpTextField[])),
      };
    }
    case "submitted":
    case "serverErrorsSet":
      return { ...state, errors: action.errors };
    case "prefilled":
      return { ...state, values: { ...state.values, ...action.values } };
  }
}

/** Proceed is enabled when every field is filled and no error shows (spec section 5). */
export function canSubmitSignUp({ values, errors }: Pick<SignUpState, "values" | "errors">): boolean {
  return (
    values.accountType !== "" &&
    textFields.every((field) => values[field].length > 0) &&
    Object.values(errors).every((message) => !message)
  );
}

export type UseSignUpFormOptions = {
  initialStep?: SignUpStep;
  initialValues?: Partial<SignUpValues>;
  initialErrors?: SignUpErrors;
};

/** The registration form's state and rules, shared by the web app's route and the stories. */
export function useSignUpForm({ initialStep, initialValues, initialErrors }: UseSignUpFormOptions = {}) {
  const [state, dispatch] = React.useReducer(signUpReducer, undefined, () => ({
    step: initialStep ?? "account-type",
    values: { ...emptySignUpValues, ...initialValues },
    errors: initialErrors ?? {},
  }));
  useLoadOnFirstInteraction(loadSignUpValidation);
  const stateRef = React.useRef(state);
  React.useEffect(() => {
    stateRef.current = state;
  });

  const handleSubmit = React.useCallback(
    (onValid: (data: SignUpData) => void) => () => {
      void loadSignUpValidation().then(({ validateSignUp }) => {
        const result = validateSignUp(stateRef.current.values);
        if (result.ok) {
          dispatch({ type: "submitted", errors: {} });
          onValid(result.data);
        } else {
          dispatch({ type: "submitted", errors: result.errors });
        }
      });
    },
    [],
  );

  return {
    step: state.step,
    values: state.values,
    errors: state.errors,
    canSubmit: canSubmitSignUp(state),
    onAccountTypeChange: React.useCallback(
      (accountType: AccountType) => dispatch({ type: "accountTypeChosen", accountType }),
      [],
    ),
    onProceed: React.useCallback(() => dispatch({ type: "proceeded" }), []),
    onBack: React.useCallback(() => dispatch({ type: "wentBack" }), []),
    onFieldChange: React.useCallback(
      (field: SignUpTextField, value: string) => dispatch({ type: "fieldChanged", field, value }),
      [],
    ),
    /** Puts errors from the server (its `fieldErrors`) under the fields. */
    setServerErrors: React.useCallback(
      (errors: SignUpErrors) => dispatch({ type: "serverErrorsSet", errors }),
      [],
    ),
    /** Fills the form from an invitation. */
    prefill: React.useCallback(
      (values: Partial<SignUpValues>) => dispatch({ type: "prefilled", values }),
      [],
    ),
    handleSubmit,
  };
}

export type SignUpFormController = ReturnType<typeof useSignUpForm>;
