/**
 * An error with an HTTP status and a stable code, answered as `{ message, code, fieldErrors? }` (and
 * the `extra` fields its route documents).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** Headers the answer carries (e.g. `retry-after`). */
    readonly headers?: Record<string, string>,
    /** More fields of the answer's body, beside `message` and `code` (e.g. `retryAfterSeconds`). */
    readonly extra?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const unauthorized = (message = "Please log in to continue") =>
  new HttpError(401, "UNAUTHORIZED", message);

export const forbidden = (message = "You do not have access to this") =>
  new HttpError(403, "FORBIDDEN", message);

export const notFound = (message: string) => new HttpError(404, "NOT_FOUND", message);
