import { UNKNOWN_ERROR_MESSAGE } from "@pkg/contracts";
import type { AxiosError } from "axios";

/**
 * Every failed API call, as spec section 8 describes it: the HTTP status (500 when there was no
 * response), the server's `message` (else the transport's message, else 'Unknown error occurred')
 * and the whole response data.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, message: string, data: unknown = undefined) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.data = data;
  }

  /** The server's stable error code (`{ code }` in the body), when it sent one. */
  get code(): string | undefined {
    const code = (this.data as { code?: unknown } | undefined)?.code;
    return typeof code === "string" ? code : undefined;
  }

  /** Per-field messages of a 400 answer (`{ fieldErrors }` in the body). */
  get fieldErrors(): Record<string, string> {
    const fieldErrors = (this.data as { fieldErrors?: unknown } | undefined)?.fieldErrors;
    return fieldErrors && typeof fieldErrors === "object" ? (fieldErrors as Record<string, string>) : {};
  }

  /** A plain object for Redux state and rejected thunks (class instances are not serialisable). */
  toJSON(): SerializedApiError {
    return { status: this.status, message: this.message, data: this.data };
  }
}

export type SerializedApiError = { status: number; message: string; data: unknown };

/**
 * The check axios itself makes (`axios.isAxiosError`), without loading axios: the API client loads
 * it with the first request, and this module is part of the first load.
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return (
    typeof error === "object" && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** Turns anything thrown by a call into an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    const response = error.response;
    const serverMessage = (response?.data as { message?: unknown } | undefined)?.message;
    const message =
      typeof serverMessage === "string" && serverMessage
        ? serverMessage
        : error.message || UNKNOWN_ERROR_MESSAGE;
    return new ApiError(response?.status ?? 500, message, response?.data);
  }
  if (error instanceof Error && error.message) return new ApiError(500, error.message);
  return new ApiError(500, UNKNOWN_ERROR_MESSAGE);
}
