import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sales } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing } from "../../helpers/factories.ts";
import { recordSale, saleSetup } from "./helpers.ts";

const app = await createTestApp();

describe("CSV exports", () => {
  it("give admins one row per sale in a date range and each seller their own statement", async () => {
    const { admin, asSeller, listing, sellerUser } = await saleSetup(app);
    const inRange = await recordSale(admin, listing.id);
    await app.db
      .update(sales)
      .set({ saleDate: new Date("2026-03-10T10:00:00Z") })
      .where(eq(sales.id, inRange.id));
    const tricky = await createListing(app, sellerUser, { title: '=HYPERLINK("x"), "quoted"' });
    const outside = await recordSale(admin, tricky.id, { saleAmount: "500.5", payoutAmount: "" });
    await app.db
      .update(sales)
      .set({ saleDate: new Date("2026-04-01T00:00:00Z") })
      .where(eq(sales.id, outside.id));

    const res = await admin("GET", "/api/admin/sales/export?from=2026-03-01&to=2026-03-31");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toContain("snaplist-sales-2026-03-01-to-2026-03-31.csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "sale_id,sale_date,listing_title,seller_name,seller_email,marketplace,sale_amount,payout_amount,payout_status,payout_date,payout_method,payout_reference,payout_notes,marked_sold_by,paid_by",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `${inRange.id},2026-03-10T10:00:00.000Z,Canon EOS 200D,Asha,${sellerUser.email},olx,12000.00,10800.00,pending`,
    );

    const all = await admin("GET", "/api/admin/sales/export");
    expect(all.body).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(all.body).toContain(",500.50,500.50,");

    const statement = await asSeller("GET", "/api/user/sales/statement?from=2026-04-01");
    const rows = statement.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).not.toContain("marked_sold_by");
    expect(rows[1]).toContain(outside.id);

    for (const q of ["from=2026-13-45", "from=yesterday", "from=2026-03-02&to=2026-03-01", "to=2026-03-01%00"]) {
      expect((await admin("GET", `/api/admin/sales/export?${q}`)).statusCode, q).toBe(400);
    }
  });
});
