import { z } from "zod";

import { healthPreferencesSchema, healthPreferencesUpdateSchema } from "./glucose";
import { ROLE_IDS, type RoleId } from "./role-ids";
import { passwordSchema, VALIDATION_MESSAGES } from "./validation";

/* ---------- Settings: password, the person's data, deleting the account ---------- */

/** The exact sentences of the Settings' password and data cards, shared by web, screens and API. */
export const SETTINGS_MESSAGES = {
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "The current password is not correct",
  samePassword: "The new password must be different from the current one",
  passwordChanged: "Password changed. You were signed out everywhere else.",
  deletePasswordRequired: "Enter your password to delete your account",
  accountDeleted: "Your account was deleted",
} as const;

/** A password being confirmed: any non-empty one is checked (no length rule leaks here). */
const currentPasswordSchema = z
  .string({ error: SETTINGS_MESSAGES.currentPasswordRequired })
  .min(1, SETTINGS_MESSAGES.currentPasswordRequired)
  .max(1024);

/**
 * `POST /api/user/change-password`: the current password and the new one (the registration's
 * rules and messages); the new one differs from the current one.
 */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
  })
  .refine((body) => body.currentPassword !== body.newPassword, {
    message: SETTINGS_MESSAGES.samePassword,
    path: ["newPassword"],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** The Password card of Settings: current, new and the new one repeated. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: passwordSchema,
    repeatPassword: z.string(),
  })
  .refine((form) => form.currentPassword === "" || form.currentPassword !== form.newPassword, {
    message: SETTINGS_MESSAGES.samePassword,
    path: ["newPassword"],
  })
  .refine((form) => form.newPassword === form.repeatPassword, {
    message: VALIDATION_MESSAGES.passwordsDoNotMatch,
    path: ["repeatPassword"],
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/**
 * The answer of a password change: every other session of the person is signed out, and this one
 * goes on with the new access token.
 */
export const changePasswordResponseSchema = z.object({
  message: z.string(),
  accessToken: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/* ---------- Preferences: the colour theme and the e-mails a person receives ---------- */

/** The colour themes: light, dark, or whatever the device is set to (the default). */
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_LABELS: Record<Theme, string> = {
  light: "Light",
  dark: "Dark",
  system: "Same as this device",
};
export const themeSchema = z.enum(THEMES, { error: "Choose light, dark or the same as this device" });

/**
 * The e-mails a person may choose not to receive, by outbox kind. None carries health data or
 * content: each says only that something happened, with a link to open the app.
 */
export const OPTIONAL_EMAIL_KINDS = ["red_flag_alert", "content_shared", "review_assigned"] as const;
export type OptionalEmailKind = (typeof OPTIONAL_EMAIL_KINDS)[number];
export const optionalEmailKindSchema = z.enum(OPTIONAL_EMAIL_KINDS, {
  error: "This is not an e-mail you can turn off",
});
export const isOptionalEmailKind = (kind: string): kind is OptionalEmailKind =>
  (OPTIONAL_EMAIL_KINDS as readonly string[]).includes(kind);

/** Each optional e-mail: what it says, when it is sent, and the roles it goes to. */
export const OPTIONAL_EMAILS: Record<
  OptionalEmailKind,
  { label: string; description: string; roles: readonly RoleId[] }
> = {
  red_flag_alert: {
    label: "A client raised a red flag",
    description:
      "Sent when one of your clients raises a red flag with the assistant. It names no one; you see who in the app.",
    roles: [ROLE_IDS.practitioner, ROLE_IDS.superAdmin],
  },
  content_shared: {
    label: "Your practitioner shared something with you",
    description:
      "Sent when your practitioner shares a handout or a library item with you. It says only that something was shared.",
    roles: [ROLE_IDS.client],
  },
  review_assigned: {
    label: "A library item is waiting for your review",
    description:
      "Sent when a Super Admin or a reviewer assigns a library item to you for review. It names no item.",
    roles: [ROLE_IDS.reviewer, ROLE_IDS.superAdmin],
  },
};

/** The optional e-mails that can reach a person of this role, in a fixed order. */
export const optionalEmailKindsFor = (roleId: RoleId | undefined): OptionalEmailKind[] =>
  roleId === undefined
    ? []
    : OPTIONAL_EMAIL_KINDS.filter((kind) => OPTIONAL_EMAILS[kind].roles.includes(roleId));

/** The account e-mails, always sent (listed in Settings so a person knows what still arrives). */
export const ACCOUNT_EMAILS: readonly { kind: string; label: string }[] = [
  { kind: "verify_email", label: "Confirming your e-mail address" },
  { kind: "reset_password", label: "Password reset links you ask for" },
  { kind: "two_factor_code", label: "Sign-in codes" },
  { kind: "invitation", label: "Invitations from a practitioner" },
];

/**
 * `GET /api/user/preferences`: the health preferences (time zone, glucose unit, 'I have
 * diabetes'), the colour theme and the optional e-mails the person turned off.
 */
export const userPreferencesSchema = healthPreferencesSchema.extend({
  theme: themeSchema,
  emailOptOuts: z.array(optionalEmailKindSchema),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
/**
 * `PUT /api/user/preferences`: any part; `emailOptOuts` replaces the whole list (every kind named
 * is turned off, every other one on). An unknown kind is refused with a field error.
 */
export const userPreferencesUpdateSchema = healthPreferencesUpdateSchema.extend({
  theme: themeSchema.optional(),
  emailOptOuts: z
    .array(optionalEmailKindSchema)
    .max(OPTIONAL_EMAIL_KINDS.length * 2)
    .optional(),
});
export type UserPreferencesUpdate = z.infer<typeof userPreferencesUpdateSchema>;
export const DEFAULT_USER_PREFERENCES_EXTRAS: Pick<UserPreferences, "theme" | "emailOptOuts"> = {
  theme: "system",
  emailOptOuts: [],
};

/** The name of the download of `GET /api/user/export` made on a day (`YYYY-MM-DD`). */
export const personalDataFileName = (day: string) => `haven-data-${day}.json`;

/* ---------- The personal data archive (`GET /api/user/export`) ---------- */

const when = z.string().describe("An instant, ISO 8601 in UTC");
const jsonObject = z.record(z.string(), z.unknown());

const exportedSymptomEntry = z.object({
  kind: z.string(),
  answers: z.record(z.string(), z.number()),
  total: z.number().nullable(),
  takenAt: when,
  timeZone: z.string(),
  localDate: z.string(),
});

const exportedMoodEntry = z.object({
  mood: z.number(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  loggedAt: when,
  timeZone: z.string(),
  localDate: z.string(),
});

const exportedGlucoseEntry = z.object({
  valueMgDl: z.number(),
  enteredValue: z.number(),
  enteredUnit: z.string(),
  measurementType: z.string(),
  notes: z.string().nullable(),
  takenAt: when,
  timeZone: z.string(),
  localDate: z.string(),
});

const exportedChat = z.object({
  title: z.string(),
  kind: z.string(),
  createdAt: when,
  updatedAt: when,
  sharedWithPractitioner: z.boolean(),
  messages: z.array(
    z.object({
      question: z.string(),
      answer: z.unknown(),
      rating: z.string().nullable(),
      ratingReason: z.string().nullable(),
      reportedReason: z.string().nullable(),
      createdAt: when,
    }),
  ),
});

const exportedFolder = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  createdAt: when,
  items: z.array(
    z.object({
      kind: z.string(),
      title: z.string(),
      note: z.string().nullable(),
      answer: z.unknown(),
      contentId: z.string().nullable(),
      createdAt: when,
    }),
  ),
});

/**
 * Everything the product holds about the person who asks: their account (never the password hash
 * or token data), onboarding answers, health data, chats, folders and, by role, their care: a
 * client's practitioner (the name) and what was shared with them; a practitioner's handouts,
 * client records, invitations and their clients' names (never the clients' health data).
 */
export const personalDataExportSchema = z.object({
  exportedAt: when,
  account: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    firstName: z.string().nullable(),
    phoneNumber: z.string(),
    dob: z.string().nullable(),
    role: z.string(),
    plan: z.string(),
    timeZone: z.string().nullable(),
    glucoseUnit: z.string(),
    hasDiabetes: z.boolean(),
    theme: z.string(),
    /** The optional e-mails (outbox kinds) the person turned off. */
    emailOptOuts: z.array(z.string()),
    emailVerifiedAt: when.nullable(),
    onboardingCompletedAt: when.nullable(),
    createdAt: when,
  }),
  onboarding: z.object({
    answers: jsonObject.nullable(),
    files: z.array(
      z.object({ purpose: z.string(), originalName: z.string(), mimeType: z.string(), size: z.number() }),
    ),
  }),
  health: z.object({
    symptoms: z.array(exportedSymptomEntry),
    moods: z.array(exportedMoodEntry),
    glucose: z.array(exportedGlucoseEntry),
    history: jsonObject.nullable(),
  }),
  chats: z.array(exportedChat),
  folders: z.array(exportedFolder),
  care: z.object({
    /** A client's practitioner, by name, and whether the client shares their health data. */
    practitioner: z.object({ name: z.string(), since: when, sharingStoppedAt: when.nullable() }).nullable(),
    sharedWithMe: z.array(
      z.object({
        kind: z.enum(["handout", "content"]),
        title: z.string(),
        sharedAt: when,
        openedAt: when.nullable(),
      }),
    ),
    /** The red flags a client's questions raised for their practitioner (rule ids and when). */
    alertsRaised: z.array(z.object({ ruleIds: z.array(z.string()), createdAt: when })),
    handouts: z.array(
      z.object({
        title: z.string(),
        body: z.string(),
        createdAt: when,
        updatedAt: when,
        attachments: z.array(z.object({ fileName: z.string(), contentType: z.string(), size: z.number() })),
      }),
    ),
    clientRecords: z.array(
      z.object({
        name: z.string(),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        notes: z.string().nullable(),
        createdAt: when,
      }),
    ),
    invitations: z.array(
      z.object({
        name: z.string(),
        email: z.string().nullable(),
        phoneNumber: z.string().nullable(),
        createdAt: when,
        expiresAt: when,
        acceptedAt: when.nullable(),
        revokedAt: when.nullable(),
      }),
    ),
    /** A practitioner's clients: their names only. */
    clients: z.array(z.object({ name: z.string() })),
  }),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
