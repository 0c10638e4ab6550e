import { z } from "zod";

import { ACCOUNT_TYPES } from "./role-ids";
import { roleIdSchema, roleNameSchema, signupRoleIdSchema } from "./roles";
import {
  emailSchema,
  fullNameSchema,
  dobSchema,
  linkTokenSchema,
  passwordSchema,
  phoneNumberSchema,
  VALIDATION_MESSAGES,
} from "./validation";

/* ---------- Sign-up ---------- */

/** The registration form (spec section 3 "Sign-up form data", rules of section 5). */
export const signUpFormSchema = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES, { error: VALIDATION_MESSAGES.accountTypeRequired }),
    name: fullNameSchema,
    email: emailSchema,
    phone: phoneNumberSchema,
    password: passwordSchema,
    /** The repeat-password field. */
    newPassword: passwordSchema,
  })
  .refine((form) => form.password === form.newPassword, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ["newPassword"],
  });
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** `POST /api/user/signup`. `dob` is optional: age comes from onboarding (decisions.md). */
export const signupRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  phone_number: phoneNumberSchema,
  password: passwordSchema,
  roleID: signupRoleIdSchema,
  dob: dobSchema.optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;

export const signupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/* ---------- The signed-in user ---------- */

/**
 * The user of a session. `roleName` is absent until onboarding is submitted (decisions.md):
 * such a user routes as `guest`.
 */
export const authUserSchema = z.object({
  id: z.string(),
  roleID: roleIdSchema,
  roleName: roleNameSchema.optional(),
  email: z.string(),
  name: z.string(),
  /** The first name given in the onboarding (practitioners), for greetings; absent before. */
  firstName: z.string().optional(),
  onboardingCompleted: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Answer of complete-signup and login. */
export const authResponseSchema = z.object({
  user: authUserSchema,
  accessToken: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `POST /api/user/complete-signup` and `POST /api/user/verify-reset-token`. */
export const emailTokenRequestSchema = z.object({
  email: emailSchema,
  token: linkTokenSchema,
});
export type EmailTokenRequest = z.infer<typeof emailTokenRequestSchema>;
export const completeSignupRequestSchema = emailTokenRequestSchema;
export type CompleteSignupRequest = EmailTokenRequest;

/** `POST /api/user/login`. Any non-empty password is checked (no length rule leaks here). */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Answers that carry only a sentence for the person. */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `GET /api/user-exist/{email}`. */
export const userExistParamsSchema = z.object({ email: emailSchema });
export const userExistResponseSchema = z.object({ exists: z.boolean() });
export type UserExistResponse = z.infer<typeof userExistResponseSchema>;

/* ---------- Link e-mails (verification, password reset) ---------- */

/**
 * Answer of `POST /api/user/resend-verification` and `POST /api/user/forgot-password`. `accepted`:
 * a link is sent if an account with this address needs one; `cooldown`: nothing was sent,
 * because a link was asked for this address less than the cooldown ago. Both answers are the same
 * whether or not an account uses the address: the cooldown is kept per address, for every address.
 */
export const linkRequestResponseSchema = z.object({
  message: z.string(),
  status: z.enum(["accepted", "cooldown"]),
  /** Seconds before another link may be asked for. */
  retryAfterSeconds: z.number().int().min(0),
});
export type LinkRequestResponse = z.infer<typeof linkRequestResponseSchema>;

/* ---------- Password reset ---------- */

/** `POST /api/user/forgot-password`: always answers success (no account enumeration). */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const verifyResetTokenRequestSchema = emailTokenRequestSchema;
export type VerifyResetTokenRequest = EmailTokenRequest;
export const verifyResetTokenResponseSchema = z.object({ valid: z.literal(true), message: z.string() });
export type VerifyResetTokenResponse = z.infer<typeof verifyResetTokenResponseSchema>;

/** `POST /api/user/reset-password`. */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  token: linkTokenSchema,
  new_password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The Create new password form: the submit enforces the match (spec section 5). */
export const newPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    newPasswordRepeat: passwordSchema,
  })
  .refine((form) => form.newPassword === form.newPasswordRepeat, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ["newPasswordRepeat"],
  });
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** The Forgot Password form. */
export const forgotPasswordFormSchema = z.object({
  email: z.string().trim().min(1, VALIDATION_MESSAGES.missingEmail).pipe(emailSchema),
});
export type ForgotPasswordForm = z.input<typeof forgotPasswordFormSchema>;

/* ---------- Profile and account ---------- */

export const userProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string().optional(),
  email: z.string(),
  phone_number: z.string(),
  dob: z.string().nullable(),
  roleID: roleIdSchema,
  roleName: roleNameSchema.optional(),
  onboardingCompleted: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileResponseSchema = z.object({ user: userProfileSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `PUT /api/user/profile`: any of the editable fields, at least one. `dob: null` clears it. */
export const updateProfileRequestSchema = z
  .object({
    name: fullNameSchema.optional(),
    phone_number: phoneNumberSchema.optional(),
    dob: dobSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Nothing to update",
    path: ["_"],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `DELETE /api/user/delete-account`: the person confirms with their password. */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
