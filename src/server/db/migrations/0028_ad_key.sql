ALTER TABLE "postings" ADD COLUMN "ad_key" text GENERATED ALWAYS AS (case marketplace when 'olx' then 'olx:' || substring(lower(url) from '-iid-([0-9]+)') when 'quikr' then 'quikr:' || substring(lower(url) from 'w0qqadidz([0-9]+)') when 'facebook' then 'facebook:' || substring(lower(url) from '/marketplace/item/([0-9]+)') end) STORED;--> statement-breakpoint
ALTER TABLE "postings" ADD COLUMN "ad_key_clash" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 46 item 6 (docs/decisions/182): an ad two listings held before the rule keeps its first holder (the one marked
-- posted first); the later ones are flagged, left out of the unique index and listed on the desk to fix. Nothing is
-- rewritten or dropped.
UPDATE "postings" SET "ad_key_clash" = true WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "ad_key" ORDER BY "updated_at", "id") AS "n"
    FROM "postings" WHERE "ad_key" IS NOT NULL
  ) "held" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "postings_ad_key_unique" ON "postings" USING btree ("ad_key") WHERE ad_key is not null and not ad_key_clash;--> statement-breakpoint
CREATE INDEX "postings_ad_key_clash_idx" ON "postings" USING btree ("ad_key") WHERE ad_key_clash;