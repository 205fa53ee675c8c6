import { eq } from "drizzle-orm";
import type { App } from "../../../src/server/app-types.ts";
import { listingPhotos, listings, messages, postings, type User } from "../../../src/server/db/schema.ts";
import { loginCookie } from "../../helpers/factories.ts";

export const ORIGIN = "http://localhost:3000";

/** A signed-in client for `user`: inject with its cookie and our own Origin (the same-origin guard wants one). */
export async function clientFor(app: App, user: User) {
  const cookie = await loginCookie(app, user);
  return (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, ...(payload === undefined ? {} : { "content-type": "application/json" }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
}

export type Client = Awaited<ReturnType<typeof clientFor>>;

export const validListing = (over: Record<string, unknown> = {}) => ({
  title: "Apple iPhone 13 128GB Blue",
  description: "Lightly used, battery health 89%, with box and charger.",
  price: "32000",
  category: "electronics",
  condition: "good",
  status: "active",
  imageUrls: ["/uploads/a.jpg", "/uploads/b.jpg"],
  brand: "Apple",
  model: "iPhone 13",
  pricingStrategy: "balanced",
  quickPrice: "28000",
  medianPrice: "32000",
  maxPrice: "36000",
  confidenceScore: 0.82,
  ...over,
});

type Marketplace = "olx" | "quikr" | "facebook";
type Status = "pending" | "pending_human" | "posted" | "failed";

/**
 * Many listings in a few statements: listing i gets createdAt now - i minutes, one photo,
 * and the postings `postingsFor(i)` returns (none for a draft).
 */
export async function bulkListings(
  app: App,
  user: User,
  count: number,
  spec: (i: number) => {
    status: "draft" | "active";
    isSold?: boolean;
    postings?: Partial<Record<Marketplace, Status>>;
  },
) {
  const now = Date.now();
  const rows = await app.db
    .insert(listings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId: user.id,
        title: `Bulk item ${i}`,
        description: "Bulk description",
        price: `${100 + i}.00`,
        status: spec(i).isSold ? ("sold" as const) : spec(i).status,
        imageUrl: `/uploads/bulk-${user.id}-${i}.jpg`,
        createdAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: listings.id, title: listings.title });
  const byIndex = rows.map((r) => ({ ...r, index: Number(r.title.split(" ").pop()) }));
  await app.db
    .insert(listingPhotos)
    .values(byIndex.map((r) => ({ listingId: r.id, position: 0, url: `/uploads/bulk-${user.id}-${r.index}.jpg` })));
  const postingRows = byIndex.flatMap((r) =>
    Object.entries(spec(r.index).postings ?? {}).map(([marketplace, status]) => ({
      listingId: r.id,
      marketplace,
      status: status as Status,
    })),
  );
  if (postingRows.length > 0) await app.db.insert(postings).values(postingRows);
  return byIndex.sort((a, b) => a.index - b.index);
}

export const messagesTo = (app: App, userId: string) =>
  app.db.select().from(messages).where(eq(messages.toUserId, userId));
