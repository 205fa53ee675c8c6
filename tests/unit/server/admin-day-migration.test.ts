import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../../src/server/db/client.ts";
import { migrationsUpTo } from "../../helpers/migrations-up-to.ts";

/**
 * Migration 0018 (issue 41, docs/decisions/160 and 161) on a database made before it: every admin becomes an owner,
 * sellers stay without a role, open invites get the least role, and a seller's message to an admin waits in Today
 * unless an admin wrote to that seller after it.
 */
const client = new PGlite({ extensions: { pg_trgm } });
afterAll(() => client.close());

const rows = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows;

describe("migration 0018 admin_day", () => {
  it("makes existing admins owners and marks the seller replies still waiting", async () => {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo("0017_push_keys_checked") });
    const user = async (email: string, admin: boolean) =>
      (await rows(`insert into users (email, is_admin) values ('${email}', ${admin}) returning id`))[0].id as string;
    const [a1, a2, s1, s2] = [
      await user("a1@x.test", true),
      await user("a2@x.test", true),
      await user("s1@x.test", false),
      await user("s2@x.test", false),
    ];
    const message = async (from: string, to: string, at: string, system = false) =>
      rows(`insert into messages (from_user_id, to_user_id, message, created_at, is_system_message)
        values ('${from}', '${to}', 'm', '${at}', ${system})`);
    // s1 wrote twice; an admin answered between the two: the first is answered, the second waits.
    await message(a1, s1, "2026-11-01T10:00:00Z");
    await message(s1, a1, "2026-11-01T11:00:00Z");
    await message(a2, s1, "2026-11-01T12:00:00Z");
    await message(s1, a1, "2026-11-01T13:00:00Z");
    // s2 wrote once, never answered; a system notice to s2 is not an answer.
    await message(s2, a2, "2026-11-02T09:00:00Z");
    await message(a2, s2, "2026-11-02T08:00:00Z", true);
    await rows(
      `insert into admin_invites (email, token_hash, expires_at) values ('new@x.test', 'h', now() + interval '1 day')`,
    );

    await migrate(db, { migrationsFolder });
    const roles = await rows("select email, admin_role from users order by email");
    expect(roles.map((r) => [r.email, r.admin_role])).toEqual([
      ["a1@x.test", "owner"],
      ["a2@x.test", "owner"],
      ["s1@x.test", null],
      ["s2@x.test", null],
    ]);
    const waiting = await rows(`select from_user_id, created_at, needs_answer, answered_at from messages
      where needs_answer order by created_at`);
    expect(waiting.map((r) => [r.from_user_id, r.answered_at === null])).toEqual([
      [s1, false],
      [s1, true],
      [s2, true],
    ]);
    expect((await rows("select count(*)::int as n from messages where not needs_answer"))[0].n).toBe(3);
    expect((await rows("select role from admin_invites"))[0].role).toBe("poster");
  });
});
