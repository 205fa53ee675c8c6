CREATE TABLE "listing_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listing_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"marketplace" text,
	"amount" numeric(12, 2),
	"at" timestamp with time zone NOT NULL,
	"until" timestamp with time zone,
	CONSTRAINT "listing_events_kind_valid" CHECK (kind in ('listed', 'relisted', 'withdrawn', 'sold', 'sale_undone', 'live', 'renewed', 'ad_ended', 'taken_down', 'ad_back', 'price', 'offer', 'question', 'paid')),
	CONSTRAINT "listing_events_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook', 'other'))
);
--> statement-breakpoint
CREATE TABLE "listing_facts" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"item_type" text,
	"price" numeric(12, 2) NOT NULL,
	"market_price" numeric(12, 2),
	"listed_at" timestamp with time zone NOT NULL,
	"olx_live_at" timestamp with time zone,
	"quikr_live_at" timestamp with time zone,
	"facebook_live_at" timestamp with time zone,
	"off_sale_at" timestamp with time zone,
	"sold_at" timestamp with time zone,
	"sale_id" uuid,
	"sale_amount" numeric(12, 2),
	"sale_marketplace" text,
	"paid_at" timestamp with time zone,
	"offers" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"last_interest_at" timestamp with time zone,
	CONSTRAINT "listing_facts_sale_marketplace_valid" CHECK (sale_marketplace in ('olx', 'quikr', 'facebook', 'other')),
	CONSTRAINT "listing_facts_sold_whole" CHECK ((sold_at is null) = (sale_id is null) and (sold_at is null) = (sale_amount is null))
);
--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_facts" ADD CONSTRAINT "listing_facts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_facts" ADD CONSTRAINT "listing_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_listing_at_idx" ON "listing_events" USING btree ("listing_id","at","id");--> statement-breakpoint
CREATE INDEX "listing_events_interest_idx" ON "listing_events" USING btree ("at","listing_id","marketplace","kind") WHERE kind in ('offer', 'question');--> statement-breakpoint
CREATE INDEX "listing_facts_user_listed_idx" ON "listing_facts" USING btree ("user_id","listed_at" DESC NULLS LAST,"listing_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_facts_listed_idx" ON "listing_facts" USING btree ("listed_at");--> statement-breakpoint
CREATE INDEX "listing_facts_sold_idx" ON "listing_facts" USING btree ("sold_at") WHERE sold_at is not null;--> statement-breakpoint
CREATE INDEX "listing_facts_similar_type_idx" ON "listing_facts" USING btree ("item_type","price") WHERE sold_at is not null;--> statement-breakpoint
CREATE INDEX "listing_facts_similar_category_idx" ON "listing_facts" USING btree ("category","price") WHERE sold_at is not null;--> statement-breakpoint
-- A listing's history (issue 48, docs/decisions/205), backfilled from what the records already hold: the audit trail
-- where it kept the change, else the rows' own dates. A seller's price edits before this were never recorded.
-- Put on sale: a draft posted (audited since the lifecycle), else the listing's creation.
INSERT INTO "listing_events" ("listing_id", "kind", "amount", "at")
SELECT l."id", 'listed', l."price", coalesce((
    SELECT min(a."at") FROM "audit_entries" a
    WHERE a."listing_id" = l."id" AND a."action" = 'listing.state' AND a."after"->>'transition' = 'post'), l."created_at")
FROM "listings" l WHERE l."status" <> 'draft';--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "at")
SELECT a."listing_id", CASE a."after"->>'transition' WHEN 'withdraw' THEN 'withdrawn' ELSE 'relisted' END, a."at"
FROM "audit_entries" a JOIN "listings" l ON l."id" = a."listing_id"
WHERE a."action" = 'listing.state' AND a."after"->>'transition' IN ('withdraw', 'relist');--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "at")
SELECT l."id", 'withdrawn', l."withdrawn_at" FROM "listings" l
WHERE l."status" = 'withdrawn' AND NOT EXISTS (
  SELECT 1 FROM "listing_events" e WHERE e."listing_id" = l."id" AND e."kind" = 'withdrawn');--> statement-breakpoint
-- Sales, their undoing and payouts.
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "amount", "at")
SELECT a."listing_id", CASE a."action" WHEN 'sale.record' THEN 'sold' WHEN 'sale.undo' THEN 'sale_undone' ELSE 'paid' END,
  CASE WHEN a."action" = 'sale.record' THEN a."after"->>'marketplace' END,
  CASE a."action" WHEN 'sale.record' THEN (a."after"->>'saleAmount')::numeric
    WHEN 'sale.payout' THEN (a."after"->>'payoutAmount')::numeric END,
  a."at"
FROM "audit_entries" a JOIN "listings" l ON l."id" = a."listing_id"
WHERE a."action" IN ('sale.record', 'sale.undo', 'sale.payout');--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "amount", "at")
SELECT s."listing_id", 'sold', s."marketplace", s."sale_amount", s."sale_date" FROM "sales" s
WHERE s."listing_id" IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM "audit_entries" a WHERE a."action" = 'sale.record' AND a."entity_id" = s."id");--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "amount", "at")
SELECT s."listing_id", 'paid', coalesce(s."payout_amount", s."sale_amount"), coalesce(s."payout_date", s."sale_date")
FROM "sales" s
WHERE s."listing_id" IS NOT NULL AND s."payout_status" = 'paid' AND NOT EXISTS (
  SELECT 1 FROM "audit_entries" a WHERE a."action" = 'sale.payout' AND a."entity_id" = s."id");--> statement-breakpoint
-- Ads: live, ended, renewed, reposted, taken down and back up, as admins recorded them.
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "at", "until")
SELECT a."listing_id",
  CASE
    WHEN a."action" = 'posting.renew' THEN 'renewed'
    WHEN a."action" = 'posting.repost' THEN 'ad_ended'
    WHEN a."action" = 'sale.delist_task' AND a."after"->>'done' = 'true' THEN 'taken_down'
    WHEN a."action" = 'sale.delist_task' THEN 'ad_back'
    WHEN a."after"->>'status' = 'posted' THEN 'live'
    ELSE 'ad_ended'
  END,
  coalesce(a."after"->>'marketplace', a."before"->>'marketplace'), a."at",
  CASE WHEN a."action" = 'posting.renew' THEN (a."after"->>'expiresAt')::timestamptz END
FROM "audit_entries" a JOIN "listings" l ON l."id" = a."listing_id"
WHERE coalesce(a."after"->>'marketplace', a."before"->>'marketplace') IN ('olx', 'quikr', 'facebook') AND (
  a."action" IN ('posting.renew', 'posting.repost', 'sale.delist_task')
  OR (a."action" = 'posting.status' AND (a."after"->>'status' = 'posted') <> (coalesce(a."before"->>'status', '') = 'posted')));--> statement-breakpoint
-- An ad live or down before the trail recorded it.
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "at", "until")
SELECT p."listing_id", 'live', p."marketplace", p."live_since", p."expires_at" FROM "postings" p
WHERE p."live_since" IS NOT NULL AND p."status" IN ('posted', 'taken_down') AND NOT EXISTS (
  SELECT 1 FROM "listing_events" e
  WHERE e."listing_id" = p."listing_id" AND e."marketplace" = p."marketplace" AND e."kind" = 'live');--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "at")
SELECT p."listing_id", 'taken_down', p."marketplace", p."taken_down_at" FROM "postings" p
WHERE p."status" = 'taken_down' AND NOT EXISTS (
  SELECT 1 FROM "listing_events" e
  WHERE e."listing_id" = p."listing_id" AND e."marketplace" = p."marketplace" AND e."kind" = 'taken_down');--> statement-breakpoint
-- A live ad's latest start or renewal carries its expiry.
UPDATE "listing_events" e SET "until" = p."expires_at"
FROM "postings" p
WHERE p."status" = 'posted' AND p."expires_at" IS NOT NULL AND e."listing_id" = p."listing_id"
  AND e."marketplace" = p."marketplace" AND e."until" IS NULL AND e."id" = (
    SELECT x."id" FROM "listing_events" x
    WHERE x."listing_id" = p."listing_id" AND x."marketplace" = p."marketplace"
      AND x."kind" IN ('live', 'renewed', 'ad_back')
    ORDER BY x."at" DESC, x."id" DESC LIMIT 1);--> statement-breakpoint
-- Buyers' offers and questions, and price suggestions accepted.
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "amount", "at")
SELECT "listing_id", 'offer', "marketplace", "amount", "created_at" FROM "offers";--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "marketplace", "at")
SELECT "listing_id", 'question', "marketplace", "created_at" FROM "buyer_questions";--> statement-breakpoint
INSERT INTO "listing_events" ("listing_id", "kind", "amount", "at")
SELECT "listing_id", 'price', "suggested_price", "decided_at" FROM "price_suggestions" WHERE "decision" = 'accepted';--> statement-breakpoint
-- One summary row per listing ever put on sale, from its history (modules/listings/history.ts keeps it from now on).
INSERT INTO "listing_facts" ("listing_id", "user_id", "category", "item_type", "price", "market_price", "listed_at",
  "olx_live_at", "quikr_live_at", "facebook_live_at", "off_sale_at", "sold_at", "sale_id", "sale_amount",
  "sale_marketplace", "paid_at", "offers", "questions", "last_interest_at")
SELECT l."id", l."user_id", l."category", l."item_type", l."price", l."median_price", e."listed_at",
  e."olx", e."quikr", e."facebook",
  CASE l."status" WHEN 'sold' THEN coalesce(e."sold_at", s."sale_date") WHEN 'withdrawn' THEN l."withdrawn_at" END,
  CASE WHEN s."id" IS NOT NULL THEN coalesce(e."sold_at", s."sale_date") END, s."id", s."sale_amount", s."marketplace",
  CASE WHEN s."payout_status" = 'paid' THEN coalesce(e."paid_at", s."payout_date", s."sale_date") END,
  e."offers", e."questions", e."last_interest"
FROM "listings" l
JOIN (
  SELECT "listing_id",
    min("at") FILTER (WHERE "kind" = 'listed') AS "listed_at",
    min("at") FILTER (WHERE "kind" = 'live' AND "marketplace" = 'olx') AS "olx",
    min("at") FILTER (WHERE "kind" = 'live' AND "marketplace" = 'quikr') AS "quikr",
    min("at") FILTER (WHERE "kind" = 'live' AND "marketplace" = 'facebook') AS "facebook",
    max("at") FILTER (WHERE "kind" = 'sold') AS "sold_at",
    max("at") FILTER (WHERE "kind" = 'paid') AS "paid_at",
    (count(*) FILTER (WHERE "kind" = 'offer'))::int AS "offers",
    (count(*) FILTER (WHERE "kind" = 'question'))::int AS "questions",
    max("at") FILTER (WHERE "kind" IN ('offer', 'question')) AS "last_interest"
  FROM "listing_events" GROUP BY "listing_id"
) e ON e."listing_id" = l."id" AND e."listed_at" IS NOT NULL
LEFT JOIN "sales" s ON s."listing_id" = l."id"
WHERE l."status" <> 'draft';
