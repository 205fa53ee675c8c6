import { inArray } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { App } from "../../app-types.ts";
import { type Message, users } from "../../db/schema.ts";

/**
 * E-mail copies of system notices (issue 11). A notice is written inside the state change's transaction by
 * `notifyUser`; its e-mail goes out only after that transaction commits, in the background: a slow or broken
 * SMTP server never delays, fails or rolls back the request. Without SMTP_URL nothing is sent.
 */
interface Mailer {
  transport: Transporter;
  from: string;
  inFlight: Set<Promise<void>>;
}
// Keyed by the config object: one transport per running app (tests build several apps in one process).
const mailers = new WeakMap<object, Mailer | null>();

function mailerOf(app: App): Mailer | null {
  let mailer = mailers.get(app.config);
  if (mailer === undefined) {
    const mail = app.config.mail;
    mailer = mail
      ? { transport: nodemailer.createTransport(mail.smtpUrl), from: mail.from, inFlight: new Set() }
      : null;
    mailers.set(app.config, mailer);
  }
  return mailer;
}

type Notice = Pick<Message, "toUserId" | "subject" | "message">;

/** Call after the transaction that wrote `notices` has committed. Returns at once; sending happens after. */
export function deliverAfterCommit(app: App, notices: Array<Notice | null | undefined>): void {
  const mailer = mailerOf(app);
  const list = notices.filter((n): n is Notice => Boolean(n));
  if (!mailer || list.length === 0) return;
  const job = send(app, mailer, list).catch((err) => app.log.warn({ err }, "notice e-mail not sent"));
  mailer.inFlight.add(job);
  void job.finally(() => mailer.inFlight.delete(job));
}

async function send(app: App, mailer: Mailer, notices: Notice[]) {
  const ids = [...new Set(notices.map((n) => n.toUserId))];
  const rows = await app.db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, ids));
  const emailOf = new Map(rows.map((r) => [r.id, r.email]));
  for (const notice of notices) {
    const to = emailOf.get(notice.toUserId);
    if (!to) continue;
    await mailer.transport.sendMail({
      from: mailer.from,
      to,
      subject: notice.subject || "A message from SnapList",
      text: `${notice.message}\n\n-- \nSnapList: ${app.config.publicUrl}/\nThis notice is also in your SnapList messages.`,
    });
  }
}

/** Resolves when every e-mail queued so far has been sent or has failed (tests and clean shutdown). */
export async function mailIdle(app: App): Promise<void> {
  const mailer = mailers.get(app.config);
  while (mailer?.inFlight.size) await Promise.allSettled([...mailer.inFlight]);
}
