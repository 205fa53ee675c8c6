CREATE TABLE "listing_cards" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"body" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "card_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_cards" ADD CONSTRAINT "listing_cards_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The seller's list reads each listing's stored card while its version is the listing's (docs/decisions/171). Every
-- change to what a card shows moves the version on, in the changing statement's own transaction: a change to the
-- listing row itself, and (one statement-level bump per statement) to its photos, postings, offers, update tasks
-- and price suggestions. Only the columns a card shows count for an update.
CREATE FUNCTION "listing_card_version_self"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.card_version = OLD.card_version THEN
    NEW.card_version := OLD.card_version + 1;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_card_version" BEFORE UPDATE ON "listings"
  FOR EACH ROW EXECUTE FUNCTION "listing_card_version_self"();--> statement-breakpoint
CREATE FUNCTION "listing_card_bump_new"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET card_version = card_version + 1 WHERE id IN (SELECT DISTINCT listing_id FROM new_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "listing_card_bump_old"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE listings SET card_version = card_version + 1 WHERE id IN (SELECT DISTINCT listing_id FROM old_rows);
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update counts when a column the card shows changed (per table), or the row moved to another listing.
CREATE FUNCTION "listing_card_bump_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'UPDATE listings SET card_version = card_version + 1 WHERE id IN (
       SELECT n.listing_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE (%1$s) IS DISTINCT FROM (%2$s) OR n.listing_id IS DISTINCT FROM o.listing_id
       UNION SELECT o.listing_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.listing_id IS DISTINCT FROM o.listing_id)',
    TG_ARGV[0], replace(TG_ARGV[0], 'n.', 'o.'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listing_photos_card_insert" AFTER INSERT ON "listing_photos" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_new"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_card_delete" AFTER DELETE ON "listing_photos" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_old"();--> statement-breakpoint
CREATE TRIGGER "listing_photos_card_update" AFTER UPDATE ON "listing_photos"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_changed"('n.position, n.url');--> statement-breakpoint
CREATE TRIGGER "postings_card_insert" AFTER INSERT ON "postings" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_new"();--> statement-breakpoint
CREATE TRIGGER "postings_card_delete" AFTER DELETE ON "postings" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_old"();--> statement-breakpoint
CREATE TRIGGER "postings_card_update" AFTER UPDATE ON "postings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_changed"(
    'n.status, n.url, n.failure_reason, n.live_since, n.expires_at');--> statement-breakpoint
CREATE TRIGGER "offers_card_insert" AFTER INSERT ON "offers" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_new"();--> statement-breakpoint
CREATE TRIGGER "offers_card_delete" AFTER DELETE ON "offers" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_old"();--> statement-breakpoint
CREATE TRIGGER "offers_card_update" AFTER UPDATE ON "offers"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_changed"(
    'n.marketplace, n.amount, n.status, n.counter_amount, n.floor_at_record, n.decided_by, n.decided_at, n.closed_at');--> statement-breakpoint
CREATE TRIGGER "posting_update_tasks_card_insert" AFTER INSERT ON "posting_update_tasks"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_new"();--> statement-breakpoint
CREATE TRIGGER "posting_update_tasks_card_delete" AFTER DELETE ON "posting_update_tasks"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_old"();--> statement-breakpoint
CREATE TRIGGER "posting_update_tasks_card_update" AFTER UPDATE ON "posting_update_tasks"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_changed"('n.posting_id, n.done_at');--> statement-breakpoint
CREATE TRIGGER "price_suggestions_card_insert" AFTER INSERT ON "price_suggestions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_new"();--> statement-breakpoint
CREATE TRIGGER "price_suggestions_card_delete" AFTER DELETE ON "price_suggestions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_old"();--> statement-breakpoint
CREATE TRIGGER "price_suggestions_card_update" AFTER UPDATE ON "price_suggestions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "listing_card_bump_changed"(
    'n.current_price, n.suggested_price, n.reason::text, n.created_at, n.decided_at');
