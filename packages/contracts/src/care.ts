import { z } from "zod";

import { chatSessionSchema } from "./assistant";
import { CONTENT_ATTACHMENT_LIMITS, CONTENT_ATTACHMENT_TYPES } from "./content";
import { healthHistoryResponseSchema, type HealthHistory } from "./health-data";
import { healthSnapshotSchema } from "./health-snapshot";
import { planIdSchema } from "./plans";
import { emailSchema, fullNameSchema, multiLineText, phoneNumberSchema, singleLineText } from "./validation";

/**
 * Care (issue 18, spec sections 6 and 7 "Practitioner", "Coach", "Handouts"): a practitioner's
 * clients, the records of people they will invite later, their handouts, what they share with
 * whom, and the red-flag alerts of their clients. The client decides whether their practitioner
 * may read their health data; every such read is audited.
 */

export const CARE_LIMITS = {
  notesMax: 2000,
  tagMax: 40,
  tagsMax: 10,
  handoutTitleMax: 200,
  handoutBodyMax: 50_000,
  /** Clients one share reaches at a time (a Professional plan's active clients). */
  shareClientsMax: 50,
  searchMax: 100,
  /** Check-ins drawn in the list's small MRS chart, newest last. */
  trendPoints: 12,
  /** Files one handout carries (each PDF, PNG or JPEG, as large as a library item's files). */
  handoutAttachmentsMax: 10,
} as const;

export const CARE_MESSAGES = {
  clientId: "The client's id must be a UUID",
  recordId: "The client record's id must be a UUID",
  invitationId: "The invitation's id must be a UUID",
  handoutId: "The handout's id must be a UUID",
  attachmentId: "The attachment's id must be a UUID",
  contentId: "The item's id must be a UUID",
  notesTooLong: `Notes must be at most ${CARE_LIMITS.notesMax} characters`,
  tagTooLong: `A tag must be at most ${CARE_LIMITS.tagMax} characters`,
  tagEmpty: "A tag cannot be empty",
  tooManyTags: `Use at most ${CARE_LIMITS.tagsMax} tags`,
  displayNameTooLong: "The name must be at most 200 characters",
  handoutTitleRequired: "Enter a title for the handout",
  handoutTitleTooLong: `The title must be at most ${CARE_LIMITS.handoutTitleMax} characters`,
  handoutBodyRequired: "Write the handout's text",
  handoutBodyTooLong: `The text must be at most ${CARE_LIMITS.handoutBodyMax.toLocaleString("en-US")} characters`,
  clientsRequired: "Choose at least one client to share with",
  tooManyClients: `Share with at most ${CARE_LIMITS.shareClientsMax} clients at a time`,
  kindRequired: "Say whether a handout or a library item is shared",
  searchTooLong: `Search for at most ${CARE_LIMITS.searchMax} characters`,
  sortRequired: "Sort by name, last check-in or alerts",
} as const;

/** The messages of answers that are not about one field's format. */
export const CARE_ERRORS = {
  /** Another practitioner's client, a person who is nobody's client, or no such person: all alike. */
  clientNotFound: "No such client",
  recordNotFound: "No such client record",
  invitationNotFound: "No such invitation",
  handoutNotFound: "No such handout",
  contentNotFound: "This library item does not exist or is not published",
  /** A client item for practitioners cannot be shared with a client (decisions.md). */
  contentForPractitioners: "Items written for practitioners cannot be shared with clients",
  notSharing:
    "This client has stopped sharing their health data with you. They can turn sharing back on in their Settings.",
  recordNeedsEmail: "Add an email address to this record before inviting them",
  invitationAccepted: "This invitation has already been accepted",
  sharedNotFound: "This is no longer shared with you",
  chatNotShared: "No such shared chat",
  noPractitioner: "You do not have a practitioner",
  alreadyShared: "Already shared",
  handoutAttachmentNotFound: "This attachment does not exist",
  handoutAttachmentsTooMany: `A handout can carry at most ${CARE_LIMITS.handoutAttachmentsMax} attachments`,
} as const;

/** The plan's seats and the limit's message, for the list and for a refused invitation. */
export function planLimitMessage(planName: string, limit: number, left: number): string {
  return (
    `Your ${planName} plan allows up to ${limit} active clients (pending invitations and client records count). ` +
    (left <= 0 ? "You have no places left." : `You can invite ${left} more.`)
  );
}

/** '2 of 3 active clients' */
export function seatsLabel(used: number, limit: number): string {
  return `${used} of ${limit} active clients`;
}

const uuid = (message: string) => z.uuid(message);
export const careClientParamsSchema = z.object({ clientId: uuid(CARE_MESSAGES.clientId) });
export const careRecordParamsSchema = z.object({ recordId: uuid(CARE_MESSAGES.recordId) });
export const careInvitationParamsSchema = z.object({ invitationId: uuid(CARE_MESSAGES.invitationId) });
export const handoutParamsSchema = z.object({ id: uuid(CARE_MESSAGES.handoutId) });
export const handoutAttachmentParamsSchema = handoutParamsSchema.extend({
  attachmentId: uuid(CARE_MESSAGES.attachmentId),
});
export const sharedAccessParamsSchema = z.object({ contentId: uuid(CARE_MESSAGES.contentId) });

const notesSchema = multiLineText(CARE_MESSAGES.notesTooLong)
  .trim()
  .max(CARE_LIMITS.notesMax, CARE_MESSAGES.notesTooLong);
const tagSchema = singleLineText(CARE_MESSAGES.tagEmpty)
  .trim()
  .min(1, CARE_MESSAGES.tagEmpty)
  .max(CARE_LIMITS.tagMax, CARE_MESSAGES.tagTooLong);
const tagsSchema = z.array(tagSchema).max(CARE_LIMITS.tagsMax, CARE_MESSAGES.tooManyTags);

/* ---------- The list of clients (`GET /api/coach/managed-clients`) ---------- */

export const CARE_SORTS = ["name", "last-check-in", "alerts"] as const;
export type CareSort = (typeof CARE_SORTS)[number];
export const CARE_SORT_LABELS: Record<CareSort, string> = {
  name: "Name",
  "last-check-in": "Last check-in",
  alerts: "Alerts first",
};

export const managedClientsQuerySchema = z.object({
  q: singleLineText(CARE_MESSAGES.searchTooLong)
    .trim()
    .max(CARE_LIMITS.searchMax, CARE_MESSAGES.searchTooLong)
    .optional(),
  sort: z.enum(CARE_SORTS, { error: CARE_MESSAGES.sortRequired }).default("name"),
});
export type ManagedClientsQuery = z.input<typeof managedClientsQuerySchema>;

/** A point of the list's small MRS chart: one check-in's total (0–44). */
export const careTrendPointSchema = z.object({ localDate: z.iso.date(), total: z.number().int() });
export type CareTrendPoint = z.infer<typeof careTrendPointSchema>;

/** One managed client in the list. Health fields are null (and the trend empty) when they stopped sharing. */
export const managedClientSchema = z.object({
  id: z.string(),
  /** The practitioner's name for them (`edit-info`), else their account's name. */
  name: z.string(),
  email: z.string(),
  tags: z.array(z.string()),
  /** When they became the practitioner's client. */
  since: z.iso.datetime(),
  sharingHealthData: z.boolean(),
  lastCheckIn: z
    .object({ localDate: z.iso.date(), total: z.number().int(), change: z.number().int().nullable() })
    .nullable(),
  trend: z.array(careTrendPointSchema),
  lastMood: z.object({ mood: z.number().int().min(1).max(5), localDate: z.iso.date() }).nullable(),
  /** Red-flag alerts not yet marked seen, and when the latest was raised. */
  openAlerts: z.number().int(),
  latestAlertAt: z.iso.datetime().nullable(),
});
export type ManagedClient = z.infer<typeof managedClientSchema>;

/** A person the practitioner recorded to invite later: holds a seat. */
export const clientRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;

/** An invitation sent and not yet accepted, expired or revoked: holds a seat. */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const planUsageSchema = z.object({
  planId: planIdSchema,
  planName: z.string(),
  /** Active clients the plan allows. */
  limit: z.number().int(),
  /** Seats taken: clients, open invitations and client records. */
  used: z.number().int(),
  clients: z.number().int(),
  invitations: z.number().int(),
  records: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const activeClientSchema = z.object({ id: z.string(), name: z.string() });
export type ActiveClient = z.infer<typeof activeClientSchema>;

export const managedClientsResponseSchema = z.object({
  clients: z.array(managedClientSchema),
  records: z.array(clientRecordSchema),
  invitations: z.array(pendingInvitationSchema),
  usage: planUsageSchema,
  /** The client the practitioner works for now (`switch-client`), when one is chosen. */
  activeClient: activeClientSchema.nullable(),
});
export type ManagedClientsResponse = z.infer<typeof managedClientsResponseSchema>;

/* ---------- Client records, invitations, switching ---------- */

const optionalEmail = z.union([emailSchema, z.literal("")]).optional();
const optionalPhone = z.union([phoneNumberSchema, z.literal("")]).optional();

/** `POST /api/practitioner/create-client`: a record of someone to invite later. */
export const createClientRequestSchema = z.object({
  name: fullNameSchema,
  email: optionalEmail,
  phone_number: optionalPhone,
  notes: notesSchema.optional(),
});
export type CreateClientRequest = z.input<typeof createClientRequestSchema>;
export const createClientResponseSchema = z.object({ message: z.string(), record: clientRecordSchema });
export type CreateClientResponse = z.infer<typeof createClientResponseSchema>;

/** Resend, revoke, invite-a-record and delete-a-record answers. */
export const careMessageResponseSchema = z.object({ message: z.string() });
export type CareMessageResponse = z.infer<typeof careMessageResponseSchema>;

/** `PUT /api/practitioner/switch-client`: the client the practitioner works for, or none. */
export const switchClientRequestSchema = z.object({ clientId: z.uuid(CARE_MESSAGES.clientId).nullable() });
export type SwitchClientRequest = z.infer<typeof switchClientRequestSchema>;
export const switchClientResponseSchema = z.object({ activeClient: activeClientSchema.nullable() });
export type SwitchClientResponse = z.infer<typeof switchClientResponseSchema>;

/* ---------- One client (`GET /api/coach/client/{clientId}/profile`) ---------- */

/** The practitioner's own record of a client (`edit-info`): never the client's account. */
export const clientInfoSchema = z.object({
  clientId: z.string(),
  /** The client's account name and e-mail, as they gave them (read-only here). */
  accountName: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  phone_number: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ClientInfo = z.infer<typeof clientInfoSchema>;

/** `PUT /api/coach/managed-client/edit-info/{clientId}`: empty text clears a field. */
export const editClientInfoRequestSchema = z.object({
  displayName: z
    .union([singleLineText().trim().max(200, CARE_MESSAGES.displayNameTooLong), z.literal("")])
    .optional(),
  phone_number: optionalPhone,
  notes: notesSchema.optional(),
  tags: tagsSchema.optional(),
});
export type EditClientInfoRequest = z.input<typeof editClientInfoRequestSchema>;

/** A hormone-therapy caution drawn from the health history, for the practitioner's eye. */
export const hormoneTherapyCautionSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** Where it was found, in the history's own words (a condition the client wrote, a family history box). */
  source: z.string(),
});
export type HormoneTherapyCaution = z.infer<typeof hormoneTherapyCautionSchema>;

/** One answer of the client's onboarding, in words ('Not answered' when skipped). */
export const onboardingAnswerSchema = z.object({ label: z.string(), value: z.string() });
export type OnboardingAnswer = z.infer<typeof onboardingAnswerSchema>;

export const SHARE_KINDS = ["handout", "content"] as const;
export const shareKindSchema = z.enum(SHARE_KINDS, { error: CARE_MESSAGES.kindRequired });
export type ShareKind = z.infer<typeof shareKindSchema>;

/** Something shared with a client, and whether they opened it. */
export const clientShareSchema = z.object({
  kind: shareKindSchema,
  targetId: z.string(),
  title: z.string(),
  sharedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
});
export type ClientShare = z.infer<typeof clientShareSchema>;

export const careAlertSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  seenAt: z.iso.datetime().nullable(),
  /** The red-flag rules raised, in words (never the question). */
  rules: z.array(z.string()),
});
export type CareAlert = z.infer<typeof careAlertSchema>;

export const sharedChatSummarySchema = z.object({
  chatId: z.string(),
  title: z.string(),
  sharedAt: z.iso.datetime(),
});
export type SharedChatSummary = z.infer<typeof sharedChatSummarySchema>;

export const clientProfileResponseSchema = z.object({
  info: clientInfoSchema,
  since: z.iso.datetime(),
  sharingHealthData: z.boolean(),
  /** The client's snapshot (null when they stopped sharing). */
  snapshot: healthSnapshotSchema.nullable(),
  /** Their health history (null when they stopped sharing or never saved one). */
  history: healthHistoryResponseSchema.nullable(),
  cautions: z.array(hormoneTherapyCautionSchema),
  /** Their onboarding answers (null when they stopped sharing or have none). */
  onboarding: z.array(onboardingAnswerSchema).nullable(),
  shared: z.array(clientShareSchema),
  sharedChats: z.array(sharedChatSummarySchema),
  alerts: z.array(careAlertSchema),
});
export type ClientProfileResponse = z.infer<typeof clientProfileResponseSchema>;

/* ---------- Handouts ---------- */

export const handoutRequestSchema = z.object({
  title: singleLineText(CARE_MESSAGES.handoutTitleRequired)
    .trim()
    .min(1, CARE_MESSAGES.handoutTitleRequired)
    .max(CARE_LIMITS.handoutTitleMax, CARE_MESSAGES.handoutTitleTooLong),
  body: multiLineText(CARE_MESSAGES.handoutBodyRequired)
    .trim()
    .min(1, CARE_MESSAGES.handoutBodyRequired)
    .max(CARE_LIMITS.handoutBodyMax, CARE_MESSAGES.handoutBodyTooLong),
  /** The published library item it was made from, when it was. */
  sourceContentId: z.uuid(CARE_MESSAGES.contentId).nullable().optional(),
});
export type HandoutRequest = z.input<typeof handoutRequestSchema>;

/**
 * A file a handout carries: PDF, PNG or JPEG (decided by its first bytes), at most
 * `HANDOUT_ATTACHMENT_MAX_BYTES`. `GET /api/handout/{id}/attachments/{attachmentId}` serves it to
 * the practitioner, `GET /api/client/handouts/{id}/attachments/{attachmentId}` to a client who has
 * the handout.
 */
export const handoutAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(CONTENT_ATTACHMENT_TYPES),
  size: z.number().int(),
});
export type HandoutAttachment = z.infer<typeof handoutAttachmentSchema>;
/** The same limit as a library item's files. */
export const HANDOUT_ATTACHMENT_MAX_BYTES = CONTENT_ATTACHMENT_LIMITS.maxBytes;

/** `POST /api/handout/{id}/attachments`: the file the handout now carries. */
export const handoutAttachmentResponseSchema = z.object({ attachment: handoutAttachmentSchema });
export type HandoutAttachmentResponse = z.infer<typeof handoutAttachmentResponseSchema>;

export const handoutSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  source: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Clients who have it now. */
  sharedWith: z.number().int(),
  /** Its files, oldest first. */
  attachments: z.array(handoutAttachmentSchema),
});
export type Handout = z.infer<typeof handoutSchema>;

export const handoutListResponseSchema = z.object({ handouts: z.array(handoutSchema) });
export type HandoutListResponse = z.infer<typeof handoutListResponseSchema>;
export const handoutResponseSchema = z.object({ handout: handoutSchema });
export type HandoutResponse = z.infer<typeof handoutResponseSchema>;

/* ---------- Sharing ---------- */

export const contentShareRequestSchema = z.object({
  kind: shareKindSchema,
  targetId: z.uuid(CARE_MESSAGES.contentId),
  clientIds: z
    .array(z.uuid(CARE_MESSAGES.clientId), { error: CARE_MESSAGES.clientsRequired })
    .min(1, CARE_MESSAGES.clientsRequired)
    .max(CARE_LIMITS.shareClientsMax, CARE_MESSAGES.tooManyClients),
});
export type ContentShareRequest = z.infer<typeof contentShareRequestSchema>;

export const sharedAccessEntrySchema = z.object({
  clientId: z.string(),
  name: z.string(),
  sharedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
});
export type SharedAccessEntry = z.infer<typeof sharedAccessEntrySchema>;

export const sharedAccessResponseSchema = z.object({
  kind: shareKindSchema,
  targetId: z.string(),
  title: z.string(),
  access: z.array(sharedAccessEntrySchema),
});
export type SharedAccessResponse = z.infer<typeof sharedAccessResponseSchema>;

export const contentShareResponseSchema = sharedAccessResponseSchema.extend({ message: z.string() });
export type ContentShareResponse = z.infer<typeof contentShareResponseSchema>;

export const revokeContentAccessRequestSchema = z.object({
  kind: shareKindSchema,
  targetId: z.uuid(CARE_MESSAGES.contentId),
  clientId: z.uuid(CARE_MESSAGES.clientId),
});
export type RevokeContentAccessRequest = z.infer<typeof revokeContentAccessRequestSchema>;

/** 'Shared with 2 clients' / 'Shared with Jane Doe' */
export function shareMessage(names: readonly string[]): string {
  if (names.length === 1) return `Shared with ${names[0]}`;
  return `Shared with ${names.length} clients`;
}

/* ---------- The client's side ---------- */

/** Something a practitioner shared with the signed-in client. */
export const sharedWithMeSchema = z.object({
  kind: shareKindSchema,
  targetId: z.string(),
  title: z.string(),
  sharedAt: z.iso.datetime(),
  openedAt: z.iso.datetime().nullable(),
});
export type SharedWithMe = z.infer<typeof sharedWithMeSchema>;

/** `GET /api/client/care`: the client's practitioner, their sharing choice and what was shared with them. */
export const clientCareResponseSchema = z.object({
  practitioner: z.object({ name: z.string() }).nullable(),
  sharingHealthData: z.boolean(),
  shared: z.array(sharedWithMeSchema),
});
export type ClientCareResponse = z.infer<typeof clientCareResponseSchema>;

/** `PUT /api/client/care/sharing`: stopping takes the practitioner's access away at once. */
export const clientSharingRequestSchema = z.object({ sharingHealthData: z.boolean() });
export type ClientSharingRequest = z.infer<typeof clientSharingRequestSchema>;

/** `GET /api/client/handouts/{id}`: a handout shared with the client (opening it is recorded). */
export const sharedHandoutResponseSchema = z.object({
  handout: z.object({
    id: z.string(),
    title: z.string(),
    body: z.string(),
    practitionerName: z.string(),
    sharedAt: z.iso.datetime(),
    /** Its files, oldest first. */
    attachments: z.array(handoutAttachmentSchema),
  }),
});
export type SharedHandoutResponse = z.infer<typeof sharedHandoutResponseSchema>;

/** `PUT /api/chat/{chat_id}/share`: a client shares one chat with their practitioner, or stops. */
export const chatShareRequestSchema = z.object({ shared: z.boolean() });
export type ChatShareRequest = z.infer<typeof chatShareRequestSchema>;
export const chatShareResponseSchema = z.object({ sharedAt: z.iso.datetime().nullable() });
export type ChatShareResponse = z.infer<typeof chatShareResponseSchema>;

/** `GET /api/coach/session/{chat_id}`: a chat a client shared, read-only. */
export const coachSessionResponseSchema = chatSessionSchema.extend({
  client: activeClientSchema,
});
export type CoachSessionResponse = z.infer<typeof coachSessionResponseSchema>;

/* ---------- Hormone-therapy cautions ---------- */

/**
 * Conditions that call for care before hormone therapy (NICE NG23 2024, The Menopause Society
 * 2022 position statement): a practitioner sees them highlighted and talks them through with the
 * client's clinician. Matched in the conditions and surgeries the client wrote, and their family
 * history; a match is a prompt to ask, never a diagnosis.
 */
const CAUTION_RULES: readonly { id: string; label: string; pattern: RegExp }[] = [
  {
    id: "breast-cancer",
    label: "History of breast cancer",
    pattern: /breast\s*cancer|mastectomy|lumpectomy|\bdcis\b/i,
  },
  {
    id: "blood-clots",
    label: "History of blood clots",
    pattern: /blood\s*clot|thrombo|\bdvt\b|pulmonary\s*embol|\bpe\b|clotting/i,
  },
  { id: "stroke", label: "History of stroke or TIA", pattern: /stroke|\btia\b|transient\s*isch/i },
  { id: "heart", label: "Heart disease", pattern: /heart\s*attack|coronary|myocardial|angina/i },
  { id: "liver", label: "Liver disease", pattern: /liver\s*(disease|failure)|cirrhosis|hepatitis/i },
  {
    id: "endometrial-cancer",
    label: "History of endometrial or ovarian cancer",
    pattern: /endometrial\s*cancer|uterine\s*cancer|ovarian\s*cancer/i,
  },
  {
    id: "unexplained-bleeding",
    label: "Unexplained vaginal bleeding",
    pattern: /unexplained\s*(vaginal\s*)?bleeding|post-?menopausal\s*bleeding/i,
  },
];

export function hormoneTherapyCautions(history: HealthHistory | null): HormoneTherapyCaution[] {
  if (!history) return [];
  const written = [...(history.conditions ?? []), ...(history.surgeries?.other ?? [])];
  const found: HormoneTherapyCaution[] = [];
  for (const rule of CAUTION_RULES) {
    const match = written.find((text) => rule.pattern.test(text));
    if (match) found.push({ id: rule.id, label: rule.label, source: match });
  }
  if (history.familyHistory?.breastCancer) {
    found.push({
      id: "family-breast-cancer",
      label: "Family history of breast cancer",
      source: "Family history",
    });
  }
  return found;
}
