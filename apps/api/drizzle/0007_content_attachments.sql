CREATE TABLE "content_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_id" uuid NOT NULL,
	"revision_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_attachments_content_type_check" CHECK ("content_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "content_attachments_size_check" CHECK ("content_attachments"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_content_id_content_items_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_revision_id_content_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."content_revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attachments" ADD CONSTRAINT "content_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_attachments_revision_idx" ON "content_attachments" USING btree ("revision_id","created_at");--> statement-breakpoint
CREATE INDEX "content_attachments_content_idx" ON "content_attachments" USING btree ("content_id");--> statement-breakpoint
CREATE INDEX "content_attachments_storage_key_idx" ON "content_attachments" USING btree ("storage_key");