import { z } from "zod";

import { emailSchema, fullNameSchema, linkTokenSchema, phoneNumberSchema } from "./validation";

export const INVITATION_MESSAGES = {
  contactRequired: "Enter an email or a phone number",
  inviteesRequired: "Add at least one client to invite",
  tooManyInvitees: "Invite at most 100 clients at a time",
  invalidOrExpired: "Invalid or expired invitation",
  /** `accept-coach-invite` by a client whose e-mail is not the one the invitation was sent to. */
  otherEmail:
    "This invitation was sent to another email address. Sign in with the address it was sent to, or ask your practitioner to invite this one.",
  /** Why an invitee with only a phone number is not invited (no SMS provider yet, decisions.md). */
  noTextMessages:
    "Text-message invitations are not available yet: add an email address to invite this person.",
} as const;

export const MAX_INVITEES_PER_REQUEST = 100;

/** One person a practitioner invites: a name and an e-mail and/or a phone number. */
export const inviteeSchema = z
  .object({
    name: fullNameSchema,
    email: emailSchema.optional(),
    phone_number: phoneNumberSchema.optional(),
  })
  .refine((invitee) => invitee.email !== undefined || invitee.phone_number !== undefined, {
    message: INVITATION_MESSAGES.contactRequired,
    path: ["email"],
  });
export type Invitee = z.infer<typeof inviteeSchema>;

/** `POST /api/coach/invite-client`. */
export const inviteClientsRequestSchema = z.object({
  invitees: z
    .array(inviteeSchema, { error: INVITATION_MESSAGES.inviteesRequired })
    .min(1, INVITATION_MESSAGES.inviteesRequired)
    .max(MAX_INVITEES_PER_REQUEST, INVITATION_MESSAGES.tooManyInvitees),
});
export type InviteClientsRequest = z.infer<typeof inviteClientsRequestSchema>;

/** An invitation that was sent: its e-mail is queued and it holds a plan seat until it expires. */
export const invitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** An invitee who was not invited (no invitation exists, no seat is taken), and why in plain words. */
const notSentInviteeSchema = z.object({
  name: z.string(),
  phone_number: z.string().nullable(),
  reason: z.string(),
});

export const inviteClientsResponseSchema = z.object({
  /** Counts only the invitations sent, and says how many people were not invited. */
  message: z.string(),
  invitations: z.array(invitationSchema).describe("The invitations sent, one e-mail each"),
  notSent: z
    .array(notSentInviteeSchema)
    .describe("The invitees who were not invited, with the reason (e.g. a phone number only: no SMS yet)"),
});
export type InviteClientsResponse = z.infer<typeof inviteClientsResponseSchema>;

/** `GET /api/client/invitation-details/{token}`. */
export const invitationTokenParamsSchema = z.object({ token: linkTokenSchema });
export const invitationDetailsResponseSchema = z.object({
  client: z.object({
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
  }),
});
export type InvitationDetailsResponse = z.infer<typeof invitationDetailsResponseSchema>;

/** `POST /api/client/accept-coach-invite`. */
export const acceptCoachInviteRequestSchema = z.object({ token: linkTokenSchema });
export type AcceptCoachInviteRequest = z.infer<typeof acceptCoachInviteRequestSchema>;
export const acceptCoachInviteResponseSchema = z.object({
  message: z.string(),
  coach: z.object({ id: z.string(), name: z.string() }),
});
export type AcceptCoachInviteResponse = z.infer<typeof acceptCoachInviteResponseSchema>;
