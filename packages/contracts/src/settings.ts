import { z } from "zod";

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
