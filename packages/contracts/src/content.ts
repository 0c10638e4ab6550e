import { z } from "zod";

import { CONTENT_TOPIC_SLUGS, contentTopicSchema } from "./content-topics";
import { multiLineText, singleLineText } from "./validation";

/**
 * The content library: its statuses, labels, items and workflow (spec sections 3 and 4,
 * decisions.md "Content and AI" and "Content library (second round)").
 */

/** The internal statuses of spec section 4, kept in the data. */
export const CONTENT_STATUSES = [
  "raw",
  "ready-for-review",
  "waiting",
  "second-review-requested",
  "ready-to-publish",
  "live",
  "archived",
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const contentStatusSchema = z.enum(CONTENT_STATUSES);

export const CONTENT_STATUS_NAMES: Record<ContentStatus, string> = {
  raw: "Raw",
  "ready-for-review": "Ready for Review",
  waiting: "Waiting",
  "second-review-requested": "Second Review Requested",
  "ready-to-publish": "Ready to Publish",
  live: "Live",
  archived: "Archived",
};

/** Who made an item: a person, or the assistant (a Raw item the assistant drafted is 'AI-Generated'). */
export const CONTENT_ORIGINS = ["person", "assistant"] as const;
export type ContentOrigin = (typeof CONTENT_ORIGINS)[number];

/** The labels shown for the statuses, in tab order; `by-status/{status}` takes these slugs. */
export const CONTENT_LABELS = [
  { slug: "ai-generated", label: "AI-Generated" },
  { slug: "draft", label: "Draft" },
  { slug: "in-review", label: "In-Review" },
  { slug: "approved", label: "Approved" },
  { slug: "published", label: "Published" },
  { slug: "archived", label: "Archived" },
] as const satisfies readonly { slug: string; label: string }[];
export type ContentLabel = (typeof CONTENT_LABELS)[number]["slug"];
export const CONTENT_LABEL_SLUGS = CONTENT_LABELS.map((label) => label.slug) as [
  ContentLabel,
  ...ContentLabel[],
];
export const contentLabelSchema = z.enum(CONTENT_LABEL_SLUGS, {
  error: `The status must be one of: ${CONTENT_LABEL_SLUGS.join(", ")}`,
});

/** The internal statuses each label stands for (a Raw item splits by its origin). */
export const CONTENT_LABEL_STATUSES: Record<ContentLabel, readonly ContentStatus[]> = {
  "ai-generated": ["raw"],
  draft: ["raw"],
  "in-review": ["ready-for-review", "waiting", "second-review-requested"],
  approved: ["ready-to-publish"],
  published: ["live"],
  archived: ["archived"],
};

/** The label an item shows for its status and origin. */
export function contentLabelOf(status: ContentStatus, origin: ContentOrigin): ContentLabel {
  switch (status) {
    case "raw":
      return origin === "assistant" ? "ai-generated" : "draft";
    case "ready-for-review":
    case "waiting":
    case "second-review-requested":
      return "in-review";
    case "ready-to-publish":
      return "approved";
    case "live":
      return "published";
    case "archived":
      return "archived";
  }
}

/** Who an item is written for; items for practitioners are never shown to clients. */
export const CONTENT_AUDIENCES = ["clients", "practitioners"] as const;
export type ContentAudience = (typeof CONTENT_AUDIENCES)[number];
export const contentAudienceSchema = z.enum(CONTENT_AUDIENCES, {
  error: "Choose who the item is for: clients or practitioners",
});

/** The workflow actions of `POST /api/content/{content_id}/status`. */
export const CONTENT_ACTIONS = [
  "submit",
  "assign",
  "approve",
  "request-second-review",
  "send-back",
  "publish",
  "archive",
  "restore",
] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

export const CONTENT_LIMITS = {
  titleMin: 5,
  titleMax: 200,
  summaryMax: 1000,
  bodyMax: 100_000,
  instructionsMax: 2000,
  commentMax: 2000,
  topicsMax: 10,
  sourcesMax: 30,
  urlMax: 2000,
  sourceYearMin: 1900,
  searchMax: 200,
} as const;

export const CONTENT_MESSAGES = {
  titleRequired: "Enter document title",
  titleTooShort: `The title must be at least ${CONTENT_LIMITS.titleMin} characters`,
  titleTooLong: `The title must be at most ${CONTENT_LIMITS.titleMax} characters`,
  summaryTooLong: `The summary must be at most ${CONTENT_LIMITS.summaryMax} characters`,
  bodyTooLong: `The document must be at most ${CONTENT_LIMITS.bodyMax} characters`,
  instructionsTooLong: `The instructions must be at most ${CONTENT_LIMITS.instructionsMax} characters`,
  topicRequired: "Choose a topic from the list",
  topicsTooMany: `Choose at most ${CONTENT_LIMITS.topicsMax} topics`,
  topicsRepeated: "Choose each topic once",
  sourcesTooMany: `Cite at most ${CONTENT_LIMITS.sourcesMax} sources`,
  /** An item goes to review only with a source (the API answers the same when it is missing). */
  sourceRequiredToSubmit: "Add at least one source before submitting the item for review",
  sourceTitleRequired: "Enter the source's title",
  sourceTitleTooLong: `The source's title must be at most ${CONTENT_LIMITS.titleMax} characters`,
  sourcePublisherRequired: "Enter the source's publisher",
  sourcePublisherTooLong: `The publisher must be at most ${CONTENT_LIMITS.titleMax} characters`,
  sourceYear: `Enter the year the source was published (${CONTENT_LIMITS.sourceYearMin} or later, not in the future)`,
  sourceUrl: "Enter the source's web address, starting with https://",
  actionRequired: `Choose an action: ${CONTENT_ACTIONS.join(", ")}`,
  reviewerRequired: "Choose a reviewer",
  commentRequired: "Add a comment saying what to change",
  commentTooLong: `The comment must be at most ${CONTENT_LIMITS.commentMax} characters`,
  searchTooLong: `Search for at most ${CONTENT_LIMITS.searchMax} characters`,
  queryRequired: "Enter what to search for",
  authorId: "The author's id must be a UUID",
  /** Why the author cannot edit the item now (409 from the API, the editor's read-only note). */
  editInReview: "This item is in review: it can be edited once it is sent back",
  /** An approved item can only be published (no transition leads back): then a new revision starts. */
  editApproved:
    "This item is approved: publish it, then edit the live item to start a new revision for review",
  editArchived: "This item is archived: restore it as a draft to edit it",
} as const;

const optionalText = (max: number, message: string) => multiLineText().trim().max(max, message);

/** A source an item cites: title, publisher, year and (optionally) its web address. */
export const contentSourceSchema = z.object({
  title: singleLineText(CONTENT_MESSAGES.sourceTitleRequired)
    .trim()
    .min(1, CONTENT_MESSAGES.sourceTitleRequired)
    .max(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.sourceTitleTooLong),
  publisher: singleLineText(CONTENT_MESSAGES.sourcePublisherRequired)
    .trim()
    .min(1, CONTENT_MESSAGES.sourcePublisherRequired)
    .max(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.sourcePublisherTooLong),
  year: z
    .number({ error: CONTENT_MESSAGES.sourceYear })
    .int(CONTENT_MESSAGES.sourceYear)
    .min(CONTENT_LIMITS.sourceYearMin, CONTENT_MESSAGES.sourceYear)
    .refine((year) => year <= new Date().getUTCFullYear(), CONTENT_MESSAGES.sourceYear),
  url: singleLineText(CONTENT_MESSAGES.sourceUrl)
    .trim()
    .max(CONTENT_LIMITS.urlMax, CONTENT_MESSAGES.sourceUrl)
    .pipe(z.url({ protocol: /^https$/, error: CONTENT_MESSAGES.sourceUrl }))
    .nullable()
    .optional()
    .transform((url) => url ?? null),
});
export type ContentSource = z.output<typeof contentSourceSchema>;

const topicsSchema = z
  .array(z.enum(CONTENT_TOPIC_SLUGS, { error: CONTENT_MESSAGES.topicRequired }), {
    error: CONTENT_MESSAGES.topicRequired,
  })
  .max(CONTENT_LIMITS.topicsMax, CONTENT_MESSAGES.topicsTooMany)
  .refine((topics) => new Set(topics).size === topics.length, CONTENT_MESSAGES.topicsRepeated);

/** `POST /api/content`: a new Raw item (a draft). Only the title is required to save a draft. */
export const contentCreateRequestSchema = z.object({
  title: singleLineText(CONTENT_MESSAGES.titleRequired)
    .trim()
    .min(1, CONTENT_MESSAGES.titleRequired)
    .min(CONTENT_LIMITS.titleMin, CONTENT_MESSAGES.titleTooShort)
    .max(CONTENT_LIMITS.titleMax, CONTENT_MESSAGES.titleTooLong),
  summary: optionalText(CONTENT_LIMITS.summaryMax, CONTENT_MESSAGES.summaryTooLong).default(""),
  documentText: optionalText(CONTENT_LIMITS.bodyMax, CONTENT_MESSAGES.bodyTooLong).default(""),
  topics: topicsSchema.default([]),
  audience: contentAudienceSchema.default("clients"),
  sources: z
    .array(contentSourceSchema)
    .max(CONTENT_LIMITS.sourcesMax, CONTENT_MESSAGES.sourcesTooMany)
    .default([]),
  instructions: optionalText(CONTENT_LIMITS.instructionsMax, CONTENT_MESSAGES.instructionsTooLong).default(
    "",
  ),
});
export type ContentCreateRequest = z.input<typeof contentCreateRequestSchema>;
export type ContentDraft = z.output<typeof contentCreateRequestSchema>;

/** `PUT /api/content/{content_id}`: the whole editable text of the working revision. */
export const contentUpdateRequestSchema = contentCreateRequestSchema;
export type ContentUpdateRequest = z.input<typeof contentUpdateRequestSchema>;

const commentSchema = multiLineText().trim().max(CONTENT_LIMITS.commentMax, CONTENT_MESSAGES.commentTooLong);

/** `POST /api/content/{content_id}/status`: one workflow action, with its comment or reviewer. */
export const contentActionRequestSchema = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("submit"), comment: commentSchema.optional() }),
    z.object({
      action: z.literal("assign"),
      reviewerId: z.uuid(CONTENT_MESSAGES.reviewerRequired),
      comment: commentSchema.optional(),
    }),
    z.object({ action: z.literal("approve"), comment: commentSchema.optional() }),
    z.object({
      action: z.literal("request-second-review"),
      reviewerId: z.uuid(CONTENT_MESSAGES.reviewerRequired),
      comment: commentSchema.optional(),
    }),
    z.object({
      action: z.literal("send-back"),
      comment: commentSchema.min(1, CONTENT_MESSAGES.commentRequired),
    }),
    z.object({ action: z.literal("publish"), comment: commentSchema.optional() }),
    z.object({ action: z.literal("archive"), comment: commentSchema.optional() }),
    z.object({ action: z.literal("restore"), comment: commentSchema.optional() }),
  ],
  { error: CONTENT_MESSAGES.actionRequired },
);
export type ContentActionRequest = z.infer<typeof contentActionRequestSchema>;

/** A person named on an item (author, reviewer, who did a transition). */
export const contentPersonSchema = z.object({ id: z.string(), name: z.string() });
export type ContentPerson = z.infer<typeof contentPersonSchema>;

/** One recorded transition: who, when, what, from which status to which, and the comment. */
export const contentTransitionSchema = z.object({
  id: z.string(),
  action: z.enum(CONTENT_ACTIONS),
  fromStatus: contentStatusSchema,
  toStatus: contentStatusSchema,
  by: contentPersonSchema.nullable(),
  comment: z.string().nullable(),
  /** The revision the transition acted on. */
  revision: z.number().int(),
  createdAt: z.string(),
});
export type ContentTransition = z.infer<typeof contentTransitionSchema>;

/** Files an item may carry (checked by their first bytes, not their name). */
export const CONTENT_ATTACHMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export type ContentAttachmentType = (typeof CONTENT_ATTACHMENT_TYPES)[number];
export const CONTENT_ATTACHMENT_LIMITS = { maxBytes: 10 * 1024 * 1024, perRevision: 10 } as const;
/** The multipart field of `POST /api/content/{content_id}/attachments`. */
export const CONTENT_ATTACHMENT_FIELD = "file";
export const CONTENT_ATTACHMENT_MESSAGES = {
  type: "Attach a PDF, PNG or JPEG file",
  tooLarge: "An attachment must be at most 10 MB",
  tooMany: `An item can carry at most ${CONTENT_ATTACHMENT_LIMITS.perRevision} attachments`,
} as const;

/** A file attached to a revision; `GET /api/content/{content_id}/attachments/{attachment_id}` serves it. */
export const contentAttachmentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(CONTENT_ATTACHMENT_TYPES),
  size: z.number().int(),
  createdAt: z.string(),
});
export type ContentAttachment = z.infer<typeof contentAttachmentSchema>;

/** The text of one revision. */
export const contentRevisionSchema = z.object({
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  documentText: z.string(),
  topics: z.array(contentTopicSchema),
  audience: contentAudienceSchema,
  sources: z.array(
    z.object({ title: z.string(), publisher: z.string(), year: z.number(), url: z.string().nullable() }),
  ),
  instructions: z.string(),
  attachments: z.array(contentAttachmentSchema).default([]),
  createdAt: z.string(),
});
export type ContentRevision = z.infer<typeof contentRevisionSchema>;

/** An item's review is due this many months after it was published (then it shows 'Needs re-review'). */
export const REVIEW_DUE_MONTHS = 12;

/** An item as its authors and reviewers see it (`GET /api/content/{content_id}`). */
export const contentItemSchema = z.object({
  id: z.string(),
  status: contentStatusSchema,
  label: contentLabelSchema,
  origin: z.enum(CONTENT_ORIGINS),
  /** Null once the author's account was deleted (the item stays). */
  author: contentPersonSchema.nullable(),
  reviewers: z.array(contentPersonSchema),
  /** The revision being written or reviewed. */
  working: contentRevisionSchema,
  /** The published revision a Live item keeps showing while a new one goes through review. */
  published: contentRevisionSchema.nullable(),
  publishedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  reviewDueAt: z.string().nullable(),
  needsReReview: z.boolean(),
  history: z.array(contentTransitionSchema),
  revisions: z.array(contentRevisionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** One row of a library list. */
export const contentListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  status: contentStatusSchema,
  label: contentLabelSchema,
  topics: z.array(contentTopicSchema),
  audience: contentAudienceSchema,
  author: contentPersonSchema.nullable(),
  reviewers: z.array(contentPersonSchema),
  needsReReview: z.boolean(),
  updatedAt: z.string(),
});
export type ContentListItem = z.infer<typeof contentListItemSchema>;

export const CONTENT_PAGE_SIZE_MAX = 100;

/** Paging of every list: page from 1, size up to 100. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(CONTENT_PAGE_SIZE_MAX).default(20),
});

const searchTextSchema = singleLineText()
  .trim()
  .max(CONTENT_LIMITS.searchMax, CONTENT_MESSAGES.searchTooLong)
  .optional();

/** `GET /api/content/by-status/{status}`'s filters. */
export const contentListQuerySchema = pageQuerySchema.extend({
  topic: contentTopicSchema.optional(),
  author: z.uuid(CONTENT_MESSAGES.authorId).optional(),
  assignedToMe: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
  q: searchTextSchema,
});
export type ContentListQuery = z.output<typeof contentListQuerySchema>;

export const contentListResponseSchema = z.object({
  items: z.array(contentListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContentListResponse = z.infer<typeof contentListResponseSchema>;

/** `GET /api/content/status`: how many items each label holds. */
export const contentStatusCountsSchema = z.object(
  Object.fromEntries(CONTENT_LABEL_SLUGS.map((slug) => [slug, z.number().int()])) as Record<
    ContentLabel,
    z.ZodNumber
  >,
);
export type ContentStatusCounts = z.infer<typeof contentStatusCountsSchema>;

/** `GET /api/library/status`: the library's health. */
export const libraryStatusSchema = z.object({
  byStatus: z.object(
    Object.fromEntries(CONTENT_STATUSES.map((status) => [status, z.number().int()])) as Record<
      ContentStatus,
      z.ZodNumber
    >,
  ),
  pastDueReviews: z.number().int(),
  citingUpdatedSources: z.number().int(),
});
export type LibraryStatus = z.infer<typeof libraryStatusSchema>;

/** A published item as every reader sees it, with 'Reviewed by … on …'. */
export const publishedContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  documentText: z.string(),
  topics: z.array(contentTopicSchema),
  audience: contentAudienceSchema,
  sources: contentRevisionSchema.shape.sources,
  reviewers: z.array(contentPersonSchema),
  reviewedAt: z.string().nullable(),
  publishedAt: z.string(),
  attachments: z.array(contentAttachmentSchema).default([]),
});
export type PublishedContent = z.infer<typeof publishedContentSchema>;

export const publishedContentListQuerySchema = pageQuerySchema.extend({
  topic: contentTopicSchema.optional(),
  q: searchTextSchema,
});

/** Where typed text matched in a text: the marked words, as [start, end) offsets (UTF-16). */
export const textMarksSchema = z.array(z.tuple([z.number().int().min(0), z.number().int().min(0)]));
export type TextMarks = z.infer<typeof textMarksSchema>;

/**
 * Why a search found an item: the words of its title and summary that match the typed text
 * (synonyms, other spellings and corrected typos included), and an excerpt of the passage that
 * matched best, with its section's heading.
 */
export const searchMatchSchema = z.object({
  title: textMarksSchema,
  summary: textMarksSchema,
  excerpt: z.object({ heading: z.string().nullable(), text: z.string(), marks: textMarksSchema }).nullable(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

/** One item of the published list; `match` when text was typed (the list is then by relevance). */
export const publishedListItemSchema = publishedContentSchema
  .omit({ documentText: true })
  .extend({ match: searchMatchSchema.optional() });
export type PublishedListItem = z.infer<typeof publishedListItemSchema>;

export const publishedContentListResponseSchema = z.object({
  items: z.array(publishedListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PublishedContentListResponse = z.infer<typeof publishedContentListResponseSchema>;

/** `GET /api/content/retrieve?q=`: the best passages of the published library. */
export const RETRIEVE_LIMIT_MAX = 20;
export const retrieveQuerySchema = z.object({
  q: singleLineText(CONTENT_MESSAGES.queryRequired)
    .trim()
    .min(1, CONTENT_MESSAGES.queryRequired)
    .max(CONTENT_LIMITS.searchMax, CONTENT_MESSAGES.searchTooLong),
  limit: z.coerce.number().int().min(1).max(RETRIEVE_LIMIT_MAX).default(5),
});

export const retrievedPassageSchema = z.object({
  contentId: z.string(),
  title: z.string(),
  heading: z.string().nullable(),
  text: z.string(),
  rank: z.number(),
});
export const retrieveResponseSchema = z.object({ passages: z.array(retrievedPassageSchema) });
export type RetrievedPassage = z.infer<typeof retrievedPassageSchema>;

/** `POST /api/library/sources/updated`: an admin marks a source as updated, by its address. */
export const markSourceUpdatedRequestSchema = z.object({
  url: singleLineText(CONTENT_MESSAGES.sourceUrl)
    .trim()
    .max(CONTENT_LIMITS.urlMax, CONTENT_MESSAGES.sourceUrl)
    .pipe(z.url({ protocol: /^https$/, error: CONTENT_MESSAGES.sourceUrl })),
});

export const markSourceUpdatedResponseSchema = z.object({
  url: z.string(),
  markedAt: z.string(),
  /** Published items citing the source, which now show 'Needs re-review'. */
  citingItems: z.number().int(),
});
export type MarkSourceUpdatedResponse = z.infer<typeof markSourceUpdatedResponseSchema>;

/** `GET /api/user/reviewers`: the people who may be assigned a review. */
export const reviewersResponseSchema = z.object({ reviewers: z.array(contentPersonSchema) });
