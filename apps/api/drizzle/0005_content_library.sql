CREATE TABLE "content_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text NOT NULL,
	"origin" text DEFAULT 'person' NOT NULL,
	"author_id" uuid,
	"working_revision_id" uuid,
	"published_revision_id" uuid,
	"ever_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"review_due_at" timestamp with time zone,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_items_status_check" CHECK ("content_items"."status" in ('raw', 'ready-for-review', 'waiting', 'second-review-requested', 'ready-to-publish', 'live', 'archived')),
	CONSTRAINT "content_items_origin_check" CHECK ("content_items"."origin" in ('person', 'assistant'))
);
--> statement-breakpoint
CREATE TABLE "content_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"audience" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"heading" text,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(heading, '') || ' ' || coalesce(text, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "content_passages_audience_check" CHECK ("content_passages"."audience" in ('clients', 'practitioners'))
);
--> statement-breakpoint
CREATE TABLE "content_reviewers" (
	"content_id" uuid NOT NULL,
	"revision_number" integer NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"round" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	CONSTRAINT "content_reviewers_content_id_revision_number_reviewer_id_pk" PRIMARY KEY("content_id","revision_number","reviewer_id"),
	CONSTRAINT "content_reviewers_round_check" CHECK ("content_reviewers"."round" in ('first', 'second'))
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"audience" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_audience_check" CHECK ("content_revisions"."audience" in ('clients', 'practitioners'))
);
--> statement-breakpoint
CREATE TABLE "content_source_updates" (
	"url" text PRIMARY KEY NOT NULL,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"revision_number" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor_id" uuid,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_working_revision_id_content_revisions_id_fk" FOREIGN KEY ("working_revision_id") REFERENCES "public"."content_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_published_revision_id_content_revisions_id_fk" FOREIGN KEY ("published_revision_id") REFERENCES "public"."content_revisions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_passages" ADD CONSTRAINT "content_passages_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviewers" ADD CONSTRAINT "content_reviewers_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reviewers" ADD CONSTRAINT "content_reviewers_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_source_updates" ADD CONSTRAINT "content_source_updates_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_transitions" ADD CONSTRAINT "content_transitions_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_transitions" ADD CONSTRAINT "content_transitions_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_items_status_idx" ON "content_items" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "content_items_author_idx" ON "content_items" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_items_seed_key_idx" ON "content_items" USING btree ("seed_key");--> statement-breakpoint
CREATE UNIQUE INDEX "content_passages_position_idx" ON "content_passages" USING btree ("content_id","position");--> statement-breakpoint
CREATE INDEX "content_passages_search_idx" ON "content_passages" USING gin ("search");--> statement-breakpoint
CREATE INDEX "content_reviewers_reviewer_idx" ON "content_reviewers" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_number_idx" ON "content_revisions" USING btree ("content_id","number");--> statement-breakpoint
CREATE INDEX "content_revisions_sources_idx" ON "content_revisions" USING gin ("sources");--> statement-breakpoint
CREATE INDEX "content_transitions_content_idx" ON "content_transitions" USING btree ("content_id","created_at");