import type { SerializedApiError } from "@pkg/stores";

import { errorCode, fieldErrorsOf } from "../../app/api-errors";

/** What the second step shows for a refused answer: under the code field, or above the form. */
export type SecondFactorFailure = { codeError: string } | { failure: string };

/**
 * A refused second step in the login's words: a wrong code or recovery code (INVALID_CODE) is said
 * under the field; anything else (an expired sign-in, too many wrong codes, no connection) above
 * the form, with the transport's message when the server gave none.
 */
export function secondFactorFailure(
  error: SerializedApiError | undefined,
  transportMessage?: string,
): SecondFactorFailure {
  if (errorCode(error) === "INVALID_CODE") {
    const fields = fieldErrorsOf(error);
    return { codeError: fields.code ?? fields.recoveryCode ?? error?.message ?? "That code is not right." };
  }
  return { failure: error?.message ?? transportMessage ?? "Please try again." };
}
