/** The first message per field of a failed zod parse, keyed by the top-level field. */
export function messagesByField<Field extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: Partial<Record<string, Field>> = {},
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "");
    const field = (rename[key] ?? key) as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The props every practitioner step screen takes. */
export type PractitionerStepScreenProps<Values, Field extends string> = {
  values: Values;
  errors?: Partial<Record<Field, string>>;
  onChange: <K extends keyof Values>(field: K, value: Values[K]) => void;
  continueEnabled: boolean;
  onContinue: () => void;
  onBack: () => void;
  onLogoClick?: () => void;
  onSignOut?: () => void;
  submitting?: boolean;
  apiError?: string | null;
};
