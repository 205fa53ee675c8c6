ALTER TABLE "buyer_questions" ADD COLUMN "notice_message_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "notice_message_id" uuid;--> statement-breakpoint
ALTER TABLE "buyer_questions" ADD CONSTRAINT "buyer_questions_notice_message_id_messages_id_fk" FOREIGN KEY ("notice_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_notice_message_id_messages_id_fk" FOREIGN KEY ("notice_message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_questions_notice_idx" ON "buyer_questions" USING btree ("notice_message_id") WHERE notice_message_id is not null;--> statement-breakpoint
CREATE INDEX "offers_to_accept_idx" ON "offers" USING btree ("created_at","id") WHERE status = 'open' and closed_at is null and floor_at_record is not null and amount >= floor_at_record;--> statement-breakpoint
CREATE INDEX "offers_notice_idx" ON "offers" USING btree ("notice_message_id") WHERE notice_message_id is not null;