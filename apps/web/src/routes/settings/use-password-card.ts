import { changePasswordFormSchema, SETTINGS_MESSAGES, type ChangePasswordRequest } from "@pkg/contracts";
import type { PasswordCardProps, PasswordField, PasswordValues } from "@pkg/screens";
import { changePassword, useAppDispatch } from "@pkg/stores";
import * as React from "react";

import { fieldErrorsOf } from "../../app/api-errors";

type Errors = Partial<Record<PasswordField, string>>;

const EMPTY: PasswordValues = { currentPassword: "", newPassword: "", repeatPassword: "" };

/** The typed passwords as `POST /api/user/change-password` takes them, or the fields' messages. */
export function changePasswordRequestFrom(
  values: PasswordValues,
): { request: ChangePasswordRequest; errors?: undefined } | { errors: Errors } {
  const parsed = changePasswordFormSchema.safeParse(values);
  if (parsed.success) {
    return { request: { currentPassword: values.currentPassword, newPassword: values.newPassword } };
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PasswordField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/** Settings' Password card: checks the form, changes the password, keeps the session's new token. */
export function usePasswordCard(): PasswordCardProps {
  const dispatch = useAppDispatch();
  const [values, setValues] = React.useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = React.useState<Errors>({});
  const [errorFocusKey, setErrorFocusKey] = React.useState(0);
  const [saving, setSaving] = React.useState(false);
  const [saveError, setSaveError] = React.useState<string | null>(null);
  const [savedMessage, setSavedMessage] = React.useState<string | null>(null);

  const refuse = (next: Errors) => {
    setErrors(next);
    setErrorFocusKey((key) => key + 1);
  };

  const onSubmit = async () => {
    setSaveError(null);
    setSavedMessage(null);
    const parsed = changePasswordRequestFrom(values);
    if (parsed.errors) return refuse(parsed.errors);
    setSaving(true);
    const result = await dispatch(changePassword(parsed.request));
    setSaving(false);
    if (changePassword.fulfilled.match(result)) {
      setValues(EMPTY);
      setErrors({});
      setSavedMessage(result.payload.message || SETTINGS_MESSAGES.passwordChanged);
      return;
    }
    const fields = fieldErrorsOf(result.payload);
    const known: Errors = {};
    for (const field of Object.keys(EMPTY) as PasswordField[]) {
      if (fields[field]) known[field] = fields[field];
    }
    if (Object.keys(known).length > 0) refuse(known);
    else setSaveError(result.payload?.message ?? "Something went wrong. Try again.");
  };

  return {
    values,
    errors,
    errorFocusKey,
    onChange: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setSavedMessage(null);
    },
    onSubmit: () => void onSubmit(),
    saving,
    saveError,
    savedMessage,
  };
}
