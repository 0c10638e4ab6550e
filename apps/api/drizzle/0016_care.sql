CREATE TABLE "client_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"handout_id" uuid,
	"content_id" uuid,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "content_shares_target_check" CHECK (("content_shares"."handout_id" is null) <> ("content_shares"."content_id" is null))
);
--> statement-breakpoint
CREATE TABLE "handouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"source_content_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coach_clients" ADD COLUMN "display_name" text;--> statement-breakpoint
ALTER TABLE "coach_clients" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "coach_clients" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "coach_clients" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "coach_clients" ADD COLUMN "sharing_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_client_id" uuid;--> statement-breakpoint
ALTER TABLE "client_records" ADD CONSTRAINT "client_records_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_handout_id_handouts_id_fk" FOREIGN KEY ("handout_id") REFERENCES "public"."handouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_shares" ADD CONSTRAINT "content_shares_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handouts" ADD CONSTRAINT "handouts_coach_id_users_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handouts" ADD CONSTRAINT "handouts_source_content_id_content_items_id_fk" FOREIGN KEY ("source_content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_records_coach_idx" ON "client_records" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_shares_handout_client_key" ON "content_shares" USING btree ("handout_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_shares_content_client_key" ON "content_shares" USING btree ("content_id","client_id");--> statement-breakpoint
CREATE INDEX "content_shares_client_idx" ON "content_shares" USING btree ("client_id","shared_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "handouts_coach_idx" ON "handouts" USING btree ("coach_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_active_client_id_users_id_fk" FOREIGN KEY ("active_client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;