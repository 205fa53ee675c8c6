import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** SQL for the notice e-mail outbox: `messages.email_due_at` and `email_attempts` (docs/decisions/115). */

export interface DueEmail {
  id: string;
  to: string;
  subject: string | null;
  message: string;
  /** The recipient's language (null: none kept, English): the e-mail's own words follow it. */
  language: string | null;
  /** Tries so far, this one included. */
  attempts: number;
}

const BATCH = 50;

/**
 * Claims up to BATCH notices whose e-mail is due at `now` (the database's time unless given; only among `ids`
 * when given): one statement counts the try and moves the next one out by `retryBaseMs * 2^(tries before)`.
 * Rows another server is claiming are skipped, not waited for, so of two servers exactly one gets each e-mail.
 */
export async function claimDueEmails(
  db: Db,
  opts: { now?: Date; ids?: string[]; retryBaseMs: number },
): Promise<DueEmail[]> {
  // The database's clock by default: the one `notifyUser` stamped the row with, the same for every server.
  const now = opts.now ? sql`${opts.now.toISOString()}::timestamptz` : sql`now()`;
  const only = opts.ids
    ? sql`and id in (${sql.join(
        opts.ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    update messages m
    set email_attempts = m.email_attempts + 1,
        email_due_at = ${now}
          + make_interval(secs => ${opts.retryBaseMs / 1000}::float8 * power(2, m.email_attempts))
    from users u
    where u.id = m.to_user_id and m.id in (
      select id from messages
      where email_due_at <= ${now} ${only}
      order by email_due_at
      limit ${BATCH}
      for update skip locked)
    returning m.id, u.email as "to", m.subject, m.message, u.language, m.email_attempts as attempts`);
  return (result as unknown as { rows: DueEmail[] }).rows.map((r) => ({ ...r, attempts: Number(r.attempts) }));
}

/** The e-mail went out (or will never be tried again): the notice leaves the outbox. */
export async function emailDone(db: Db, id: string): Promise<void> {
  await db.execute(sql`update messages set email_due_at = null where id = ${id}`);
}
