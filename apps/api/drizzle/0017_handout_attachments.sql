CREATE TABLE "handout_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"handout_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "handout_attachments_content_type_check" CHECK ("handout_attachments"."content_type" in ('application/pdf', 'image/png', 'image/jpeg')),
	CONSTRAINT "handout_attachments_size_check" CHECK ("handout_attachments"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "handout_attachments" ADD CONSTRAINT "handout_attachments_handout_id_handouts_id_fk" FOREIGN KEY ("handout_id") REFERENCES "public"."handouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handout_attachments_handout_idx" ON "handout_attachments" USING btree ("handout_id","created_at");