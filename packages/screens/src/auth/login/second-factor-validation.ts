import { oneTimeCodeSchema, TWO_FACTOR_MESSAGES } from "@pkg/contracts";

export type SecondFactorAnswer = { code: string } | { recoveryCode: string };

/**
 * Checks the second step on submit: a recovery code is sent as typed (trimmed), a one-time code
 * as the contracts' schema reads it; otherwise the message to show on the field.
 */
export function checkSecondFactorAnswer(
  value: string,
  recovery: boolean,
): { ok: true; answer: SecondFactorAnswer } | { ok: false; error: string } {
  if (recovery) {
    const code = value.trim();
    return code
      ? { ok: true, answer: { recoveryCode: code } }
      : { ok: false, error: TWO_FACTOR_MESSAGES.recoveryCodeRequired };
  }
  const parsed = oneTimeCodeSchema.safeParse(value);
  return parsed.success
    ? { ok: true, answer: { code: parsed.data } }
    : { ok: false, error: parsed.error.issues[0]?.message ?? TWO_FACTOR_MESSAGES.codeFormat };
}
