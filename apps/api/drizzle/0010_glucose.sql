CREATE TABLE "glucose_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"value_mg_dl" integer NOT NULL,
	"entered_value" double precision NOT NULL,
	"entered_unit" text NOT NULL,
	"measurement_type" text NOT NULL,
	"notes" text,
	"taken_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"local_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "glucose_entries_value_check" CHECK ("glucose_entries"."value_mg_dl" between 20 and 600),
	CONSTRAINT "glucose_entries_unit_check" CHECK ("glucose_entries"."entered_unit" in ('mg/dL', 'mmol/L')),
	CONSTRAINT "glucose_entries_type_check" CHECK ("glucose_entries"."measurement_type" in ('fasting', 'before-meal', 'after-meal-1h', 'after-meal-2h', 'bedtime', 'random', 'cgm'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "glucose_unit" text DEFAULT 'mg/dL' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_diabetes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "glucose_entries" ADD CONSTRAINT "glucose_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glucose_entries_user_day_idx" ON "glucose_entries" USING btree ("user_id","local_date" DESC NULLS LAST,"taken_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "symptom_entries_check_in_idx" ON "symptom_entries" USING btree ("user_id","local_date" DESC NULLS LAST,"taken_at" DESC NULLS LAST) WHERE "symptom_entries"."kind" = 'check-in';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_glucose_unit_check" CHECK ("users"."glucose_unit" in ('mg/dL', 'mmol/L'));