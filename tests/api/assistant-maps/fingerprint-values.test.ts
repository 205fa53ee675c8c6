import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { FIELD_MAP_MESSAGES } from "../../../src/contract/field-maps.ts";
import { fieldFingerprints } from "../../../src/server/db/schema.ts";
import { seeFingerprint } from "../../../src/server/modules/assistant/run-reports/repo.ts";
import { createListing, createUser } from "../../helpers/factories.ts";
import { assistantClient, assistantToken, claimUrl, deskAdmin, deskApp } from "../posting-desk/helpers.ts";

/**
 * Issue 46 item 7 (docs/decisions/184): the server stored and served whatever fingerprints a token sent - a listing's
 * title, a price placeholder "₹ 6,000", a class hash. It now strips, from every report and teach, the values of the
 * postings the token works on (the ones its admin holds, and the listing the assistant names), generated ids and
 * class hashes; a fingerprint left with nothing is not learned, a teach left with nothing is refused; and what is
 * served is stripped of the generic ones again, whatever was stored before.
 */
const { app } = await deskApp();
const admin = await deskAdmin(app, "Asha");
const ext = assistantClient(app, await assistantToken(admin));

async function heldListing(title: string, price: string) {
  const listing = await createListing(app, await createUser(app), { title, price });
  expect((await admin.call("POST", claimUrl(listing.id, "quikr"))).statusCode).toBe(200);
  return listing;
}
const fp = (over: Record<string, string>) => ({
  tag: "input",
  role: "textbox",
  label: "",
  name: "",
  placeholder: "",
  legend: "",
  ...over,
});
const report = (marketplace: string, fields: unknown[], extra: Record<string, unknown> = {}) =>
  ext("POST", "/api/extension/reports", { marketplace, mapVersion: 1, kind: "post", fields, ...extra });
const stored = async (marketplace: string) =>
  (await app.db.select().from(fieldFingerprints).where(eq(fieldFingerprints.marketplace, marketplace)))
    .map((r) => ({ field: r.field, fingerprint: r.fingerprint }))
    .sort((a, b) => a.field.localeCompare(b.field));
const served = async (marketplace: string) =>
  JSON.stringify((await ext("GET", `/api/extension/field-maps/${marketplace}`)).json().fingerprints);

describe("fingerprints carry no value", () => {
  it("a report's fingerprints lose the held posting's title and price in any form, ids and class hashes", async () => {
    await heldListing("Sony Bravia 55 inch TV", "6000.00");
    const res = await report("quikr", [
      {
        field: "title",
        outcome: "filled",
        fingerprint: fp({ label: "Ad title", placeholder: "Sony Bravia 55 inch TV" }),
      },
      {
        field: "price",
        outcome: "filled",
        fingerprint: fp({ label: "Price (₹ 6,000)", name: "mui-42", placeholder: "6,000.00" }),
      },
      { field: "brand", outcome: "filled", fingerprint: fp({ label: "Brand", name: ":r5:", legend: "css-1x2y3z" }) },
      // Nothing but values: the outcome is kept, no fingerprint learned.
      { field: "description", outcome: "filled", fingerprint: fp({ label: "Sony Bravia 55 inch TV", name: "6000" }) },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored("quikr")).toEqual([
      { field: "brand", fingerprint: fp({ label: "Brand" }) },
      { field: "price", fingerprint: fp({ label: "Price" }) },
      { field: "title", fingerprint: fp({ label: "Ad title" }) },
    ]);
    const out = await served("quikr");
    for (const value of ["Sony", "6,000", "6000", "mui-42", ":r5:", "css-1x2y3z"]) expect(out).not.toContain(value);
  });

  it("the listing the assistant names counts too, held or not", async () => {
    const listing = await createListing(app, await createUser(app), { title: "Hero Sprint cycle", price: "4500.00" });
    const res = await report(
      "facebook",
      [{ field: "title", outcome: "filled", fingerprint: fp({ label: "Title", placeholder: "Hero Sprint cycle" }) }],
      { listingId: listing.id },
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await stored("facebook")).toEqual([{ field: "title", fingerprint: fp({ label: "Title" }) }]);
  });

  it("a teach loses them from its locator; a teach of values alone is refused and teaches nothing", async () => {
    const listing = await heldListing("Godrej steel almirah", "9000.00");
    const only = await ext("POST", "/api/extension/field-maps/quikr/teach", {
      field: "title",
      listingId: listing.id,
      locator: { placeholder: ["Godrej steel almirah"], name: ["radix-:r1:"] },
    });
    expect(only.statusCode).toBe(400);
    expect(only.json().message).toBe(FIELD_MAP_MESSAGES.teachOnlyValues);
    const mixed = await ext("POST", "/api/extension/field-maps/quikr/teach", {
      field: "price",
      locator: { label: ["Your price", "₹ 9,000"], name: ["sc-abc123"] },
      fingerprint: fp({ label: "Your price ₹ 9,000" }),
    });
    expect(mixed.statusCode, mixed.body).toBe(200);
    const map = (await ext("GET", "/api/extension/field-maps/quikr")).json().map;
    expect(map.fields.price.label[0]).toBe("Your price");
    expect(JSON.stringify(map)).not.toMatch(/9,000|sc-abc123|almirah|radix/);
  });

  it("what was stored before the rule is served without ids, hashes and amounts, and migration 0030 drops it", async () => {
    const at = app.clock.now();
    await seeFingerprint(app.db, "olx", "title", fp({ label: "Ad title", name: "input-7", legend: "₹ 12,000" }), at);
    await seeFingerprint(app.db, "olx", "model", fp({ name: "deadbeef42", placeholder: "«r3»" }), at);
    const out = (await ext("GET", "/api/extension/field-maps/olx")).json().fingerprints;
    expect(out).toEqual({ title: [fp({ label: "Ad title" })] });
    const migration = readFileSync(
      path.resolve(import.meta.dirname, "../../../src/server/db/migrations/0030_fingerprints_unchecked.sql"),
      "utf8",
    );
    await app.db.execute(sql.raw(migration));
    expect(await app.db.select().from(fieldFingerprints)).toEqual([]);
  });
});
