import { z } from "zod";

import { emailSchema, fullNameSchema, linkTokenSchema, phoneNumberSchema } from "./validation";

export const INVITATION_MESSAGES = {
  contactRequired: "Enter an email or a phone number",
  inviteesRequired: "Add at least one client to invite",
  tooManyInvitees: "Invite at most 100 clients at a time",
  invalidOrExpired: "Invalid or expired invitation",
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

export const invitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  /** Whether an invitation e-mail was queued (invitees with only a phone number get none). */
  emailed: z.boolean(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const inviteClientsResponseSchema = z.object({
  message: z.string(),
  invitations: z.array(invitationSchema),
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
