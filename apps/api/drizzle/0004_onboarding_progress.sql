CREATE TABLE "link_requests" (
	"email_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "link_requests_email_hash_purpose_pk" PRIMARY KEY("email_hash","purpose"),
	CONSTRAINT "link_requests_purpose_check" CHECK ("link_requests"."purpose" in ('verify_email', 'reset_password'))
);
--> statement-breakpoint
CREATE TABLE "onboarding_progress" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"step" text NOT NULL,
	"page" smallint,
	"draft" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "link_requests_requested_at_idx" ON "link_requests" USING btree ("requested_at");--> statement-breakpoint
-- Practitioners who finished their onboarding before the column existed: their first name from it.
UPDATE "users" SET "first_name" = "coach_onboarding"."data"->>'first_name'
  FROM "coach_onboarding"
  WHERE "coach_onboarding"."user_id" = "users"."id" AND "users"."first_name" IS NULL;
