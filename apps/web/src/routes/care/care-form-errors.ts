import type { SerializedApiError } from "@pkg/stores";

import { fieldErrorsOf } from "../../app/api-errors";

const UNKNOWN_FAILURE = "Check your connection and try again.";

/** A failed call's status and message (the server's, else the transport's, else a plain hint). */
export function failureOf(error: unknown): {
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
} {
  const apiError = error as Partial<SerializedApiError> | undefined;
  return {
    status: typeof apiError?.status === "number" ? apiError.status : 0,
    message: apiError?.message || UNKNOWN_FAILURE,
    fieldErrors: fieldErrorsOf(apiError as SerializedApiError | undefined),
  };
}

/** A form's messages from an API's `fieldErrors`, and any message no field of the form shows. */
export type MappedFieldErrors<Field extends string> = {
  errors: Partial<Record<Field, string>>;
  /** The first message about something the form has no field for (shown as the form's error). */
  unmatched: string | null;
};

/**
 * Maps an API's `fieldErrors` to a form's fields: a part of a field (`tags.0`) counts as the
 * field (`tags`), `aliases` renames the API's names (`phone` → `phone_number`), and the first
 * message per field wins.
 */
export function mapFieldErrors<Field extends string>(
  fieldErrors: Record<string, string>,
  fields: readonly Field[],
  aliases: Partial<Record<string, Field>> = {},
): MappedFieldErrors<Field> {
  const errors: Partial<Record<Field, string>> = {};
  let unmatched: string | null = null;
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (typeof message !== "string" || !message) continue;
    const head = key.split(".")[0] ?? key;
    const field = aliases[key] ?? aliases[head] ?? head;
    if ((fields as readonly string[]).includes(field)) errors[field as Field] ??= message;
    else unmatched ??= message;
  }
  return { errors, unmatched };
}

/**
 * Why invitations were refused, as one message for the invite form: a row's own message names the
 * row (`invitees.1.email` → 'Invitee 2: …'); anything else is the API's message as it wrote it
 * (a full plan's message, say).
 */
export function inviteFailureMessage(failure: {
  message: string;
  fieldErrors: Record<string, string>;
}): string {
  for (const [key, message] of Object.entries(failure.fieldErrors)) {
    const row = /^invitees\.(\d+)(?:\.|$)/.exec(key);
    if (row && typeof message === "string" && message) return `Invitee ${Number(row[1]) + 1}: ${message}`;
  }
  const [first] = Object.values(failure.fieldErrors).filter(
    (message) => typeof message === "string" && message,
  );
  return first ?? failure.message;
}
