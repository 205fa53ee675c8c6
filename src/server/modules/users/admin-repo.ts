import { sql } from "drizzle-orm";
import type { AdminUserOption } from "../../../contract/messages.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../listings/admin-repo.ts";

/** One page of users (limit + 1 rows), newest accounts first, optionally matching `q`. */
export async function userOptionsPage(
  db: Db,
  opts: { q?: string; limit: number; after?: { at: string; id: string } },
): Promise<Array<AdminUserOption & { at: string }>> {
  const where = [sql`true`];
  if (opts.q) {
    const p = containsPattern(opts.q);
    where.push(sql`(u.email ilike ${p} or u.first_name ilike ${p} or u.last_name ilike ${p}
      or (u.first_name || ' ' || u.last_name) ilike ${p})`);
  }
  if (opts.after) where.push(sql`(u.created_at, u.id) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)`);
  const result = await db.execute(sql`
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.email,
      case when u.language in ('en', 'hi') then u.language end as language,
      to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from users u where ${sql.join(where, sql` and `)}
    order by u.created_at desc nulls last, u.id desc nulls last limit ${opts.limit + 1}`);
  return (result as unknown as { rows: Array<AdminUserOption & { at: string }> }).rows;
}
