CREATE TABLE "assistant_run_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketplace" text NOT NULL,
	"field" text NOT NULL,
	"outcome" text NOT NULL,
	"map_version" integer NOT NULL,
	"admin_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistant_run_fields_outcome_valid" CHECK (outcome in ('filled', 'healed', 'taught', 'missed'))
);
--> statement-breakpoint
CREATE TABLE "field_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketplace" text NOT NULL,
	"field" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" jsonb NOT NULL,
	"seen_count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "field_map_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marketplace" text NOT NULL,
	"version" integer NOT NULL,
	"map" jsonb NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_user_id" uuid,
	CONSTRAINT "field_map_versions_marketplace_valid" CHECK (marketplace in ('olx', 'quikr', 'facebook')),
	CONSTRAINT "field_map_versions_kind_valid" CHECK (kind in ('bundled', 'taught', 'edited', 'reverted'))
);
--> statement-breakpoint
ALTER TABLE "assistant_run_fields" ADD CONSTRAINT "assistant_run_fields_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "field_map_versions" ADD CONSTRAINT "field_map_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_run_fields_at_idx" ON "assistant_run_fields" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "field_fingerprints_unique" ON "field_fingerprints" USING btree ("marketplace","field","key");--> statement-breakpoint
CREATE UNIQUE INDEX "field_map_versions_marketplace_version_unique" ON "field_map_versions" USING btree ("marketplace","version");