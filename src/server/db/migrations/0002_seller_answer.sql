ALTER TABLE "creation_logs" ADD COLUMN "photo_text" text;--> statement-breakpoint
ALTER TABLE "creation_logs" ADD COLUMN "seller_answer" text;