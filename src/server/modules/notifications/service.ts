import { sql } from "drizzle-orm";
import type { MessageType } from "../../../contract/enums.ts";
import type { NoticeText, NoticeWords } from "../../../contract/notices.ts";
import type { PushNotice } from "../../../contract/push.ts";
import type { App } from "../../app-types.ts";
import type { Db } from "../../db/client.ts";
import { messages } from "../../db/schema.ts";
import { emailsNotices } from "./mailer.ts";
import { queuePush } from "./push.ts";
import { languageOf } from "./recipient-repo.ts";

export interface Notice {
  toUserId: string;
  /** The admin whose action caused the notice; replies go to them. */
  fromUserId: string | null;
  /** The notice's words in a language: called with the recipient's (issue 47 item 5, docs/decisions/215). */
  text: NoticeText;
  messageType?: MessageType;
  listingId?: string | null;
  /**
   * The Web Push this notice also is (docs/decisions/138), queued in the same write for the seller's devices; a
   * function of the notice's words when the push repeats them ("A new message from the team": its subject).
   */
  push?: PushNotice | ((words: NoticeWords) => PushNotice);
}

/**
 * The one way a seller is told about something that happened to their listings, sales or payouts:
 * a system message in their inbox, in their language. Pass the transaction when the notice belongs to a state change,
 * so that both are written or neither is. When SMTP is set up, the notice is also queued for an e-mail copy in the same
 * write (the outbox, docs/decisions/115): `deliverAfterCommit` sends it, or a later retry does. A `push` is queued
 * the same way for each of the seller's devices that has its kind on (docs/decisions/138).
 */
export async function notifyUser(app: App, db: Db, notice: Notice) {
  const words = notice.text(await languageOf(db, notice.toUserId));
  const [row] = await db
    .insert(messages)
    .values({
      toUserId: notice.toUserId,
      fromUserId: notice.fromUserId,
      subject: words.subject,
      message: words.message,
      messageType: notice.messageType ?? "general",
      listingId: notice.listingId ?? null,
      isSystemMessage: true,
      emailDueAt: emailsNotices(app) ? sql`now()` : null,
    })
    .returning();
  const push = typeof notice.push === "function" ? notice.push(words) : notice.push;
  if (push) await queuePush(app, db, notice.toUserId, push);
  return row;
}
