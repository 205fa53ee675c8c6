import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { App } from "../../src/server/app-types.ts";
import { listingPhotos, listings, messages, postings, type User, uploads, users } from "../../src/server/db/schema.ts";
import { createSessionToken, SESSION_COOKIE } from "../../src/server/modules/auth/session.ts";
import { recordListingEvent } from "../../src/server/modules/listings/history.ts";

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}${randomUUID().slice(0, 4)}`;

export const TEST_PASSWORD = "secret123";
let passwordHash: string | undefined;

/** A user with a unique email; the password is TEST_PASSWORD. */
export async function createUser(
  app: App,
  opts: Partial<
    Pick<
      User,
      "firstName" | "lastName" | "email" | "isAdmin" | "upiId" | "paypalEmail" | "referralCode" | "referralPopupSeenAt"
    >
  > = {},
): Promise<User> {
  passwordHash ??= await hash(TEST_PASSWORD);
  const [user] = await app.db
    .insert(users)
    .values({
      firstName: opts.firstName ?? "Asha",
      lastName: opts.lastName ?? "Verma",
      email: (opts.email ?? `user-${unique()}@example.test`).toLowerCase(),
      passwordHash,
      isAdmin: opts.isAdmin ?? false,
      upiId: opts.upiId,
      paypalEmail: opts.paypalEmail,
      referralCode: opts.referralCode,
      referralPopupSeenAt: opts.referralPopupSeenAt,
    })
    .returning();
  return user;
}

export const createAdmin = (app: App) => createUser(app, { isAdmin: true, firstName: "Admin" });

/** A session for `user`, as the Cookie header value the browser would send. */
export async function loginCookie(app: App, user: User): Promise<string> {
  const token = await createSessionToken(app.db, user.id);
  return `${SESSION_COOKIE}=${token}`;
}

/** A listing owned by `user`, with one photo and (when active) three pending postings. */
export async function createListing(
  app: App,
  user: User,
  opts: Partial<{ title: string; price: string; status: "draft" | "active"; category: string; createdAt: Date }> = {},
) {
  const [listing] = await app.db
    .insert(listings)
    .values({
      userId: user.id,
      title: opts.title ?? `Test item ${unique()}`,
      description: "A well kept item in good condition.",
      price: opts.price ?? "1500.00",
      status: opts.status ?? "active",
      category: opts.category ?? "electronics",
      imageUrl: "/uploads/test.jpg",
      createdAt: opts.createdAt,
    })
    .returning();
  await app.db.insert(listingPhotos).values({ listingId: listing.id, position: 0, url: "/uploads/test.jpg" });
  if (listing.status === "active") {
    // Put on sale as the app does it: its history starts (docs/decisions/205).
    await recordListingEvent(app.db, listing.id, { kind: "listed", amount: listing.price, at: listing.createdAt });
    await app.db
      .insert(postings)
      .values((["olx", "quikr", "facebook"] as const).map((marketplace) => ({ listingId: listing.id, marketplace })));
  }
  return listing;
}

/** A message in `to`'s inbox; from an admin unless `from` is null (a notice that names no sender). */
export async function createMessage(
  app: App,
  to: User,
  opts: Partial<{
    from: User | null;
    subject: string | null;
    message: string;
    messageType: "general" | "sale_success" | "info_request";
    listingId: string | null;
    isRead: boolean;
    isSystemMessage: boolean;
    createdAt: Date;
  }> = {},
) {
  const from = opts.from === undefined ? await createAdmin(app) : opts.from;
  const [message] = await app.db
    .insert(messages)
    .values({
      toUserId: to.id,
      fromUserId: from?.id ?? null,
      subject: opts.subject === undefined ? `Subject ${unique()}` : opts.subject,
      message: opts.message ?? "Hello from the SnapList team.",
      messageType: opts.messageType ?? "general",
      listingId: opts.listingId ?? null,
      isRead: opts.isRead ?? false,
      isSystemMessage: opts.isSystemMessage ?? false,
      createdAt: opts.createdAt,
    })
    .returning();
  return message;
}

/**
 * Records `urls` as `user`'s uploads, as POST /api/upload does, so that a listing may name them.
 * A URL recorded for an earlier test's user passes to this one (tests reuse short names like /uploads/a.jpg).
 */
export async function ownUploads(app: App, user: User, urls: string[]) {
  if (urls.length === 0) return;
  await app.db
    .insert(uploads)
    .values(urls.map((url) => ({ url, userId: user.id, bytes: 10 })))
    .onConflictDoUpdate({ target: uploads.url, set: { userId: user.id } });
}
