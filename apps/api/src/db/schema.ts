import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  doublePrecision,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Instance-wide settings kept in the database (key/value). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/** Roles by id (decisions.md): 1 Super Admin, 2 Practitioner, 3 Client, 4 Reviewer. */
export const roles = pgTable("roles", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The first name given in the practitioner onboarding (for greetings); null before it. */
    firstName: text("first_name"),
    phoneNumber: text("phone_number").notNull(),
    dob: date("dob", { mode: "string" }),
    roleId: smallint("role_id")
      .notNull()
      .references(() => roles.id),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    /**
     * When a Super Admin deactivated the account (null: active). A deactivated person cannot sign
     * in, and their token version was raised when it was set, so every session ended at once.
     */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Raised to revoke every access token issued before (password reset, account deletion). */
    tokenVersion: integer("token_version").notNull().default(0),
    /** The practitioner's subscription plan (`starter` | `professional`). */
    plan: text("plan").notNull().default("starter"),
    /**
     * The person's health preferences (`HealthPreferences` of the contracts): their IANA time
     * zone, the unit glucose is shown in and whether they have diabetes (which sets the glucose
     * bands). Kept on the person's row, so every signed-in request carries them at no cost. The
     * zone is null until it is set (the browser's at the first sign-in, or in Settings); days are
     * counted in UTC until then.
     */
    timeZone: text("time_zone"),
    glucoseUnit: text("glucose_unit").notNull().default("mg/dL"),
    hasDiabetes: boolean("has_diabetes").notNull().default(false),
    /** The colour theme the person chose in Settings (`light` | `dark` | `system`). */
    theme: text("theme").notNull().default("system"),
    /**
     * The optional e-mails (by outbox kind) the person chose not to receive. Account e-mails
     * (verification, password reset, sign-in codes, invitations) are always sent.
     */
    emailOptOuts: text("email_opt_outs")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The client a practitioner works for now (`/practitioner/switch-client`): the assistant and
     * the share dialog use them. Cleared when the care relationship ends.
     */
    activeClientId: uuid("active_client_id").references((): AnyPgColumn => users.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    check("users_plan_check", sql`${table.plan} in ('starter', 'professional')`),
    check("users_glucose_unit_check", sql`${table.glucoseUnit} in ('mg/dL', 'mmol/L')`),
    check("users_theme_check", sql`${table.theme} in ('light', 'dark', 'system')`),
  ],
);

/** Access tokens revoked before they expire (sign-out); rows past `expires_at` are purged. */
export const revokedTokens = pgTable(
  "revoked_tokens",
  {
    jti: text("jti").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("revoked_tokens_expires_at_idx").on(table.expiresAt)],
);

/** E-mail verification and password-reset tokens: only the sha256 is stored; single use. */
export const oneTimeTokens = pgTable(
  "one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("one_time_tokens_token_hash_key").on(table.tokenHash),
    index("one_time_tokens_user_idx").on(table.userId, table.purpose),
    check("one_time_tokens_purpose_check", sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * When a link e-mail of each kind was last asked for, per address, whether or not an account uses
 * it: the cooldown between two such e-mails then looks the same for every address. Only the
 * address's sha256 is kept, and rows older than the cooldown are removed as new ones come.
 */
export const linkRequests = pgTable(
  "link_requests",
  {
    emailHash: text("email_hash").notNull(),
    purpose: text("purpose").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.emailHash, table.purpose] }),
    index("link_requests_requested_at_idx").on(table.requestedAt),
    check("link_requests_purpose_check", sql`${table.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/** A practitioner's invitation to a client; the token (hashed) is the link's secret. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    /** Set when the practitioner revokes it: the link stops working and the seat is free. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("invitations_token_hash_key").on(table.tokenHash),
    index("invitations_coach_idx").on(table.coachId),
  ],
);

/**
 * A client managed by a practitioner (one practitioner per client), with the practitioner's own
 * record of them (`edit-info`: a display name, a phone, notes, tags; never the client's account).
 * `sharing_stopped_at` is set when the client stops sharing their health data: from then on the
 * practitioner reads none of it, until the client turns sharing back on.
 */
export const coachClients = pgTable(
  "coach_clients",
  {
    clientId: uuid("client_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitationId: uuid("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    displayName: text("display_name"),
    phoneNumber: text("phone_number"),
    notes: text("notes"),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    sharingStoppedAt: timestamp("sharing_stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("coach_clients_coach_idx").on(table.coachId)],
);

/**
 * A person a practitioner recorded to invite later (`/practitioner/create-client`): it holds a
 * plan seat until it is invited (it then becomes an invitation) or deleted.
 */
export const clientRecords = pgTable(
  "client_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (table) => [index("client_records_coach_idx").on(table.coachId, table.createdAt)],
);

/** The durable mail outbox: a sender loop delivers `pending` rows with retries and backoff. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** The links the message carries, for the development mailbox. */
    links: jsonb("links").$type<string[]>().notNull().default([]),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt),
    /*
     * `sending`: claimed by one instance (`FOR UPDATE SKIP LOCKED`) until `next_attempt_at`; a claim
     * whose instance died before finishing is claimed again after that instant.
     */
    check("mail_outbox_status_check", sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

/** Files people uploaded; the bytes live in the storage (`DATA_DIR/uploads` by default). */
export const uploadedFiles = pgTable(
  "uploaded_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("uploaded_files_owner_idx").on(table.ownerId, table.purpose),
    check("uploaded_files_purpose_check", sql`${table.purpose} in ('certificate', 'profile_picture')`),
  ],
);

/** A practitioner's onboarding answers (validated by the contracts) and recovery-answer hash. */
export const coachOnboarding = pgTable("coach_onboarding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  securityAnswerHash: text("security_answer_hash").notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** A client's onboarding answers (validated by the contracts). */
export const clientOnboarding = pgTable("client_onboarding", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  completedAt: timestamp("completed_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/**
 * Where an unfinished onboarding stands: the page the person was last on and their draft (as the
 * contracts' progress schemas allow), so that signing in anywhere resumes there. Removed when the
 * onboarding is submitted.
 */
export const onboardingProgress = pgTable("onboarding_progress", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  step: text("step").notNull(),
  page: smallint("page"),
  draft: jsonb("draft").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** PostgreSQL's full-text document type (the same on PGlite). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A content library item. Its text lives in revisions: the working revision is the one being
 * written or reviewed; the published revision is what readers see while a Live item's next
 * revision goes through review (decisions.md, "Content library").
 */
export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Internal status of spec section 4 (kebab-case slugs of `CONTENT_STATUSES`). */
    status: text("status").notNull(),
    /** `assistant` for a Raw item the assistant drafted ('AI-Generated'), else `person`. */
    origin: text("origin").notNull().default("person"),
    /** Kept when the author's account is deleted: published guidance outlives its writer. */
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    workingRevisionId: uuid("working_revision_id").references((): AnyPgColumn => contentRevisions.id),
    publishedRevisionId: uuid("published_revision_id").references((): AnyPgColumn => contentRevisions.id),
    /** Set once the item was first published; such an item can no longer be deleted. */
    everPublished: boolean("ever_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** When the published revision was approved ('Reviewed by … on …'). */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** 12 months after publishing; past it the item shows 'Needs re-review'. */
    reviewDueAt: timestamp("review_due_at", { withTimezone: true }),
    /** Stable key of an item loaded from the seed library, so seeding runs once per item. */
    seedKey: text("seed_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("content_items_status_idx").on(table.status, table.updatedAt),
    index("content_items_author_idx").on(table.authorId),
    // The published list, newest first: one page is read in index order.
    index("content_items_published_idx")
      .on(table.publishedAt.desc().nullsFirst(), table.id)
      .where(sql`${table.publishedRevisionId} is not null`),
    uniqueIndex("content_items_seed_key_idx").on(table.seedKey),
    check(
      "content_items_status_check",
      sql`${table.status} in ('raw', 'ready-for-review', 'waiting', 'second-review-requested', 'ready-to-publish', 'live', 'archived')`,
    ),
    check("content_items_origin_check", sql`${table.origin} in ('person', 'assistant')`),
  ],
);

/** One revision of an item's text; every revision is kept for the history. */
export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    /** Markdown (CommonMark with GFM tables). */
    body: text("body").notNull().default(""),
    topics: text("topics")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    audience: text("audience").notNull(),
    /** `{ title, publisher, year, url }[]`, as the contracts validate them. */
    sources: jsonb("sources")
      .$type<{ title: string; publisher: string; year: number; url: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructions: text("instructions").notNull().default(""),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The library list's text search: title and summary, parsed once when written, so that no
     * plan parses them again for every row it filters.
     */
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('haven_english'::regconfig, title), 'A') || setweight(to_tsvector('haven_english'::regconfig, summary), 'B')`,
      ),
  },
  (table) => [
    uniqueIndex("content_revisions_number_idx").on(table.contentId, table.number),
    index("content_revisions_sources_idx").using("gin", table.sources),
    index("content_revisions_search_idx").using("gin", table.search),
    check("content_revisions_audience_check", sql`${table.audience} in ('clients', 'practitioners')`),
  ],
);

/** Every workflow transition: who, when, which action, from and to which status, and the comment. */
export const contentTransitions = pgTable(
  "content_transitions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revisionNumber: integer("revision_number").notNull(),
    action: text("action").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_transitions_content_idx").on(table.contentId, table.createdAt),
    // A Reviewer's library lists: the items they acted on.
    index("content_transitions_actor_idx").on(table.actorId, table.contentId),
  ],
);

/**
 * The reviewers of one revision of an item: the first (assigned) and a second one (asked for by
 * the first); `approvedAt` is set when that reviewer approved.
 */
export const contentReviewers = pgTable(
  "content_reviewers",
  {
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revisionNumber: integer("revision_number").notNull(),
    reviewerId: uuid("reviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    round: text("round").notNull(),
    assignedAt: timestamp("assigned_at", { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.contentId, table.revisionNumber, table.reviewerId] }),
    index("content_reviewers_reviewer_idx").on(table.reviewerId),
    check("content_reviewers_round_check", sql`${table.round} in ('first', 'second')`),
  ],
);

/** Sources an admin marked as updated (by address): items citing them need re-review. */
export const contentSourceUpdates = pgTable("content_source_updates", {
  url: text("url").primaryKey(),
  markedBy: uuid("marked_by").references(() => users.id, { onDelete: "set null" }),
  markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Retrieval passages of published revisions (a heading and its paragraphs), indexed with weighted
 * full-text search: title A, summary B, passage text C. No pgvector: the same SQL runs on PGlite.
 */
export const contentPassages = pgTable(
  "content_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    audience: text("audience").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    heading: text("heading"),
    text: text("text").notNull(),
    search: tsvector("search")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('haven_english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('haven_english'::regconfig, coalesce(summary, '') || ' ' || coalesce(heading, '')), 'B') || setweight(to_tsvector('haven_english'::regconfig, coalesce(text, '')), 'C')`,
      ),
  },
  (table) => [
    uniqueIndex("content_passages_position_idx").on(table.contentId, table.position),
    index("content_passages_search_idx").using("gin", table.search),
    check("content_passages_audience_check", sql`${table.audience} in ('clients', 'practitioners')`),
  ],
);

/**
 * The retrieval engine's vocabulary (services/retrieval): every lexeme of the passages' search
 * vectors and in how many passages it occurs, kept by triggers on `content_passages` (migration
 * 0022). It weighs a question's words (a word in few passages says more) and corrects misspelt
 * ones (the lexemes' trigrams, `pg_trgm`).
 */
export const retrievalTerms = pgTable(
  "retrieval_terms",
  {
    lexeme: text("lexeme").primaryKey(),
    passages: integer("passages").notNull(),
  },
  (table) => [
    index("retrieval_terms_trigram_idx").using("gin", sql`${table.lexeme} gin_trgm_ops`),
    check("retrieval_terms_passages_check", sql`${table.passages} > 0`),
  ],
);

/** How many passages the vocabulary counts (one row, kept by the same triggers). */
export const retrievalCorpus = pgTable(
  "retrieval_corpus",
  {
    id: boolean("id").primaryKey().default(true),
    passages: integer("passages").notNull().default(0),
  },
  (table) => [check("retrieval_corpus_one_row_check", sql`${table.id}`)],
);

/**
 * Files attached to one revision of an item (PDF, PNG or JPEG, recognised by their first bytes).
 * The bytes live in the file storage under `content/{content_id}/`. A new revision of a Live item
 * starts with copies of the published revision's rows, which share the stored file: a file is
 * removed once no row names its key any more.
 */
export const contentAttachments = pgTable(
  "content_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    revisionId: uuid("revision_id")
      .notNull()
      .references(() => contentRevisions.id, { onDelete: "cascade" }),
    /** The name it was uploaded with, made safe (no folders, no control characters, 255 at most). */
    fileName: text("file_name").notNull(),
    /** Decided by the file's first bytes, never by its name or the type the browser declared. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("content_attachments_revision_idx").on(table.revisionId, table.createdAt),
    index("content_attachments_content_idx").on(table.contentId),
    index("content_attachments_storage_key_idx").on(table.storageKey),
    check(
      "content_attachments_content_type_check",
      sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check("content_attachments_size_check", sql`${table.size} >= 0`),
  ],
);

/**
 * A client's MRS entries: a full check-in (all 11 items, with its total) or a quick log of one
 * item. `taken_at` is the instant (UTC) and `time_zone` the zone it was made in; `local_date` is
 * its day there, which ranges, days and charts use. Deleted with the person.
 */
export const symptomEntries = pgTable(
  "symptom_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** Item slug → 0..4, as the contracts validate them. */
    answers: jsonb("answers").$type<Record<string, number>>().notNull(),
    /** The MRS total of a check-in; null for a quick log. */
    total: smallint("total"),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("symptom_entries_user_day_idx").on(table.userId, table.localDate.desc(), table.takenAt.desc()),
    // The full check-ins alone (the snapshot's latest ones and its trend), quick logs left out.
    index("symptom_entries_check_in_idx")
      .on(table.userId, table.localDate.desc(), table.takenAt.desc())
      .where(sql`${table.kind} = 'check-in'`),
    check("symptom_entries_kind_check", sql`${table.kind} in ('check-in', 'quick-log')`),
    check("symptom_entries_total_check", sql`${table.total} between 0 and 44`),
  ],
);

/** A client's moods (1–5) with an optional note and tags; times as in `symptom_entries`. */
export const moodEntries = pgTable(
  "mood_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mood: smallint("mood").notNull(),
    note: text("note"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    loggedAt: timestamp("logged_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("mood_entries_user_day_idx").on(table.userId, table.localDate.desc(), table.loggedAt.desc()),
    check("mood_entries_mood_check", sql`${table.mood} between 1 and 5`),
  ],
);

/** A client's health history, saved as a whole (validated by the contracts). */
export const healthHistories = pgTable("health_histories", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * A client's blood glucose readings: the value in mg/dL (what ranges, averages and bands use) and
 * the value and unit as entered; times as in `symptom_entries`. Deleted with the person.
 */
export const glucoseEntries = pgTable(
  "glucose_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    valueMgDl: integer("value_mg_dl").notNull(),
    enteredValue: doublePrecision("entered_value").notNull(),
    enteredUnit: text("entered_unit").notNull(),
    measurementType: text("measurement_type").notNull(),
    notes: text("notes"),
    takenAt: timestamp("taken_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    localDate: date("local_date", { mode: "string" }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("glucose_entries_user_day_idx").on(table.userId, table.localDate.desc(), table.takenAt.desc()),
    check("glucose_entries_value_check", sql`${table.valueMgDl} between 20 and 600`),
    check("glucose_entries_unit_check", sql`${table.enteredUnit} in ('mg/dL', 'mmol/L')`),
    check(
      "glucose_entries_type_check",
      sql`${table.measurementType} in ('fasting', 'before-meal', 'after-meal-1h', 'after-meal-2h', 'bedtime', 'random', 'cgm')`,
    ),
  ],
);

/**
 * A person's chats with the assistant: `search` (the library for the person's audience),
 * `personalized` (a client's, shaped by their onboarding answers and latest check-in) or
 * `learning` (a practitioner's, from the practitioner-audience items). `updated_at` moves with each
 * question and rename, and orders the history; `reported_at` is set when one of its answers is
 * reported. Deleted with the person.
 */
export const chats = pgTable(
  "chats",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").notNull().default("search"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    /** Set while the client shares this chat with their practitioner (`/coach/session/{chat_id}`). */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    /** The published item the chat is about ("Ask about this article"); cleared if it is deleted. */
    referenceContentId: uuid("reference_content_id").references(() => contentItems.id, {
      onDelete: "set null",
    }),
  },
  (table) => [
    index("chats_user_updated_idx").on(table.userId, table.updatedAt.desc(), table.id.desc()),
    check("chats_kind_check", sql`${table.kind} in ('search', 'personalized', 'learning')`),
  ],
);

/**
 * The AI sessions a person started (one per new chat), kept when the chat is deleted: a
 * practitioner's plan counts these per month, so deleting chats gives no session back. Deleted
 * with the person.
 */
export const aiSessions = pgTable(
  "ai_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The chat it started, while that chat exists. */
    chatId: uuid("chat_id").references(() => chats.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("ai_sessions_user_created_idx").on(table.userId, table.createdAt)],
);

/**
 * One question of a chat and its answer, as composed (`AssistantAnswer` of the contracts: kind,
 * Markdown, citations, red flags), with the person's rating and report.
 */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    chatId: uuid("chat_id")
      .notNull()
      .references(() => chats.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: jsonb("answer").notNull(),
    rating: text("rating"),
    ratingReason: text("rating_reason"),
    reportedReason: text("reported_reason"),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("chat_messages_position_idx").on(table.chatId, table.position),
    check("chat_messages_rating_check", sql`${table.rating} in ('helpful', 'not-helpful')`),
  ],
);

/**
 * A red flag a client raised in a question, for their practitioner (decisions.md "AI assistant
 * (second round)"): who, for whom, which rules and when, never the question or the answer.
 * `seen_at` is set when the practitioner has seen it. Deleted with either person.
 */
export const redFlagAlerts = pgTable(
  "red_flag_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    practitionerId: uuid("practitioner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The ids of the red-flag rules the question raised (`RED_FLAG_IDS`). */
    ruleIds: jsonb("rule_ids").$type<string[]>().notNull(),
    createdAt: createdAt(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
  },
  (table) => [
    index("red_flag_alerts_practitioner_idx").on(table.practitionerId, table.createdAt.desc()),
    index("red_flag_alerts_client_idx").on(table.clientId),
  ],
);

/**
 * A person's folders of saved answers and library items (spec "Folders"), nested by `parent_id`.
 * Deleted with the person; deleting a folder deletes what is inside it.
 */
export const folders = pgTable(
  "folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: uuid("parent_id").references((): AnyPgColumn => folders.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("folders_user_parent_idx").on(table.userId, table.parentId)],
);

/**
 * One thing saved in a folder: an assistant's answer (kept as it was when saved: the question,
 * the answer's Markdown and its citations, so deleting the chat later loses nothing) or a library
 * item (by id; it leaves the folder when the item is deleted). `title` is the person's own name
 * for it; `note` their own words about it.
 */
export const folderItems = pgTable(
  "folder_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    folderId: uuid("folder_id")
      .notNull()
      .references(() => folders.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    note: text("note"),
    /** The saved answer (`kind` 'answer'): question, answer and citations as shown. */
    answer: jsonb("answer"),
    /** The answer's message while its chat exists. */
    chatMessageId: uuid("chat_message_id").references(() => chatMessages.id, { onDelete: "set null" }),
    contentId: uuid("content_id").references(() => contentItems.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("folder_items_folder_idx").on(table.folderId, table.createdAt),
    index("folder_items_user_idx").on(table.userId),
    check("folder_items_kind_check", sql`${table.kind} in ('answer', 'content')`),
    check(
      "folder_items_target_check",
      sql`(${table.kind} = 'answer' and ${table.answer} is not null) or (${table.kind} = 'content' and ${table.contentId} is not null)`,
    ),
  ],
);

/**
 * The audit log: every read of a person's health data or chats by someone else and every
 * administrative action — who (`actor_id`), whose (`subject_id`), what (`action`, with the target's
 * kind and id) and when. Append-only: the product never updates or deletes a row. The ids are
 * plain (no foreign keys): a deleted person's rows stay, with their internal id only (decisions.md).
 * `details` never holds health values, questions or answers.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: uuid("actor_id"),
    subjectId: uuid("subject_id"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_created_idx").on(table.createdAt.desc(), table.id.desc()),
    index("audit_log_actor_idx").on(table.actorId, table.createdAt.desc()),
    index("audit_log_subject_idx").on(table.subjectId, table.createdAt.desc()),
  ],
);

/** A practitioner's own document for clients (`/handout/*`): a title and a Markdown body. */
export const handouts = pgTable(
  "handouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The published library item it was made from, while that item exists. */
    sourceContentId: uuid("source_content_id").references(() => contentItems.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("handouts_coach_idx").on(table.coachId, table.updatedAt.desc())],
);

/**
 * A file a handout carries (PDF, PNG or JPEG, decided by its first bytes). Its bytes live in the
 * file storage under the practitioner's folder; deleting the handout removes the rows and the
 * service removes the files.
 */
export const handoutAttachments = pgTable(
  "handout_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    handoutId: uuid("handout_id")
      .notNull()
      .references(() => handouts.id, { onDelete: "cascade" }),
    /** The name it was uploaded with, made safe (no folders, no control characters, 255 at most). */
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("handout_attachments_handout_idx").on(table.handoutId, table.createdAt),
    check(
      "handout_attachments_content_type_check",
      sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check("handout_attachments_size_check", sql`${table.size} >= 0`),
  ],
);

/**
 * A handout or a published library item a practitioner shared with one client, and when the
 * client first opened it. Revoking removes the row: the client can no longer open a revoked
 * handout. Deleted with either person, the handout or the item.
 */
export const contentShares = pgTable(
  "content_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clientId: uuid("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    handoutId: uuid("handout_id").references(() => handouts.id, { onDelete: "cascade" }),
    contentId: uuid("content_id").references(() => contentItems.id, { onDelete: "cascade" }),
    sharedAt: timestamp("shared_at", { withTimezone: true }).notNull().defaultNow(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("content_shares_handout_client_key").on(table.handoutId, table.clientId),
    uniqueIndex("content_shares_content_client_key").on(table.contentId, table.clientId),
    index("content_shares_client_idx").on(table.clientId, table.sharedAt.desc()),
    check("content_shares_target_check", sql`(${table.handoutId} is null) <> (${table.contentId} is null)`),
  ],
);

/**
 * A person's second factor at sign-in. `method` is what login asks for (null: off). The TOTP secret
 * is encrypted at rest (AES-256-GCM, key derived from the JWT secret); `pendingTotpSecret` holds a
 * set-up that waits for its first code.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method"),
    totpSecret: text("totp_secret"),
    pendingTotpSecret: text("pending_totp_secret"),
    enabledAt: timestamp("enabled_at", { withTimezone: true }),
    /** The last TOTP step accepted: a code is never accepted twice. */
    lastTotpStep: integer("last_totp_step"),
    updatedAt: updatedAt(),
  },
  (table) => [check("two_factor_method_check", sql`${table.method} in ('totp', 'email', 'sms')`)],
);

/** One-time recovery codes (sha256 of the normalized code); each works once. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("two_factor_recovery_codes_user_idx").on(table.userId)],
);

/**
 * Short-lived second-factor challenges: a sign-in waiting for its code (`login`) or an e-mail
 * method waiting for its confirming code (`enable_email`). E-mailed codes are kept as sha256.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    method: text("method").notNull(),
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("two_factor_challenges_user_idx").on(table.userId, table.purpose),
    check(
      "two_factor_challenges_purpose_check",
      sql`${table.purpose} in ('login', 'enable_email', 'enable_sms')`,
    ),
  ],
);
