DROP INDEX "creation_logs_created_idx";--> statement-breakpoint
DROP INDEX "listings_created_idx";--> statement-breakpoint
DROP INDEX "listings_category_idx";--> statement-breakpoint
DROP INDEX "users_created_at_idx";