import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import { FIELD_NAMES } from "../../../src/contract/field-maps.ts";
import { auditEntries, fieldMapVersions } from "../../../src/server/db/schema.ts";
import { createUser } from "../../helpers/factories.ts";
import { clientFor } from "../listings/helpers.ts";
import { assistantClient, assistantToken, deskAdmin, deskApp } from "../posting-desk/helpers.ts";

/**
 * Issue 40 item 3: field maps served by SnapList, versioned in its database (the bundled file is version 1), taught
 * from the assistant, reverted and edited on the desk; invalid maps are refused and never served.
 */

const { app } = await deskApp();
const admin = await deskAdmin(app, "Asha");
const token = await assistantToken(admin);
const ext = assistantClient(app, token);

const versionsOf = (marketplace: string) =>
  app.db.select().from(fieldMapVersions).where(eq(fieldMapVersions.marketplace, marketplace));

describe("the assistant's map", () => {
  it("is the bundled file as version 1 at first, with no fingerprints yet; it needs the assistant's token", async () => {
    const res = await ext("GET", "/api/extension/field-maps/facebook");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.json()).toEqual({
      marketplace: "facebook",
      version: 1,
      map: BUNDLED_FIELD_MAPS.facebook,
      fingerprints: {},
    });
    // Asked again (or by another server): still one version.
    await ext("GET", "/api/extension/field-maps/facebook");
    expect(await versionsOf("facebook")).toHaveLength(1);
    expect((await assistantClient(app, null)("GET", "/api/extension/field-maps/facebook")).statusCode).toBe(401);
    expect((await admin.call("GET", "/api/extension/field-maps/facebook")).statusCode).toBe(401);
    expect((await ext("GET", "/api/extension/field-maps/ebay")).statusCode).toBe(400);
  });

  it("learns where a field is from a Teach: a new version, audited, served at the next fetch", async () => {
    const res = await ext("POST", "/api/extension/field-maps/olx/teach", {
      field: "brand",
      locator: { label: ["Brand name"], role: "combobox" },
      fingerprint: { tag: "div", role: "combobox", label: "brand name", name: "", placeholder: "", legend: "" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: 2, changed: true });
    const served = (await ext("GET", "/api/extension/field-maps/olx")).json();
    expect(served.version).toBe(2);
    expect(served.map.fields.brand).toEqual({ kind: "text", label: ["Brand name"], role: "combobox" });
    // Everything else is as it was.
    expect(served.map.fields.title).toEqual(BUNDLED_FIELD_MAPS.olx.fields.title);
    const [entry] = await app.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "field_map.teach"), eq(auditEntries.actorId, admin.user.id)));
    expect(entry.after).toEqual({
      marketplace: "olx",
      version: 2,
      changes: ['Brand: found by the label "Brand name"'],
    });
    // Teaching what the map already knows changes nothing.
    const again = await ext("POST", "/api/extension/field-maps/olx/teach", {
      field: "brand",
      locator: { label: ["brand name "] },
    });
    expect(again.json()).toEqual({ version: 2, changed: false });
  });

  it("learns which option means our value", async () => {
    const res = await ext("POST", "/api/extension/field-maps/quikr/teach", {
      field: "condition",
      synonym: { ours: "Used", theirs: "Pre-owned" },
    });
    expect(res.json()).toEqual({ version: 2, changed: true });
    const served = (await ext("GET", "/api/extension/field-maps/quikr")).json();
    expect(served.map.fields.condition.synonyms.Used[0]).toBe("Pre-owned");
    const wrongKind = await ext("POST", "/api/extension/field-maps/quikr/teach", {
      field: "title",
      synonym: { ours: "a", theirs: "b" },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe("Only a category, condition or place field takes a synonym");
  });

  it("makes one new version from 50 identical teaches at once", async () => {
    const before = (await versionsOf("facebook")).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        ext("POST", "/api/extension/field-maps/facebook/teach", {
          field: "model",
          locator: { placeholder: ["Model"] },
        }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().changed)).toHaveLength(1);
    expect(await versionsOf("facebook")).toHaveLength(before + 1);
  });

  it("refuses bad teaches with 400 and a revoked token with 401, changing nothing", async () => {
    const before = (await versionsOf("olx")).length;
    for (const body of [
      {},
      { field: "title" },
      { field: "password", locator: { label: ["x"] } },
      { field: "title", locator: { label: ["x\u0000"] } },
      { field: "title", locator: { label: ["x".repeat(500)] } },
      { field: "title", locator: { label: Array.from({ length: 100 }, (_, i) => `l${i}`) } },
      { field: "title", locator: { label: ["x"], id: "generated-123" } },
      { field: "title", locator: { label: "Ad title" } },
    ]) {
      const res = await ext("POST", "/api/extension/field-maps/olx/teach", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const revokedAdmin = await deskAdmin(app, "Ravi");
    const revoked = await assistantToken(revokedAdmin);
    const [row] = (await revokedAdmin.call("GET", "/api/admin/extension-tokens")).json();
    expect((await revokedAdmin.call("DELETE", `/api/admin/extension-tokens/${row.id}`)).statusCode).toBe(204);
    const res = await assistantClient(app, revoked)("POST", "/api/extension/field-maps/olx/teach", {
      field: "title",
      locator: { label: ["Headline"] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("The assistant's token was revoked: create a new one on the admin desk");
    expect(await versionsOf("olx")).toHaveLength(before);
  });
});

describe("the desk's field maps", () => {
  it("lists the versions with what each changed, shows one, and reverts to an earlier one as a new version", async () => {
    const list = await admin.call("GET", "/api/admin/field-maps");
    expect(list.statusCode).toBe(200);
    const olx = (list.json() as Array<{ marketplace: string; version: number; kind: string; current: boolean }>).filter(
      (v) => v.marketplace === "olx",
    );
    expect(olx[0]).toMatchObject({ version: 2, kind: "taught", current: true, createdBy: "Asha" });
    expect(olx.at(-1)).toMatchObject({ version: 1, kind: "bundled", current: false, createdBy: null });
    const one = await admin.call("GET", "/api/admin/field-maps/olx/1");
    expect(one.json()).toEqual(BUNDLED_FIELD_MAPS.olx);
    expect((await admin.call("GET", "/api/admin/field-maps/olx/99")).statusCode).toBe(404);

    const revert = await admin.call("POST", "/api/admin/field-maps/olx/1/revert");
    expect(revert.statusCode, revert.body).toBe(200);
    expect(revert.json()).toEqual({ version: 3, changed: true });
    const served = (await ext("GET", "/api/extension/field-maps/olx")).json();
    expect(served).toMatchObject({ version: 3, map: BUNDLED_FIELD_MAPS.olx });
    const latest = (await admin.call("GET", "/api/admin/field-maps")).json()[0];
    expect(latest).toMatchObject({ marketplace: "facebook" });
    const reverted = (await admin.call("GET", "/api/admin/field-maps"))
      .json()
      .find((v: { marketplace: string; version: number }) => v.marketplace === "olx" && v.version === 3);
    expect(reverted).toMatchObject({ kind: "reverted", changes: ["Back to version 1", "Brand removed"] });
    expect((await admin.call("POST", "/api/admin/field-maps/olx/3/revert")).statusCode).toBe(409);
  });

  it("refuses a map that fails validation with 400 and never serves it; a valid edit becomes the next version", async () => {
    const current = (await ext("GET", "/api/extension/field-maps/olx")).json();
    for (const body of [
      { ...current.map, fields: { title: { kind: "text", label: "Ad title" } } },
      { ...current.map, marketplace: "quikr" },
      { ...current.map, neverClick: undefined },
      { ...current.map, fields: { ...current.map.fields, photos: { kind: "video" } } },
      { ...current.map, source: "x".repeat(10_000) },
      { ...current.map, extra: true },
    ]) {
      const res = await admin.call("PUT", "/api/admin/field-maps/olx", body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(/^(This field map is not valid|The map is for another marketplace)/);
    }
    const long = Array.from({ length: 40 }, (_, i) => `${i}${"y".repeat(110)}`);
    const huge = await admin.call("PUT", "/api/admin/field-maps/olx", {
      ...current.map,
      fields: Object.fromEntries(
        FIELD_NAMES.map((f) => [f, { kind: f === "photos" ? "photos" : "text", label: long, placeholder: long }]),
      ),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe("A field map is at most 64 kB");
    expect((await ext("GET", "/api/extension/field-maps/olx")).json().version).toBe(current.version);
    const edited = { ...current.map, next: ["Next", "Continue"] };
    const ok = await admin.call("PUT", "/api/admin/field-maps/olx", edited);
    expect(ok.json()).toEqual({ version: current.version + 1, changed: true });
    expect((await ext("GET", "/api/extension/field-maps/olx")).json().map.next).toEqual(["Next", "Continue"]);
  });

  it("is for admins only", async () => {
    const seller = await clientFor(app, await createUser(app));
    for (const [method, url] of [
      ["GET", "/api/admin/field-maps"],
      ["GET", "/api/admin/field-maps/olx/1"],
      ["POST", "/api/admin/field-maps/olx/1/revert"],
      ["PUT", "/api/admin/field-maps/olx"],
      ["GET", "/api/admin/assistant-health"],
    ] as const) {
      expect((await seller(method, url, method === "PUT" ? BUNDLED_FIELD_MAPS.olx : undefined)).statusCode).toBe(403);
    }
  });
});
