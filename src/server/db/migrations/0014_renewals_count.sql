DROP INDEX "postings_live_expires_idx";--> statement-breakpoint
CREATE INDEX "listings_sold_idx" ON "listings" USING btree ("id") WHERE is_sold;--> statement-breakpoint
CREATE INDEX "postings_live_expires_idx" ON "postings" USING btree ("expires_at","listing_id") WHERE status = 'posted';