import { handoutRequestSchema, toFieldErrors, type Handout, type HandoutRequest } from "@pkg/contracts";
import * as React from "react";

/** The library item a handout was made from. */
export type HandoutSource = { id: string; title: string };

/** What the handout editor holds while a practitioner writes. */
export type HandoutEditorValues = {
  title: string;
  body: string;
  /** The published library item it starts from, when it does. */
  source: HandoutSource | null;
};

export type HandoutEditorField = keyof HandoutEditorValues;

/** Messages by field, as the contracts' schema and the API's `fieldErrors` name them (`title`, `body`). */
export type HandoutEditorErrors = Partial<Record<string, string>>;

export const emptyHandoutEditorValues: HandoutEditorValues = { title: "", body: "", source: null };

/** The form's values for a saved handout. */
export function handoutEditorValuesFrom(
  handout: Pick<Handout, "title" | "body" | "source">,
): HandoutEditorValues {
  return {
    title: handout.title,
    body: handout.body,
    source: handout.source ? { id: handout.source.id, title: handout.source.title } : null,
  };
}

/** The request the API takes for these values (`POST /handout/create`, `PUT /handout/edit/{id}`). */
export function toHandoutRequest(values: HandoutEditorValues): HandoutRequest {
  return { title: values.title, body: values.body, sourceContentId: values.source?.id ?? null };
}

export type HandoutEditorCheck =
  { ok: true; data: HandoutRequest } | { ok: false; errors: HandoutEditorErrors };

/** Checks the values with the contracts' schema, so the messages are the API's own. */
export function validateHandoutEditor(values: HandoutEditorValues): HandoutEditorCheck {
  const result = handoutRequestSchema.safeParse(toHandoutRequest(values));
  if (result.success) return { ok: true, data: result.data };
  const errors: HandoutEditorErrors = toFieldErrors(result.error);
  // The source's id comes from the library, never from typing: a bad one is the form's problem.
  if (errors.sourceContentId) {
    errors.source = errors.sourceContentId;
    delete errors.sourceContentId;
  }
  return { ok: false, errors };
}

type State = { values: HandoutEditorValues; errors: HandoutEditorErrors; errorFocusKey: number };

type Action =
  | { type: "fieldChanged"; field: HandoutEditorField; value: HandoutEditorValues[HandoutEditorField] }
  | { type: "checked"; errors: HandoutEditorErrors }
  | { type: "reset"; values: HandoutEditorValues };

/** Messages show after Save and clear as the person changes the field they are about. */
export function handoutEditorReducer(state: State, action: Action): State {
  switch (action.type) {
    case "fieldChanged": {
      const { [action.field]: cleared, ...errors } = state.errors;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors: cleared === undefined ? state.errors : errors,
      };
    }
    case "checked":
      return {
        ...state,
        errors: action.errors,
        errorFocusKey: Object.keys(action.errors).length > 0 ? state.errorFocusKey + 1 : state.errorFocusKey,
      };
    case "reset":
      return { ...state, values: action.values, errors: {} };
  }
}

export type UseHandoutEditorFormOptions = {
  initialValues?: Partial<HandoutEditorValues>;
  initialErrors?: HandoutEditorErrors;
};

/** The editor's values, messages and check, shared by the web app's routes and the stories. */
export function useHandoutEditorForm({ initialValues, initialErrors }: UseHandoutEditorFormOptions = {}) {
  const [state, dispatch] = React.useReducer(handoutEditorReducer, undefined, () => ({
    values: { ...emptyHandoutEditorValues, ...initialValues },
    errors: initialErrors ?? {},
    errorFocusKey: 0,
  }));
  const valuesRef = React.useRef(state.values);
  React.useEffect(() => {
    valuesRef.current = state.values;
  });

  const handleSubmit = React.useCallback(
    (onValid: (data: HandoutRequest, values: HandoutEditorValues) => void) => () => {
      const values = valuesRef.current;
      const check = validateHandoutEditor(values);
      dispatch({ type: "checked", errors: check.ok ? {} : check.errors });
      if (check.ok) onValid(check.data, values);
    },
    [],
  );

  return {
    values: state.values,
    errors: state.errors,
    errorFocusKey: state.errorFocusKey,
    onChange: React.useCallback(
      <K extends HandoutEditorField>(field: K, value: HandoutEditorValues[K]) =>
        dispatch({ type: "fieldChanged", field, value }),
      [],
    ),
    /** Puts the server's messages (its `fieldErrors`) under the fields. */
    setServerErrors: React.useCallback(
      (errors: HandoutEditorErrors) => dispatch({ type: "checked", errors }),
      [],
    ),
    /** Replaces every value (the saved handout, a library item's text) and clears messages. */
    reset: React.useCallback((values: HandoutEditorValues) => dispatch({ type: "reset", values }), []),
    handleSubmit,
  };
}

export type HandoutEditorFormController = ReturnType<typeof useHandoutEditorForm>;
