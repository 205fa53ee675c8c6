import { sql } from "drizzle-orm";
import {
  DEFAULT_TARGET_MINUTES,
  WORK_KINDS,
  type WorkKind,
  type WorkTargets,
  type WorkTargetsInput,
} from "../../../contract/work-queue.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type Actor, recordAudit } from "../audit/record.ts";

/**
 * Today's service-level targets per kind (issue 41): the defaults of src/contract/work-queue.ts, overridden by what an
 * owner set on the desk (work_targets, one row per changed kind). Read at every queue request: six rows at most,
 * and every server sees a change at once.
 */

export async function readTargets(db: Db): Promise<WorkTargets> {
  const rows = rowsOf<{ kind: string; minutes: number }>(await db.execute(sql`select kind, minutes from work_targets`));
  const targets = { ...DEFAULT_TARGET_MINUTES };
  for (const row of rows) {
    if ((WORK_KINDS as readonly string[]).includes(row.kind)) targets[row.kind as WorkKind] = Number(row.minutes);
  }
  return targets;
}

/** Sets the given kinds' targets in one transaction; audited with the whole table before and after. */
export async function setTargets(app: App, actor: Actor, input: WorkTargetsInput): Promise<WorkTargets> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // One writer at a time, so that "before" in the audit trail is the previous entry's "after".
    await tx.execute(sql`select pg_advisory_xact_lock(290011)`);
    const before = await readTargets(tx);
    const changed = WORK_KINDS.filter((k) => input[k] !== undefined && input[k] !== before[k]);
    if (changed.length === 0) return before;
    for (const kind of changed) {
      await tx.execute(sql`
        insert into work_targets (kind, minutes, updated_at, updated_by_id)
        values (${kind}, ${input[kind] as number}, ${now.toISOString()}::timestamptz, ${actor.id})
        on conflict (kind) do update set minutes = excluded.minutes, updated_at = excluded.updated_at,
          updated_by_id = excluded.updated_by_id`);
    }
    const after = await readTargets(tx);
    await recordAudit(tx, actor, { action: "work.targets", entityType: "settings", entityId: null, before, after });
    return after;
  });
}
