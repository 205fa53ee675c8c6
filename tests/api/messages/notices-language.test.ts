import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { messages, users } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { decodeMail, startSmtp } from "../../helpers/smtp.ts";
import { recordSale, saleSetup } from "../sales/helpers.ts";

/**
 * Issue 47 item 5 (docs/decisions/215): every notice goes out in the language the seller's account keeps - in the
 * inbox, by e-mail (its footer too) and by push (tests/api/push/delivery.test.ts) - and money reads as on screen.
 */
const smtp = await startSmtp();
const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "SnapList <ops@snaplist.test>" });

async function hindiSeller() {
  const setup = await saleSetup(app);
  await app.db.update(users).set({ language: "hi" }).where(eq(users.id, setup.sellerUser.id));
  return setup;
}
const inbox = (userId: string) =>
  app.db.select().from(messages).where(eq(messages.toUserId, userId)).orderBy(messages.createdAt);
const mailsTo = (email: string) => smtp.received.filter((r) => r.to.includes(email)).map((r) => decodeMail(r.raw));

describe("a Hindi seller's notices", () => {
  it("posting status, sale, payout and undo: in Hindi in the inbox and by e-mail, rupees as on screen", async () => {
    const { admin, listing, sellerUser } = await hindiSeller();
    const failed = await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
      platform: "facebook",
      status: "failed",
      failureReason: "Photo too dark",
    });
    expect(failed.statusCode, failed.body).toBe(200);
    const sale = await recordSale(admin, listing.id);
    const paid = await admin("PUT", `/api/admin/sales/${sale.id}/payout`, {
      payoutMethod: "upi",
      payoutAmount: "10800",
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const notices = await inbox(sellerUser.id);
    expect(notices.map((n) => n.subject)).toEqual([
      "आपकी लिस्टिंग पर अपडेट: Canon EOS 200D",
      "आपका सामान बिक गया: Canon EOS 200D",
      "भुगतान भेजा गया: Canon EOS 200D",
    ]);
    expect(notices[0].message).toBe(
      'आपकी लिस्टिंग "Canon EOS 200D" Facebook पर पोस्ट नहीं हो सकी। वजह: Photo too dark\nअपने डैशबोर्ड से इसे फिर से आज़माएँ।',
    );
    expect(notices[1].message).toContain("₹12,000 में बिक गई। आपका ₹10,800 का भुगतान बाक़ी है।");
    expect(notices[2].message).toBe('"Canon EOS 200D" के लिए आपका ₹10,800 का भुगतान UPI से भेज दिया गया है।');

    await vi.waitFor(() => expect(mailsTo(sellerUser.email)).toHaveLength(3), { timeout: 60_000 });
    const mails = mailsTo(sellerUser.email);
    expect(mails.map((m) => m.subject).sort()).toEqual(notices.map((n) => n.subject).sort());
    for (const mail of mails) expect(mail.text).toMatch(/\nयह सूचना आपके SnapList संदेशों में भी है।$/);
    expect(mails.find((m) => m.subject.startsWith("भुगतान"))?.text).toContain("₹10,800 का भुगतान");
  });

  it("a sale undone", async () => {
    const { admin, listing, sellerUser } = await hindiSeller();
    const sale = await recordSale(admin, listing.id);
    expect((await admin("DELETE", `/api/admin/sales/${sale.id}/undo`)).statusCode).toBe(204);
    const last = (await inbox(sellerUser.id)).at(-1);
    expect(last?.subject).toBe("बिक्री रद्द: Canon EOS 200D");
    expect(last?.message).toBe('आपकी लिस्टिंग "Canon EOS 200D" की बिक्री रद्द कर दी गई। लिस्टिंग आपके डैशबोर्ड पर फिर से चालू है।');
  });

  it("an English seller's stay English, with the English footer", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    await recordSale(admin, listing.id);
    const [notice] = await inbox(sellerUser.id);
    expect(notice.message).toContain("has sold for ₹12,000. Your payout of ₹10,800 is pending.");
    await vi.waitFor(() => expect(mailsTo(sellerUser.email)).toHaveLength(1), { timeout: 60_000 });
    expect(mailsTo(sellerUser.email)[0].text).toMatch(/\nThis notice is also in your SnapList messages\.$/);
  });
});
