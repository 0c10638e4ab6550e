CREATE TABLE "health_histories" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mood_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"mood" smallint NOT NULL,
	"note" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mood_entries_mood_check" CHECK ("mood_entries"."mood" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "symptom_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"answers" jsonb NOT NULL,
	"total" smallint,
	"taken_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "symptom_entries_kind_check" CHECK ("symptom_entries"."kind" in ('check-in', 'quick-log')),
	CONSTRAINT "symptom_entries_total_check" CHECK ("symptom_entries"."total" between 0 and 44)
);
--> statement-breakpoint
ALTER TABLE "health_histories" ADD CONSTRAINT "health_histories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mood_entries" ADD CONSTRAINT "mood_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_entries" ADD CONSTRAINT "symptom_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mood_entries_user_day_idx" ON "mood_entries" USING btree ("user_id","local_date" DESC NULLS LAST,"logged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "symptom_entries_user_day_idx" ON "symptom_entries" USING btree ("user_id","local_date" DESC NULLS LAST,"taken_at" DESC NULLS LAST);