import type { App } from "../../../src/server/app-types.ts";
import type { User } from "../../../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../../../src/server/modules/auth/session.ts";
import { recordClassification } from "../../../src/server/modules/generator/creation-log.ts";
import { createAdmin, createListing, createMessage, createUser, ownUploads } from "../../helpers/factories.ts";

export type Role = "visitor" | "seller" | "otherSeller" | "admin";
export const ROLES: readonly Role[] = ["visitor", "seller", "otherSeller", "admin"];

/**
 * The data a fuzzed or authorization-checked request can name: two sellers (A and B) and an admin, each with
 * an active listing, a draft, a message and a creation log. `ids` holds every id a client could
 * send, of any of them, so requests reach other users' rows.
 */
export interface Resources {
  listingId: string;
  draftId: string;
  messageId: string;
  creationLogId: string;
}
export interface World {
  users: Record<Exclude<Role, "visitor">, User>;
  /** Seller A's rows, seller B's, and the admin's own (an admin can sell too). */
  a: Resources;
  b: Resources;
  c: Resources;
  ids: string[];
}

/** The same world seen as `role`'s: `a` and the seller are that role's own rows and user. */
export function ownedBy(world: World, role: Exclude<Role, "visitor">): World {
  const mine = role === "seller" ? world.a : role === "otherSeller" ? world.b : world.c;
  return { ...world, a: mine, users: { ...world.users, seller: world.users[role] } };
}

async function sellerData(app: App, seller: User, admin: User) {
  const listing = await createListing(app, seller);
  const draft = await createListing(app, seller, { status: "draft" });
  const message = await createMessage(app, seller, { from: admin, listingId: listing.id });
  const creationLogId = await recordClassification(app.db, {
    userId: seller.id,
    originalImageUrl: "/uploads/test.jpg",
    photoCount: 1,
    provider: "offline",
    product: "Phone",
    brand: "Apple",
    model: "iPhone 13",
    category: "electronics",
    confidence: 0.8,
    titles: ["Apple iPhone 13"],
  });
  return { listingId: listing.id, draftId: draft.id, messageId: message.id, creationLogId };
}

export async function buildWorld(app: App): Promise<World> {
  const admin = await createAdmin(app);
  const seller = await createUser(app, { referralCode: `REF${Math.random().toString(36).slice(2, 8).toUpperCase()}` });
  const otherSeller = await createUser(app);
  // The fuzzed bodies name /uploads/test.jpg as a photo: seller A's upload, as POST /api/upload records it.
  await ownUploads(app, seller, ["/uploads/test.jpg"]);
  const a = await sellerData(app, seller, admin);
  const b = await sellerData(app, otherSeller, admin);
  const c = await sellerData(app, admin, admin);
  const ids = [seller.id, otherSeller.id, admin.id, ...Object.values(a), ...Object.values(b)];
  return { users: { seller, otherSeller, admin }, a, b, c, ids };
}

/**
 * A fresh session cookie for `role` (none for a visitor). Fresh each time, so a fuzzed logout or session change
 * cannot turn the next request into a visitor's; a user deleted by a fuzzed admin call is recreated.
 */
export async function cookieFor(app: App, world: World, role: Role): Promise<string | undefined> {
  if (role === "visitor") return undefined;
  try {
    return `${SESSION_COOKIE}=${await createSessionToken(app.db, world.users[role].id)}`;
  } catch {
    world.users[role] = role === "admin" ? await createAdmin(app) : await createUser(app);
    return `${SESSION_COOKIE}=${await createSessionToken(app.db, world.users[role].id)}`;
  }
}
