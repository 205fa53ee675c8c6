import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { mailIdle } from "../../../src/server/modules/notifications/mailer.ts";
import { createTestApp } from "../../helpers/app.ts";
import { recordSale, saleSetup } from "./helpers.ts";

interface Received {
  to: string[];
  raw: string;
}
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, done) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.toString("utf8");
    });
    stream.on("end", () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
const port = (smtp.server.address() as AddressInfo).port;

const app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "SnapList <ops@snaplist.test>" });

describe("notice e-mails", () => {
  it("send the sale and payout notices to the seller after the change commits", async () => {
    const { admin, listing, sellerUser } = await saleSetup(app);
    const sale = await recordSale(admin, listing.id);
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    expect(received[0].to).toEqual([sellerUser.email]);
    expect(received[0].raw).toContain("Subject: Your item sold: Canon EOS 200D");
    expect(received[0].raw).toContain("From: SnapList <ops@snaplist.test>");

    await admin("PUT", `/api/admin/sales/${sale.id}/payout`, { payoutMethod: "upi", payoutAmount: "10800" });
    await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 10_000 });
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
    await vi.waitFor(() => expect(received).toHaveLength(before + 1), { timeout: 10_000 });
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
});
