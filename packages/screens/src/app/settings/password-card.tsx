import { Field, PasswordInput } from "@pkg/ui";
import type * as React from "react";

import { SettingsCard, SettingsForm, SettingsSaveRow, useFirstErrorFocus } from "./settings-form";

/** The Password card's fields, as typed. */
export type PasswordValues = { currentPassword: string; newPassword: string; repeatPassword: string };
export type PasswordField = keyof PasswordValues;

export type PasswordCardProps = {
  values: PasswordValues;
  /** Field messages, from the form's check or the API (a wrong current password). */
  errors: Partial<Record<PasswordField, string>>;
  /** Changes on every refused submission, so the first field in error takes the focus again. */
  errorFocusKey?: number;
  onChange: (field: PasswordField, value: string) => void;
  onSubmit: () => void;
  saving?: boolean;
  /** The change failed for another reason than a field. */
  saveError?: string | null;
  /** Said once the password was changed. */
  savedMessage?: string | null;
};

const FIELD_ORDER: PasswordField[] = ["currentPassword", "newPassword", "repeatPassword"];

/** Settings' Password card: the current password, the new one twice; every other session ends. */
export function PasswordCard({
  values,
  errors,
  errorFocusKey = 0,
  onChange,
  onSubmit,
  saving = false,
  saveError = null,
  savedMessage = null,
}: PasswordCardProps) {
  const formRef = useFirstErrorFocus(FIELD_ORDER, errors, errorFocusKey);

  const field = (name: PasswordField) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
  });

  return (
    <SettingsCard title="Password">
      <SettingsForm
        ref={formRef}
        aria-label="Change your password"
        className="flex max-w-md flex-col gap-4"
        onSubmit={onSubmit}
      >
        <p className="text-sm text-muted-foreground">
          Changing your password signs you out on every other device. You stay signed in here.
        </p>
        <Field label="Current password" error={errors.currentPassword} required>
          <PasswordInput autoComplete="current-password" {...field("currentPassword")} />
        </Field>
        <Field label="New password" description="At least 8 characters." error={errors.newPassword} required>
          <PasswordInput autoComplete="new-password" {...field("newPassword")} />
        </Field>
        <Field label="Repeat the new password" error={errors.repeatPassword} required>
          <PasswordInput autoComplete="new-password" {...field("repeatPassword")} />
        </Field>
        <SettingsSaveRow
          label="Change password"
          saving={saving}
          saveError={saveError}
          savedMessage={savedMessage}
        />
      </SettingsForm>
    </SettingsCard>
  );
}
