import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { messages } from "../../../src/server/db/schema.ts";
import {
  deliverAfterCommit,
  MAX_EMAIL_ATTEMPTS,
  mailIdle,
  sendDueNoticeEmails,
} from "../../../src/server/modules/notifications/mailer.ts";
import { notifyUser } from "../../../src/server/modules/notifications/service.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { startSmtp } from "../../helpers/smtp.ts";
import { recordSale, saleSetup } from "./helpers.ts";

const smtp = await startSmtp();
const received = smtp.received;

const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "SnapList <ops@snaplist.test>" });

describe("notice e-mails", () => {
  it("send the sale and payout notices to the seller after the change commits", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 60_000 });
    expect(received[0].to).toEqual([sellerUser.email]);
    expect(received[0].raw).toContain("Subject: Your item sold: Canon EOS 200D");
    expect(received[0].raw).toContain("From: SnapList <ops@snaplist.test>");

    await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "10800" });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 60_000 });
    expect(received[1].raw).toContain("Subject: Payout sent for: Canon EOS 200D");
  });

  it("send the posting-status notice too, with the listing title", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    const before = received.length;
    const res = await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "facebook",
      status: "failed",
    });
    expect(res.statusCode).toBe(200);
    await vi.waitFor(() => expect(received).toHaveLength(before + 1), { timeout: 60_000 });
    expect(received[before].to).toEqual([sellerUser.email]);
    expect(received[before].raw).toContain("Canon EOS 200D");
  });

  it("never fail or block the request when the SMTP server is down", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    const { admin, listing } = await saleSetup(down);
    const res = await admin("POST", "/api/admin/sales", { listingId: listing.id, saleAmount: "100" });
    expect(res.statusCode).toBe(201);
    await mailIdle(down);
    const undo = await admin("DELETE", `/api/admin/sales/${res.json().id}/undo`);
    expect(undo.statusCode).toBe(204);
    await mailIdle(down);
  });

  it("keep no outbox without SMTP: the notice is in the inbox only", async () => {
    const plain = await createTestApp();
    const { admin, listing } = await saleSetup(plain);
    expect((await recordSale(admin, listing.id)).id).toBeTruthy();
    const [row] = await plain.db.select().from(messages).where(eq(messages.listingId, listing.id));
    expect(row).toMatchObject({ emailDueAt: null, emailAttempts: 0 });
  });
});

describe("the notice e-mail outbox (docs/decisions/115)", () => {
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  const outboxRow = async (id: string) => {
    const [row] = await app.db.select().from(messages).where(eq(messages.id, id));
    return row;
  };
  const notice = async (subject: string) => {
    const seller = await createUser(app);
    return notifyUser(app, app.db, {
      toUserId: seller.id,
      fromUserId: null,
      text: () => ({ subject, message: subject }),
    });
  };
  const sentWith = (subject: string) => received.filter((r) => r.raw.includes(`Subject: ${subject}`));

  it("retry an e-mail the mail server refused, later, and send it once", async () => {
    smtp.refusing = true;
    const row = await notice("Refused at first");
    deliverAfterCommit(app, [row]);
    await mailIdle(app);
    expect(sentWith("Refused at first")).toHaveLength(0);
    expect(await outboxRow(row.id)).toMatchObject({ emailAttempts: 1 });
    smtp.refusing = false;

    // Not due again before the retry wait (5 minutes) has passed.
    await sendDueNoticeEmails(app, minutes(1));
    expect(sentWith("Refused at first")).toHaveLength(0);
    await sendDueNoticeEmails(app, minutes(6));
    expect(sentWith("Refused at first")).toHaveLength(1);
    expect(await outboxRow(row.id)).toMatchObject({ emailDueAt: null, emailAttempts: 2 });
    await sendDueNoticeEmails(app, minutes(24 * 60));
    expect(sentWith("Refused at first")).toHaveLength(1);
  });

  it("send a notice a crash left unsent (written, never handed over), exactly once among racing senders", async () => {
    const rows = await Promise.all(["Left by a crash 1", "Left by a crash 2", "Left by a crash 3"].map(notice));
    const counts = await Promise.all(Array.from({ length: 4 }, () => sendDueNoticeEmails(app, minutes(1))));
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(sentWith(row.subject ?? "")).toHaveLength(1);
      expect(await outboxRow(row.id)).toMatchObject({ emailDueAt: null, emailAttempts: 1 });
    }
  });

  it(`give up after ${MAX_EMAIL_ATTEMPTS} tries, with the notice still in the inbox`, async () => {
    smtp.refusing = true;
    const row = await notice("Never accepted");
    for (let day = 1; day <= MAX_EMAIL_ATTEMPTS + 2; day++) await sendDueNoticeEmails(app, minutes(day * 24 * 60));
    smtp.refusing = false;
    await sendDueNoticeEmails(app, minutes(30 * 24 * 60));
    expect(sentWith("Never accepted")).toHaveLength(0);
    expect(await outboxRow(row.id)).toMatchObject({ emailDueAt: null, emailAttempts: MAX_EMAIL_ATTEMPTS });
  });
});
