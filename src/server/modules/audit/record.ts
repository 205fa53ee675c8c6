import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../../contract/audit.ts";
import type { Db } from "../../db/client.ts";
import { auditEntries } from "../../db/schema.ts";
import { unauthorized } from "../../lib/http-error.ts";

/** Who acts, and where the request came from: what every audit entry carries besides the change itself. */
export interface Actor {
  id: string;
  requestId: string;
  /** request.ip: the socket, or what a configured trusted proxy says (docs/decisions/090). */
  ip: string;
}

export function actorOf(request: FastifyRequest, userId = request.user?.id): Actor {
  if (!userId) throw unauthorized("Not signed in");
  return {
    id: userId,
    // The id may come from a client's x-request-id header: bounded so that it cannot bloat the trail.
    requestId: String(request.id).slice(0, 200),
    ip: request.ip,
  };
}

type Values = Record<string, unknown> | null;

export interface AuditChange {
  action: AuditAction;
  entityType:
    | "listing"
    | "sale"
    | "delist_task"
    | "message"
    | "user"
    | "posting"
    | "extension_token"
    | "admin_invite"
    | "field_map"
    | "work_item"
    | "settings"
    | "offer"
    | "buyer_question";
  entityId: string | null;
  listingId?: string | null;
  saleId?: string | null;
  before: Values;
  after: Values;
}

/**
 * Appends one entry. Call it with the action's own transaction, after the change: a rolled-back action leaves
 * no entry, a committed one exactly one (docs/decisions/125).
 */
export async function recordAudit(tx: Db, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    actorId: actor.id,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    listingId: change.listingId ?? null,
    saleId: change.saleId ?? null,
    before: change.before,
    after: change.after,
    requestId: actor.requestId,
    ip: actor.ip,
  });
}

/**
 * Admin sign-in and sign-out: written only when the user is an admin, decided in the same statement so that the
 * session code need not know who is one.
 */
export async function recordIfAdmin(tx: Db, actor: Actor, action: "admin.sign_in" | "admin.sign_out") {
  const signedIn = action === "admin.sign_in";
  await tx.execute(sql`
    insert into ${auditEntries} (actor_id, action, entity_type, entity_id, before, after, request_id, ip)
    select u.id, ${action}, 'user', u.id, ${JSON.stringify({ signedIn: !signedIn })}::jsonb,
      ${JSON.stringify({ signedIn })}::jsonb, ${actor.requestId}, ${actor.ip}
    from users u where u.id = ${actor.id} and u.is_admin`);
}
