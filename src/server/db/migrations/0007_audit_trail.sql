CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"listing_id" uuid,
	"sale_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"request_id" text NOT NULL,
	"ip" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_at_id_idx" ON "audit_entries" USING btree ("at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_actor_at_idx" ON "audit_entries" USING btree ("actor_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_action_at_idx" ON "audit_entries" USING btree ("action","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_listing_at_idx" ON "audit_entries" USING btree ("listing_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_entries"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "audit_sale_at_idx" ON "audit_entries" USING btree ("sale_id","at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "audit_entries"."sale_id" is not null;--> statement-breakpoint
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit entries are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "audit_entries"
	FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();
