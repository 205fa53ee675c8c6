import { describe, expect, it } from "vitest";
import { sendDueNoticeEmails } from "../../src/server/modules/notifications/mailer.ts";
import { notifyUser } from "../../src/server/modules/notifications/service.ts";
import { createServersOnOneDatabase } from "../helpers/app.ts";
import { createUser } from "../helpers/factories.ts";
import { startSmtp } from "../helpers/smtp.ts";

/** The notice e-mail outbox (docs/decisions/115) on two servers sharing one PostgreSQL. */
const smtp = await startSmtp();
const [a, b] = await createServersOnOneDatabase(2, { SMTP_URL: smtp.url });

describe("notice e-mails left due, swept by two servers at once", () => {
  it("are each sent exactly once", async () => {
    const seller = await createUser(a);
    const subjects = Array.from({ length: 30 }, (_, i) => `Due notice ${i}`);
    for (const subject of subjects)
      await notifyUser(a, a.db, { toUserId: seller.id, fromUserId: null, text: () => ({ subject, message: subject }) });

    const later = new Date(Date.now() + 60_000);
    const sweeps = await Promise.all([a, b, a, b].map((app) => sendDueNoticeEmails(app, later)));
    expect(sweeps.reduce((x, y) => x + y, 0)).toBe(subjects.length);
    for (const subject of subjects)
      expect(smtp.received.filter((r) => r.raw.includes(`Subject: ${subject}\r\n`))).toHaveLength(1);
    expect(await sendDueNoticeEmails(b, new Date(Date.now() + 86_400_000))).toBe(0);
  });
});
