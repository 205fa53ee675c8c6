ALTER TABLE "listings" ADD COLUMN "floor_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_floor_valid" CHECK ("listings"."floor_price" is null or ("listings"."floor_price" > 0 and "listings"."floor_price" <= "listings"."price"));