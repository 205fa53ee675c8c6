import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { assistantRunFields, fieldFingerprints } from "../../../src/server/db/schema.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp } from "../posting-desk/helpers.ts";

/**
 * Issue 40 item 3: the assistant's run reports carry field names and outcomes only (and fingerprints of the
 * controls), and the desk's assistant health counts them per marketplace and field over 7 days, flagging a field
 * filled yesterday and missed today.
 */

const { app, clock } = await deskApp();
const admin = await deskAdmin(app, "Asha");
const ext = assistantClient(app, await assistantToken(admin));
const HOUR = 60 * 60 * 1000;

const TITLE_FP = { tag: "input", role: "textbox", label: "ad title", name: "", placeholder: "", legend: "" };

const report = (marketplace: string, fields: Array<Record<string, unknown>>) =>
  ext("POST", "/api/extension/reports", { marketplace, mapVersion: 1, kind: "post", fields });

describe("run reports", () => {
  it("store each field's outcome and learn the fingerprints of the controls that took them", async () => {
    const res = await report("quikr", [
      { field: "title", outcome: "filled", fingerprint: TITLE_FP },
      { field: "price", outcome: "healed" },
      { field: "brand", outcome: "missed" },
    ]);
    expect(res.statusCode, res.body).toBe(204);
    expect(await report("quikr", [{ field: "title", outcome: "filled", fingerprint: TITLE_FP }])).toMatchObject({
      statusCode: 204,
    });
    const rows = await app.db.select().from(assistantRunFields).where(eq(assistantRunFields.marketplace, "quikr"));
    expect(rows.map((r) => `${r.field}:${r.outcome}`).sort()).toEqual([
      "brand:missed",
      "price:healed",
      "title:filled",
      "title:filled",
    ]);
    const fps = await app.db.select().from(fieldFingerprints).where(eq(fieldFingerprints.marketplace, "quikr"));
    expect(fps).toHaveLength(1);
    expect(fps[0]).toMatchObject({ field: "title", fingerprint: TITLE_FP, seenCount: 2 });
    // The map the assistant fetches next carries them.
    const served = (await ext("GET", "/api/extension/field-maps/quikr")).json();
    expect(served.fingerprints).toEqual({ title: [TITLE_FP] });
  });

  it("refuse a report that carries what was typed, a huge or malformed one, and a missing token", async () => {
    const before = (await app.db.select().from(assistantRunFields)).length;
    const withValue = await report("olx", [{ field: "title", outcome: "filled", value: "Sony Bravia 55 inch" }]);
    expect(withValue.statusCode).toBe(400);
    expect(withValue.json().message).toBe("Run reports carry field names and outcomes only, never what was typed");
    const inFingerprint = await report("olx", [
      { field: "title", outcome: "filled", fingerprint: { ...TITLE_FP, value: "Sony Bravia" } },
    ]);
    expect(inFingerprint.json().message).toBe("Run reports carry field names and outcomes only, never what was typed");
    const atTop = await ext("POST", "/api/extension/reports", {
      marketplace: "olx",
      mapVersion: 1,
      kind: "post",
      fields: [{ field: "title", outcome: "filled" }],
      title: "Sony Bravia",
    });
    expect(atTop.json().message).toBe("Run reports carry field names and outcomes only, never what was typed");
    for (const fields of [
      [],
      [{ field: "title", outcome: "perfect" }],
      [{ field: "ssn", outcome: "filled" }],
      Array.from({ length: 100 }, () => ({ field: "title", outcome: "filled" })),
      [{ field: "title", outcome: "filled", fingerprint: { ...TITLE_FP, label: "x".repeat(5000) } }],
      "title",
    ]) {
      const res = await report("olx", fields as never);
      expect([400, 413], JSON.stringify(fields).slice(0, 50)).toContain(res.statusCode);
    }
    const huge = await ext("POST", "/api/extension/reports", {
      marketplace: "olx",
      mapVersion: 1,
      kind: "post",
      fields: [{ field: "title", outcome: "filled" }],
      padding: "x".repeat(100_000),
    });
    expect(huge.statusCode).toBe(413);
    const garbage = await app.inject({
      method: "POST",
      url: "/api/extension/reports",
      headers: { authorization: `Bearer ${await assistantToken(admin)}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(garbage.statusCode).toBe(400);
    expect((await assistantClient(app, null)("POST", "/api/extension/reports", {})).statusCode).toBe(401);
    expect((await app.db.select().from(assistantRunFields)).length).toBe(before);
  });
});

describe("the desk's assistant health", () => {
  it("counts outcomes per marketplace and field over 7 days, last filled, and flags filled yesterday, missed today", async () => {
    // Eight days ago: outside the window.
    clock.set(new Date("2026-11-18T09:00:00.000Z"));
    await report("facebook", [{ field: "description", outcome: "missed" }]);
    // Yesterday: filled.
    clock.set(new Date("2026-11-25T12:00:00.000Z"));
    await report("facebook", [
      { field: "description", outcome: "filled" },
      { field: "location", outcome: "filled" },
    ]);
    // Today: description missed (flagged), location filled again.
    clock.set(new Date("2026-11-26T09:00:00.000Z"));
    await report("facebook", [
      { field: "description", outcome: "missed" },
      { field: "location", outcome: "taught" },
    ]);
    clock.set(new Date("2026-11-26T10:00:00.000Z"));
    const res = await admin.call("GET", "/api/admin/assistant-health");
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<Record<string, unknown>>;
    expect(rows[0]).toEqual({
      marketplace: "facebook",
      field: "description",
      filled: 1,
      healed: 0,
      taught: 0,
      missed: 1,
      lastFilledAt: "2026-11-25T12:00:00.000Z",
      flagged: true,
    });
    expect(rows.find((r) => r.marketplace === "facebook" && r.field === "location")).toEqual({
      marketplace: "facebook",
      field: "location",
      filled: 1,
      healed: 0,
      taught: 1,
      missed: 0,
      lastFilledAt: "2026-11-26T09:00:00.000Z",
      flagged: false,
    });
    expect(rows.filter((r) => r.flagged)).toHaveLength(1);
    // A fill after the miss clears the flag.
    clock.set(new Date(clock.now().getTime() + HOUR));
    await report("facebook", [{ field: "description", outcome: "healed" }]);
    const after = (await admin.call("GET", "/api/admin/assistant-health")).json() as Array<{ flagged: boolean }>;
    expect(after.some((r) => r.flagged)).toBe(false);
  });
});
