-- The retrieval engine (services/retrieval): trigram similarity for misspelt words (pg_trgm), a
-- text search configuration that also folds accents (unaccent: "naïve" finds "naive"), the
-- passages' search vectors rebuilt with it (title A; summary and section heading B; text C), and a
-- vocabulary of the passages' lexemes with how many passages hold each, kept by triggers.
-- Both extensions are trusted: a database owner without superuser rights may create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'haven_english') THEN
    CREATE TEXT SEARCH CONFIGURATION haven_english (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION haven_english
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END
$$;--> statement-breakpoint
CREATE TABLE "retrieval_corpus" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"passages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "retrieval_corpus_one_row_check" CHECK ("retrieval_corpus"."id")
);
--> statement-breakpoint
CREATE TABLE "retrieval_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "retrieval_terms_passages_check" CHECK ("retrieval_terms"."passages" > 0)
);
--> statement-breakpoint
DROP INDEX IF EXISTS "content_passages_search_idx";--> statement-breakpoint
ALTER TABLE "content_passages" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "content_passages" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('haven_english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('haven_english'::regconfig, coalesce(summary, '') || ' ' || coalesce(heading, '')), 'B') || setweight(to_tsvector('haven_english'::regconfig, coalesce(text, '')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_passages_search_idx" ON "content_passages" USING gin ("search");--> statement-breakpoint
-- The workflow list's search (title A, summary B) in the same configuration, ranked the same way.
DROP INDEX IF EXISTS "content_revisions_search_idx";--> statement-breakpoint
ALTER TABLE "content_revisions" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('haven_english'::regconfig, title), 'A') || setweight(to_tsvector('haven_english'::regconfig, summary), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "content_revisions_search_idx" ON "content_revisions" USING gin ("search");--> statement-breakpoint
CREATE INDEX "retrieval_terms_trigram_idx" ON "retrieval_terms" USING gin ("lexeme" gin_trgm_ops);--> statement-breakpoint
-- "Ask about this article": the item a chat starts from.
ALTER TABLE "chats" ADD COLUMN "reference_content_id" uuid;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_reference_content_id_content_items_id_fk" FOREIGN KEY ("reference_content_id") REFERENCES "public"."content_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The vocabulary follows the passages, one statement at a time (a whole item's passages are
-- written by one statement). A transaction-level advisory lock makes writers of passages take
-- their turn, so two publishes never lock the same lexemes in opposite orders.
CREATE OR REPLACE FUNCTION "retrieval_terms_follow"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(448345040239);
  IF TG_OP = 'DELETE' OR TG_OP = 'UPDATE' THEN
    -- A lexeme no passage holds any more goes; the others count fewer passages.
    WITH gone AS (
      SELECT lexeme, count(*)::integer AS n
      FROM old_passages, unnest(tsvector_to_array(old_passages."search")) AS lexeme
      GROUP BY lexeme
    ), emptied AS (
      DELETE FROM "retrieval_terms" AS t USING gone
      WHERE t."lexeme" = gone.lexeme AND t."passages" <= gone.n
      RETURNING t."lexeme"
    )
    UPDATE "retrieval_terms" AS t SET "passages" = t."passages" - gone.n
      FROM gone
      WHERE t."lexeme" = gone.lexeme AND t."lexeme" NOT IN (SELECT "lexeme" FROM emptied);
    UPDATE "retrieval_corpus" SET "passages" = "passages" - (SELECT count(*) FROM old_passages);
  END IF;
  IF TG_OP = 'INSERT' OR TG_OP = 'UPDATE' THEN
    INSERT INTO "retrieval_terms" ("lexeme", "passages")
      SELECT lexeme, count(*)::integer
      FROM new_passages, unnest(tsvector_to_array(new_passages."search")) AS lexeme
      GROUP BY lexeme
      ORDER BY lexeme
      ON CONFLICT ("lexeme") DO UPDATE SET "passages" = "retrieval_terms"."passages" + excluded."passages";
    UPDATE "retrieval_corpus" SET "passages" = "passages" + (SELECT count(*) FROM new_passages);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "content_passages_terms_insert"
  AFTER INSERT ON "content_passages" REFERENCING NEW TABLE AS new_passages
  FOR EACH STATEMENT EXECUTE FUNCTION "retrieval_terms_follow"();--> statement-breakpoint
CREATE TRIGGER "content_passages_terms_delete"
  AFTER DELETE ON "content_passages" REFERENCING OLD TABLE AS old_passages
  FOR EACH STATEMENT EXECUTE FUNCTION "retrieval_terms_follow"();--> statement-breakpoint
CREATE TRIGGER "content_passages_terms_update"
  AFTER UPDATE ON "content_passages" REFERENCING OLD TABLE AS old_passages NEW TABLE AS new_passages
  FOR EACH STATEMENT EXECUTE FUNCTION "retrieval_terms_follow"();--> statement-breakpoint
INSERT INTO "retrieval_corpus" ("id", "passages") SELECT true, count(*)::integer FROM "content_passages";--> statement-breakpoint
INSERT INTO "retrieval_terms" ("lexeme", "passages")
  SELECT lexeme, count(*)::integer
  FROM "content_passages", unnest(tsvector_to_array("search")) AS lexeme
  GROUP BY lexeme;
