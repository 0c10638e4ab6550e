import type { SerializedApiError } from "@pkg/stores";

/** The server's stable error code (`data.code`), when it sent one. */
export function errorCode(error: SerializedApiError | undefined): string | undefined {
  const code = (error?.data as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** Per-field messages of a 400 answer (`data.fieldErrors`). */
export function fieldErrorsOf(error: SerializedApiError | undefined): Record<string, string> {
  const fieldErrors = (error?.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
  return fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as Record<string, string>) : {};
}
