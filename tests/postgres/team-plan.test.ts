import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "../../src/server/db/rows.ts";
import { LIST_ADMINS } from "../../src/server/modules/users/team-repo.ts";
import { createTestApp } from "../helpers/app.ts";

/**
 * The Team list at scale (issue 29 item 7, docs/decisions/134): 100,000 sellers and 200,000 audit entries; the
 * admins are found by users_admins_idx and each last sign-in by one probe of audit_sign_in_idx, never a scan.
 */
const app = await createTestApp();

describe("GET /api/admin/team's query plan", () => {
  it("uses the indexes, not a scan of users or the audit trail", async () => {
    await app.db.execute(sql`
      insert into users (email, first_name, is_admin)
      select 'seller-' || g || '@example.test', 'Seller', false from generate_series(1, 100000) g`);
    await app.db.execute(sql`
      insert into users (email, first_name, is_admin)
      select 'admin-' || g || '@example.test', 'Admin', true from generate_series(1, 5) g`);
    await app.db.execute(sql`
      insert into audit_entries (actor_id, action, entity_type, request_id, ip, at)
      select a.id, case when g % 50 = 0 then 'admin.sign_in' else 'posting.status' end, 'user', 'r', '127.0.0.1',
        now() - make_interval(secs => g)
      from generate_series(1, 40000) g cross join (select id from users where is_admin) a`);
    await app.db.execute(sql`analyze users`);
    await app.db.execute(sql`analyze audit_entries`);
    const [row] = rowsOf<{ "QUERY PLAN": unknown }>(await app.db.execute(sql`explain (format json) ${LIST_ADMINS}`));
    const plan = JSON.stringify(row["QUERY PLAN"]);
    expect(plan).toContain("users_admins_idx");
    expect(plan).toContain("audit_sign_in_idx");
    expect(plan).not.toMatch(
      /"Node Type":"Seq Scan","Parallel Aware":(true|false),"Async Capable":(true|false),"Relation Name":"(users|audit_entries)"/,
    );
    expect(plan).not.toMatch(/Seq Scan[^}]*"Relation Name":"(users|audit_entries)"/);
  });
});
