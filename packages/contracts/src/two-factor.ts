import { z } from "zod";

import { authResponseSchema } from "./auth";
import { TWO_FACTOR_METHODS } from "./options";

/**
 * The second factors the server runs: an authenticator app (TOTP), a code by e-mail, or a code by
 * SMS (only when the server has an SMS provider).
 */
export const TWO_FACTOR_API_METHODS = ["totp", "email", "sms"] as const;
export const twoFactorMethodSchema = z.enum(TWO_FACTOR_API_METHODS);
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/** How the methods are named to people (the onboarding's names). */
export const TWO_FACTOR_METHOD_LABELS = {
  totp: "Authenticator App",
  email: "Email",
  sms: "SMS",
} as const satisfies Record<TwoFactorMethod, (typeof TWO_FACTOR_METHODS)[number]>;

/** Wrong codes allowed on one sign-in challenge; the next answer is a 429. */
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the 6-digit code",
  codeFormat: "The code has 6 digits",
  codeWrong: "That code is not right. Check it and try again.",
  recoveryCodeRequired: "Enter one of your recovery codes",
  recoveryCodeWrong: "That recovery code is not right or was already used.",
  challengeExpired: "This sign-in has expired. Please sign in again.",
  tooManyAttempts: "Too many wrong codes. Please wait a moment and sign in again.",
  noPendingSetup: "Start the set-up again: no set-up is waiting for a code.",
  smsUnavailable: "SMS codes need an SMS provider, and none is set up on this server.",
  smsNoPhone: "Add your phone number in Profile to get codes by SMS.",
  smsNotSent: "The text message with your code could not be sent. Try again in a moment.",
  passwordWrong: "The password is not correct",
} as const;

/** A 6-digit one-time code, spaces allowed as people type them ("123 456"). */
export const oneTimeCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat));

/** `GET /api/user/two-factor`. */
export const twoFactorStateSchema = z.object({
  enabled: z.boolean(),
  method: twoFactorMethodSchema.nullable(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
  /** SMS is offered only when the server has an SMS provider (a setting; off by default). */
  smsAvailable: z.boolean(),
  /** What a practitioner chose in their onboarding, if anything: offered for set-up until it is on. */
  onboardingChoice: z.enum(TWO_FACTOR_METHODS).nullable(),
});
export type TwoFactorState = z.infer<typeof twoFactorStateSchema>;

/** `POST /api/user/two-factor/totp/setup`: the secret is not in use until confirmed with a code. */
export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image (`data:image/png;base64,…`). */
  qrDataUrl: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;

/** `POST /api/user/two-factor/totp/confirm` and `/email/confirm`. */
export const twoFactorCodeRequestSchema = z.object({ code: oneTimeCodeSchema });
export type TwoFactorCodeRequest = z.input<typeof twoFactorCodeRequestSchema>;

/** The recovery codes, shown once when a method is turned on. */
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** `DELETE /api/user/two-factor`: turning it off asks for the password. */
export const disableTwoFactorRequestSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type DisableTwoFactorRequest = z.infer<typeof disableTwoFactorRequestSchema>;

/** `POST /api/user/login` when a second factor is on: no token yet, a challenge to answer. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  method: twoFactorMethodSchema,
  /**
   * `false` when a texted code could not be sent (no provider any more, no phone number, the
   * provider refused): the challenge is answered with a recovery code, so nobody is locked out.
   */
  codeSent: z.boolean().optional(),
  /**
   * The last two digits of the number a texted code went to, so the person knows which phone to
   * look at; no more of the number is told before the second factor is answered.
   */
  phoneEnding: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** `POST /api/user/login`: the token, or a second-factor challenge. */
export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A recovery code as shown ("ABCDE-FGHJK"); dashes, spaces and case do not matter. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
  .max(64, TWO_FACTOR_MESSAGES.recoveryCodeWrong);

/** `POST /api/user/login/second-factor`: a code, or one recovery code. */
export const secondFactorRequestSchema = z
  .object({
    challenge: z.string().min(1).max(200),
    code: oneTimeCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine((value) => (value.code === undefined) !== (value.recoveryCode === undefined), {
    message: "Send either a code or a recovery code",
    path: ["code"],
  });
export type SecondFactorRequest = z.input<typeof secondFactorRequestSchema>;
