import { Button, Field, PasswordInput } from "@pkg/ui";

import { AuthLayout } from "../auth-layout";
import { FormMessage } from "../shared";
import type { NewPasswordErrors, NewPasswordField, NewPasswordValues } from "./use-new-password-form";

export type NewPasswordScreenProps = {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  /** Both fields have 8 or more characters and no mismatch shows: Create looks active. */
  canSubmit: boolean;
  onFieldChange: (field: NewPasswordField, value: string) => void;
  onSubmit: () => void;
  submitting?: boolean;
  apiError?: string | null;
};

/** Create new password (`/new-password`, spec sections 2, 4 and 5). */
export function NewPasswordScreen({
  values,
  errors,
  canSubmit,
  onFieldChange,
  onSubmit,
  submitting = false,
  apiError,
}: NewPasswordScreenProps) {
  return (
    <AuthLayout
      title="Create new password"
      description="Choose a new password of at least 8 characters for your account."
    >
      <form
        noValidate
        aria-label="Create new password"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {apiError ? <FormMessage>{apiError}</FormMessage> : null}
        <Field label="New Password" error={errors.newPassword}>
          <PasswordInput
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(event) => onFieldChange("newPassword", event.target.value)}
          />
        </Field>
        <Field label="Confirm New Password" error={errors.newPasswordRepeat}>
          <PasswordInput
            autoComplete="new-password"
            value={values.newPasswordRepeat}
            onChange={(event) => onFieldChange("newPasswordRepeat", event.target.value)}
          />
        </Field>
        <Button
          type="submit"
          size="lg"
          className="mt-2 w-full"
          variant={canSubmit ? "primary" : "secondary"}
          loading={submitting}
        >
          Create
        </Button>
      </form>
    </AuthLayout>
  );
}
