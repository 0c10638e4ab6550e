CREATE TABLE "red_flag_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practitioner_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"rule_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "red_flag_alerts" ADD CONSTRAINT "red_flag_alerts_practitioner_id_users_id_fk" FOREIGN KEY ("practitioner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "red_flag_alerts" ADD CONSTRAINT "red_flag_alerts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "red_flag_alerts_practitioner_idx" ON "red_flag_alerts" USING btree ("practitioner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "red_flag_alerts_client_idx" ON "red_flag_alerts" USING btree ("client_id");