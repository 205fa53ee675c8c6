ALTER TABLE "admin_invites" ADD COLUMN "voided_reason" text;--> statement-breakpoint
ALTER TABLE "admin_invites" ADD CONSTRAINT "admin_invites_voided_valid" CHECK ("admin_invites"."voided_reason" is null or ("admin_invites"."revoked_at" is not null and "admin_invites"."voided_reason" in ('author_deactivated', 'author_demoted', 'author_gone')));--> statement-breakpoint
-- Issue 46 item 5 (docs/decisions/183): open invites whose author can no longer grant a role (gone, deactivated, no
-- longer an admin, or an admin whose role lacks the team permission - only owners hold it) die now, as they would have
-- had the rule been there when that happened.
UPDATE "admin_invites" i SET "revoked_at" = now(), "voided_reason" = CASE
    WHEN u."id" IS NULL THEN 'author_gone'
    WHEN u."deactivated_at" IS NOT NULL THEN 'author_deactivated'
    ELSE 'author_demoted' END
FROM "admin_invites" o LEFT JOIN "users" u ON u."id" = o."invited_by_id"
WHERE i."id" = o."id" AND i."accepted_at" IS NULL AND i."revoked_at" IS NULL
  AND (u."id" IS NULL OR u."deactivated_at" IS NOT NULL OR NOT u."is_admin" OR coalesce(u."admin_role", 'owner') <> 'owner');
