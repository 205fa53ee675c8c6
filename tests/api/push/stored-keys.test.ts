import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushOutbox, pushSubscriptions } from "../../../src/server/db/schema.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";

/**
 * Subscriptions stored before keys were checked (docs/decisions/151): migration 0017 removes those whose keys no
 * push can be encrypted to, with their queued pushes, and keeps every good one. Run here again on rows written
 * straight into the table (the app refuses them at the door now), on PGlite and on PostgreSQL.
 */
const MIGRATION = readFileSync(
  path.resolve(import.meta.dirname, "../../../src/server/db/migrations/0017_push_keys_checked.sql"),
  "utf8",
);

const b64 = (bytes: Buffer) => bytes.toString("base64url");
const goodKey = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey();
};
const goodAuth = () => randomBytes(16);

describe("migration 0017: stored subscriptions with unusable keys", () => {
  it("removes bad keys and their queued pushes, keeps good ones (padded or not)", async () => {
    const app = await createTestApp();
    const user = await createUser(app);
    const real = goodKey();
    const rows = {
      good: { p256dh: b64(goodKey()), auth: b64(goodAuth()) },
      goodPadded: { p256dh: `${b64(real)}=`, auth: `${b64(goodAuth())}==` },
      zeroKey: { p256dh: b64(Buffer.alloc(65)), auth: b64(goodAuth()) },
      offCurve: { p256dh: b64(randomBytes(65).fill(4, 0, 1)), auth: b64(goodAuth()) },
      xIsP: {
        p256dh: b64(
          Buffer.concat([
            Buffer.from([4]),
            Buffer.from("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff", "hex"),
            real.subarray(33),
          ]),
        ),
        auth: b64(goodAuth()),
      },
      compressed: { p256dh: createECDH("prime256v1").generateKeys("base64url", "compressed"), auth: b64(goodAuth()) },
      notBase64: { p256dh: "!".repeat(87), auth: b64(goodAuth()) },
      shortAuth: { p256dh: b64(goodKey()), auth: b64(randomBytes(15)) },
      authNotBase64: { p256dh: b64(goodKey()), auth: "%%%%%%%%%%%%%%%%%%%%%w" },
    };
    const ids: Record<string, string> = {};
    for (const [name, keys] of Object.entries(rows)) {
      const [row] = await app.db
        .insert(pushSubscriptions)
        .values({ userId: user.id, endpoint: `https://push.example.com/${name}`, ...keys })
        .returning({ id: pushSubscriptions.id });
      ids[name] = row?.id as string;
    }
    await app.db.insert(pushOutbox).values({
      subscriptionId: ids.zeroKey as string,
      kind: "message",
      params: { subject: "Hello" },
      createdAt: new Date(),
      dueAt: new Date(),
    });

    await app.db.execute(sql.raw(MIGRATION));

    const left = (await app.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions))
      .map((r) => r.endpoint.split("/").at(-1))
      .sort();
    expect(left).toEqual(["good", "goodPadded"]);
    expect(await app.db.select().from(pushOutbox)).toEqual([]);
  });
});
