DROP INDEX "content_revisions_search_idx";--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, title || ' ' || summary)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_items_published_idx" ON "content_items" USING btree ("published_at" DESC NULLS FIRST,"id") WHERE "content_items"."published_revision_id" is not null;--> statement-breakpoint
CREATE INDEX "content_transitions_actor_idx" ON "content_transitions" USING btree ("actor_id","content_id");--> statement-breakpoint
CREATE INDEX "content_revisions_search_idx" ON "content_revisions" USING gin ("search");