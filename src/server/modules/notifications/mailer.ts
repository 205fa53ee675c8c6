import nodemailer, { type Transporter } from "nodemailer";
import { isLanguage } from "../../../contract/language.ts";
import { NOTICE_EMAIL } from "../../../contract/notices.ts";
import type { App } from "../../app-types.ts";
import type { Message } from "../../db/schema.ts";
import { claimDueEmails, type DueEmail, emailDone } from "./outbox-repo.ts";
import { kickPushes } from "./push-sender.ts";

/**
 * E-mail copies of system notices (issue 11), through an outbox (docs/decisions/115). `notifyUser` marks the
 * notice due inside the state change's transaction; after that commits, `deliverAfterCommit` sends it in the
 * background, so a slow or broken SMTP server never delays, fails or rolls back the request. A send that fails,
 * or that a crash interrupted, is retried by `scheduleNoticeEmails` on any server. Without SMTP_URL nothing is
 * queued or sent.
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

/** Whether notices get e-mail copies (SMTP_URL is set): `notifyUser` queues them only then. */
export const emailsNotices = (app: App) => Boolean(app.config.mail);

/** Tries this many times in all; the wait after try n is RETRY_BASE_MS * 2^(n-1) (5, 10, 20, 40 minutes). */
export const MAX_EMAIL_ATTEMPTS = 5;
const RETRY_BASE_MS = 5 * 60_000;

/** Call after the transaction that wrote `notices` has committed. Returns at once; sending happens after. */
export function deliverAfterCommit(app: App, notices: Array<Pick<Message, "id"> | null | undefined>): void {
  const mailer = mailerOf(app);
  const ids = notices.flatMap((n) => (n ? [n.id] : []));
  // The pushes the same transaction queued (docs/decisions/138).
  if (ids.length > 0) kickPushes(app);
  if (!mailer || ids.length === 0) return;
  track(app, mailer, sendDue(app, mailer, undefined, ids));
}

/**
 * Sends every notice e-mail due at `now` (the database's time unless given; or only those of `ids`). Each is
 * claimed first - its next try moved out by the retry wait - so two servers never send the same one at once.
 * Returns how many were sent.
 */
export async function sendDueNoticeEmails(app: App, now?: Date): Promise<number> {
  const mailer = mailerOf(app);
  return mailer ? sendDue(app, mailer, now) : 0;
}

async function sendDue(app: App, mailer: Mailer, now?: Date, ids?: string[]): Promise<number> {
  let sent = 0;
  const due = await claimDueEmails(app.db, { now, ids, retryBaseMs: RETRY_BASE_MS });
  for (const email of due) {
    try {
      await send(app, mailer, email);
      sent++;
      app.metrics.emailsSent.inc();
    } catch (err) {
      const last = email.attempts >= MAX_EMAIL_ATTEMPTS;
      app.metrics.emailFailures.inc({ final: String(last) });
      app.log.warn(
        { err, messageId: email.id, attempt: email.attempts },
        `notice e-mail not sent${last ? ", given up" : ", will retry"}`,
      );
      if (!last) continue;
    }
    await emailDone(app.db, email.id);
  }
  return sent;
}

/** The notice as an e-mail, in the recipient's language (its words were written in it: notifyUser). */
function send(app: App, mailer: Mailer, email: DueEmail) {
  const own = NOTICE_EMAIL[isLanguage(email.language) ? email.language : "en"];
  return mailer.transport.sendMail({
    from: mailer.from,
    to: email.to,
    subject: email.subject || own.subject,
    text: `${email.message}\n\n-- \nSnapList: ${app.config.publicUrl}/\n${own.footer}`,
  });
}

function track(app: App, mailer: Mailer, job: Promise<unknown>) {
  const safe = job.then(
    () => {},
    (err) => app.log.warn({ err }, "notice e-mails not sent"),
  );
  mailer.inFlight.add(safe);
  void safe.finally(() => mailer.inFlight.delete(safe));
}

const MINUTE = 60_000;

/** Retries due e-mails every minute while the app runs (SMTP configured, not in tests). */
export function scheduleNoticeEmails(app: App) {
  const mailer = mailerOf(app);
  if (!mailer) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDue(app, mailer)
      .catch((err) => app.log.warn({ err }, "notice e-mail retry failed"))
      .finally(() => {
        running = false;
      });
  }, MINUTE);
  timer.unref();
  // Closing does not wait for SMTP: an e-mail interrupted here is still due, and a running server sends it.
  app.addHook("onClose", async () => clearInterval(timer));
}

/** Resolves when every e-mail handed over after a commit has been sent or has failed (tests). */
export async function mailIdle(app: App): Promise<void> {
  const mailer = mailers.get(app.config);
  while (mailer?.inFlight.size) await Promise.allSettled([...mailer.inFlight]);
}

/**
 * Sends one e-mail that is not a notice (an admin invite, issue 29 item 7) in the background: answers at once
 * whether SMTP is configured and the e-mail was handed over; a slow or failing SMTP server is only logged, never
 * fails or delays the request. Not retried: the person who asked has the same content on screen.
 */
export function sendInBackground(app: App, email: { to: string; subject: string; text: string }): boolean {
  const mailer = mailerOf(app);
  if (!mailer) return false;
  const job = Promise.resolve().then(() =>
    mailer.transport.sendMail({ from: mailer.from, to: email.to, subject: email.subject, text: email.text }),
  );
  track(app, mailer, job);
  return true;
}
