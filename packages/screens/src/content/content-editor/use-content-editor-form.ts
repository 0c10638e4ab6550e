import {
  CONTENT_MESSAGES,
  contentCreateRequestSchema,
  toFieldErrors,
  type ContentAudience,
  type ContentCreateRequest,
  type ContentDraft,
  type ContentRevision,
  type ContentTopic,
} from "@pkg/contracts";
import * as React from "react";

/** One cited source as typed: the year is text until it is checked. */
export type ContentSourceValues = { title: string; publisher: string; year: string; url: string };

/** What the editor holds while a person writes (decisions.md "Content library"). */
export type ContentEditorValues = {
  title: string;
  summary: string;
  documentText: string;
  topics: ContentTopic[];
  audience: ContentAudience;
  sources: ContentSourceValues[];
  instructions: string;
};

export type ContentEditorField = keyof ContentEditorValues;

/**
 * Messages by field, as the contracts' schema and the API's `fieldErrors` name them: `title`,
 * `topics`, `sources` (the list), `sources.2.url` (one part of one row).
 */
export type ContentEditorErrors = Partial<Record<string, string>>;

/** Save keeps a draft (a title is enough); submit sends it to review, which needs a source. */
export type ContentEditorIntent = "save" | "submit";

export const emptyContentSource = (): ContentSourceValues => ({
  title: "",
  publisher: "",
  year: "",
  url: "",
});

export const emptyContentEditorValues: ContentEditorValues = {
  title: "",
  summary: "",
  documentText: "",
  topics: [],
  audience: "clients",
  sources: [],
  instructions: "",
};

/** The form's values for a saved revision. */
export function contentEditorValuesFrom(
  revision: Pick<
    ContentRevision,
    "title" | "summary" | "documentText" | "topics" | "audience" | "sources" | "instructions"
  >,
): ContentEditorValues {
  return {
    title: revision.title,
    summary: revision.summary,
    documentText: revision.documentText,
    topics: [...revision.topics],
    audience: revision.audience,
    sources: revision.sources.map((source) => ({
      title: source.title,
      publisher: source.publisher,
      year: String(source.year),
      url: source.url ?? "",
    })),
    instructions: revision.instructions,
  };
}

/** The request the API takes for these values (a year that is not a number fails its check). */
export function toContentRequest(values: ContentEditorValues): ContentCreateRequest {
  return {
    ...values,
    topics: [...values.topics],
    sources: values.sources.map((source) => ({
      title: source.title,
      publisher: source.publisher,
      year: /^\s*\d{1,4}\s*$/.test(source.year) ? Number(source.year) : Number.NaN,
      url: source.url.trim() === "" ? null : source.url,
    })),
  };
}

export type ContentEditorCheck =
  { ok: true; data: ContentDraft } | { ok: false; errors: ContentEditorErrors };

/** Checks the values with the contracts' schema; submitting also needs a source. */
export function validateContentEditor(
  values: ContentEditorValues,
  intent: ContentEditorIntent = "save",
): ContentEditorCheck {
  const result = contentCreateRequestSchema.safeParse(toContentRequest(values));
  const errors: ContentEditorErrors = result.success ? {} : toFieldErrors(result.error);
  if (intent === "submit" && values.sources.length === 0) {
    errors.sources ??= CONTENT_MESSAGES.sourceRequiredToSubmit;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, data: result.data };
  return { ok: false, errors };
}

/** The value at a dotted path (`2.url`) inside a list or record, if there is one. */
function partAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (part, key) =>
        part !== null && typeof part === "object" ? (part as Record<string, unknown>)[key] : undefined,
      value,
    );
}

export type ContentEditorState = {
  values: ContentEditorValues;
  errors: ContentEditorErrors;
  /** Grows each time messages appear from a check or the server: the screen then focuses the first. */
  errorFocusKey: number;
};

export type ContentEditorAction =
  | { type: "fieldChanged"; field: ContentEditorField; value: ContentEditorValues[ContentEditorField] }
  | { type: "checked"; errors: ContentEditorErrors }
  | { type: "serverErrorsSet"; errors: ContentEditorErrors }
  | { type: "reset"; values: ContentEditorValues };

/**
 * Messages show after Save or Submit and clear as the person changes what they are about: a
 * field's own message, and those of a row's parts that changed (`sources.1.year`). Adding a
 * source clears 'Add at least one source'.
 */
export function contentEditorReducer(
  state: ContentEditorState,
  action: ContentEditorAction,
): ContentEditorState {
  switch (action.type) {
    case "fieldChanged": {
      const before = state.values[action.field];
      const prefix = `${action.field}.`;
      const stale = Object.keys(state.errors).filter((key) => {
        if (key === action.field) return true;
        if (!key.startsWith(prefix)) return false;
        const path = key.slice(prefix.length);
        return partAt(before, path) !== partAt(action.value, path);
      });
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors:
          stale.length === 0
            ? state.errors
            : Object.fromEntries(Object.entries(state.errors).filter(([key]) => !stale.includes(key))),
      };
    }
    case "checked":
    case "serverErrorsSet":
      return {
        ...state,
        errors: action.errors,
        errorFocusKey: Object.keys(action.errors).length > 0 ? state.errorFocusKey + 1 : state.errorFocusKey,
      };
    case "reset":
      return { ...state, values: action.values, errors: {} };
  }
}

export type UseContentEditorFormOptions = {
  initialValues?: Partial<ContentEditorValues>;
  initialErrors?: ContentEditorErrors;
};

/** The editor's values, messages and checks, shared by the web app's routes and the stories. */
export function useContentEditorForm({ initialValues, initialErrors }: UseContentEditorFormOptions = {}) {
  const [state, dispatch] = React.useReducer(contentEditorReducer, undefined, () => ({
    values: { ...emptyContentEditorValues, ...initialValues },
    errors: initialErrors ?? {},
    errorFocusKey: 0,
  }));
  const valuesRef = React.useRef(state.values);
  React.useEffect(() => {
    valuesRef.current = state.values;
  });

  const handleSubmit = React.useCallback(
    (intent: ContentEditorIntent, onValid: (data: ContentDraft, values: ContentEditorValues) => void) =>
      () => {
        const values = valuesRef.current;
        const check = validateContentEditor(values, intent);
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
      <K extends ContentEditorField>(field: K, value: ContentEditorValues[K]) =>
        dispatch({ type: "fieldChanged", field, value }),
      [],
    ),
    /** Puts the server's messages (its `fieldErrors`) under the fields. */
    setServerErrors: React.useCallback(
      (errors: ContentEditorErrors) => dispatch({ type: "serverErrorsSet", errors }),
      [],
    ),
    /** Replaces every value (a discarded local draft, the server's saved text) and clears messages. */
    reset: React.useCallback((values: ContentEditorValues) => dispatch({ type: "reset", values }), []),
    handleSubmit,
  };
}

export type ContentEditorFormController = ReturnType<typeof useContentEditorForm>;
