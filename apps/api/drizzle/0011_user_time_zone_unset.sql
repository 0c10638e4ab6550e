ALTER TABLE "users" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
-- 'UTC' was the column's default, so a row holding it may never have chosen a zone. A person
-- with no symptom, mood or glucose entry has had nothing counted in it yet: unset, their browser
-- sets it at the next sign-in. A person with entries keeps 'UTC', which may be their choice in
-- Settings and is the zone their days and streaks have been counted in so far.
UPDATE "users" SET "time_zone" = NULL
WHERE "time_zone" = 'UTC'
  AND NOT EXISTS (SELECT 1 FROM "symptom_entries" WHERE "symptom_entries"."user_id" = "users"."id")
  AND NOT EXISTS (SELECT 1 FROM "mood_entries" WHERE "mood_entries"."user_id" = "users"."id")
  AND NOT EXISTS (SELECT 1 FROM "glucose_entries" WHERE "glucose_entries"."user_id" = "users"."id");
