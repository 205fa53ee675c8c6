import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AD_KEY_SQL } from "../../contract/ad-address.ts";
import { POSTING_STATES, TAKEN_DOWN, WITHDRAWN_ON_SALE, WITHDRAWN_SOLD } from "../../contract/enums.ts";
import type { PricingBasisLog } from "../../contract/generator.ts";
import { LISTING_EVENT_KINDS } from "../../contract/listing-history.ts";
import { LISTING_STATES } from "../../contract/listing-life.ts";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
/** Money is numeric(12,2) and travels as a decimal string. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

export const users = pgTable(
  "users",
  {
    id: id(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    /** Stored lower-cased; the unique index makes email case-insensitive. */
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    googleId: text("google_id"),
    profileImageUrl: text("profile_image_url"),
    isAdmin: boolean("is_admin").notNull().default(false),
    referralCode: text("referral_code"),
    referredBy: text("referred_by"),
    referredByUserId: uuid("referred_by_user_id").references((): any => users.id, { onDelete: "set null" }),
    upiId: text("upi_id"),
    paypalEmail: text("paypal_email"),
    /** When the user saw (and closed) the referral popup of spec section 4; it is shown once. */
    referralPopupSeenAt: timestamp("referral_popup_seen_at", { withTimezone: true }),
    /** Two-factor sign-in (docs/decisions/124): the TOTP secret in use, sealed when TOTP_ENCRYPTION_KEY is set. */
    totpSecret: text("totp_secret"),
    /** A secret shown at enrolment, not in use until a code from it is confirmed. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last 30-second step a code was accepted for: each code works once. */
    totpLastStep: integer("totp_last_step"),
    /** The language the seller chose with the switch ('en' or 'hi'); null: not chosen, the browser's decides. */
    language: text("language"),
    /** An admin the team deactivated (issue 29 item 7): no sign-in, no session, no token, no claim. */
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /** Web Push kinds switched on or off (issue 32); a kind not named has its default: sellers on, admins off. */
    pushPreferences: jsonb("push_preferences").$type<Record<string, boolean>>(),
    /**
     * An admin's role (issue 41 item 2, docs/decisions/161): owner, manager or poster. Null for sellers; an admin
     * whose role is null (made by an older path) is an owner, as every admin was before roles existed.
     */
    adminRole: text("admin_role"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(t.email),
    uniqueIndex("users_google_id_unique").on(t.googleId),
    uniqueIndex("users_referral_code_unique").on(t.referralCode),
    index("users_referred_by_user_idx").on(t.referredByUserId),
    /** The recipient picker's keyset order (docs/decisions/061). */
    index("users_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    /** The team of admins (issue 29 item 7): a handful of rows among every seller, found without a scan. */
    index("users_admins_idx").on(t.id).where(sql`${t.isAdmin}`),
    check("users_email_lower", sql`${t.email} = lower(${t.email})`),
    check("users_language_known", sql`${t.language} in ('en', 'hi')`),
    check("users_admin_role_known", sql`${t.adminRole} in ('owner', 'manager', 'poster')`),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    /** sha256 of the cookie token: a leaked table does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent"),
    /**
     * When this session was started by a Google sign-in: a recent one stands in for the password where an account
     * has none, e.g. to delete it (docs/decisions/129).
     */
    googleSignInAt: timestamp("google_sign_in_at", { withTimezone: true }),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const listings = pgTable(
  "listings",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    price: money("price").notNull(),
    /** The main photo; the same URL as listing_photos position 0. */
    imageUrl: text("image_url"),
    category: text("category").notNull().default("general"),
    /** Finer type the generator detected (phone, laptop, car, bike...). */
    itemType: text("item_type"),
    condition: text("condition").notNull().default("good"),
    /** One state for the listing's life (issue 46, docs/decisions/170): src/contract/listing-life.ts. */
    status: text("status").notNull().default("draft"),
    brand: text("brand"),
    model: text("model"),
    pricingStrategy: text("pricing_strategy").notNull().default("balanced"),
    quickPrice: money("quick_price"),
    medianPrice: money("median_price"),
    maxPrice: money("max_price"),
    confidenceScore: real("confidence_score"),
    isVerified: boolean("is_verified").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The seller's private terms (issue 42, docs/decisions/165): the lowest price they would accept and when buyers
     * can see the item ({ days, windows, area }). Only the seller's and admins' listing shapes carry them; the
     * posting kit, the assistant's filled fields and every other reader never select them.
     */
    floorPrice: money("floor_price"),
    availability: jsonb("availability"),
    /** When it was taken off sale ("Sold elsewhere", docs/decisions/167): set exactly while withdrawn. */
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /**
     * Bumped by the database (triggers of migration 0026) whenever the listing or anything its seller's card shows
     * changes: its photos, postings, offers, update tasks, price suggestion. A stored card of another version is stale
     * (listing_cards, docs/decisions/171).
     */
    cardVersion: bigint("card_version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("listings_user_created_idx").on(t.userId, t.createdAt.desc()),
    // Admin lists (docs/decisions/061): keyset order (created_at, id) read straight from an index, a category
    // filter in that order, and contains-search by title or brand.
    index("listings_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("listings_category_created_idx").on(t.category, t.createdAt.desc(), t.id.desc()),
    index("listings_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
    index("listings_brand_trgm_idx").using("gin", t.brand.op("gin_trgm_ops")),
    index("listings_brand_model_idx").on(t.brand, t.model),
    /** The few listings not for sale, for the anti-joins of live-ad queues (docs/decisions/136, 170). */
    index("listings_off_sale_idx").on(t.id).where(sql`status <> 'active'`),
    /** The generator's comparables (issue 48, docs/decisions/200): the sold listings of a category (and type). */
    index("listings_sold_category_idx").on(t.category, t.itemType).where(sql`status = 'sold'`),
    check("listings_status_valid", inList("status", LISTING_STATES)),
    check("listings_withdrawn_while", sql`(status = 'withdrawn') = (withdrawn_at is not null)`),
    check("listings_strategy_valid", inList("pricing_strategy", ["quick", "balanced", "max", "custom"])),
    check("listings_price_positive", sql`${t.price} >= 0`),
    check(
      "listings_floor_valid",
      sql`${t.floorPrice} is null or (${t.floorPrice} > 0 and ${t.floorPrice} <= ${t.price})`,
    ),
  ],
);

/**
 * Each listing's JSON as its seller's list shows it (listingSchema), kept for reading (issue 47 item 15,
 * docs/decisions/171): made by the first read after a change and served until the listing's card_version moves on.
 * Written in reads, never trusted past its version: a card of an older version is made again.
 */
export const listingCards = pgTable("listing_cards", {
  listingId: uuid("listing_id")
    .primaryKey()
    .references(() => listings.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull(),
  body: text("body").notNull(),
});

/** Every photo of a listing, in the seller's order; position 0 is the main photo. */
export const listingPhotos = pgTable(
  "listing_photos",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("listing_photos_order_unique").on(t.listingId, t.position)],
);

/** One row per listing and marketplace. */
export const postings = pgTable(
  "postings",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").notNull(),
    status: text("status").notNull().default("pending"),
    url: text("url"),
    failureReason: text("failure_reason"),
    /** While withdrawn_sold: the status the sale withdrew it from, restored by Undo Sale (docs/decisions/123). */
    withdrawnFrom: text("withdrawn_from"),
    updatedByUserId: uuid("updated_by_user_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** After it goes live (issue 30, docs/decisions/136): when the ad went live, when it was last renewed, and
     * when the marketplace takes it down unless renewed. Set while status is posted. */
    liveSince: timestamp("live_since", { withTimezone: true }),
    renewedAt: timestamp("renewed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** When its delist task was ticked (docs/decisions/170): set exactly while taken_down; the ad is no longer live. */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    /** Which ad the address names (contract/ad-address.ts adKey): no two listings hold one (docs/decisions/182). */
    adKey: text("ad_key").generatedAlwaysAs(sql.raw(AD_KEY_SQL)),
    /** Set by migration 0028 on the later holders of an ad two listings held before the rule; listed to fix. */
    adKeyClash: boolean("ad_key_clash").notNull().default(false),
  },
  (t) => [
    uniqueIndex("postings_listing_marketplace_unique").on(t.listingId, t.marketplace),
    uniqueIndex("postings_ad_key_unique").on(t.adKey).where(sql`ad_key is not null and not ad_key_clash`),
    index("postings_ad_key_clash_idx").on(t.adKey).where(sql`ad_key_clash`),
    /** The Renewals due queue: live ads by expiry; with the listing, the summary counts them from the index alone. */
    index("postings_live_expires_idx").on(t.expiresAt, t.listingId).where(sql`status = 'posted'`),
    /** The due-work job: live ads by the date they went live (price suggestions after N days). */
    index("postings_live_since_idx").on(t.liveSince).where(sql`status = 'posted'`),
    index("postings_status_listing_idx").on(t.status, t.listingId),
    /** Today's postings waiting (issue 41, docs/decisions/160): by when they started waiting. */
    index("postings_waiting_idx").on(t.updatedAt, t.id).where(sql`status in ('pending', 'pending_human')`),
    check("postings_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook"])),
    check("postings_status_valid", inList("status", POSTING_STATES)),
    // withdrawn_from is set exactly while the posting is withdrawn_sold, and names a status a sale withdraws.
    check(
      "postings_withdrawn_from_valid",
      sql`(status = '${sql.raw(WITHDRAWN_SOLD)}' and ${inList("withdrawn_from", WITHDRAWN_ON_SALE)})
        or (status <> '${sql.raw(WITHDRAWN_SOLD)}' and withdrawn_from is null)`,
    ),
    check("postings_taken_down_while", sql`(status = '${sql.raw(TAKEN_DOWN)}') = (taken_down_at is not null)`),
  ],
);

export const creationLogs = pgTable(
  "creation_logs",
  {
    id: id(),
    /** Set when the seller saves the listing this generation produced. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    originalImageUrl: text("original_image_url"),
    photoCount: integer("photo_count").notNull().default(1),
    provider: text("provider").notNull().default("offline"),
    aiDetectedProduct: text("ai_detected_product"),
    aiDetectedBrand: text("ai_detected_brand"),
    aiDetectedModel: text("ai_detected_model"),
    aiDetectedCategory: text("ai_detected_category"),
    aiConfidenceScore: integer("ai_confidence_score"),
    aiSuggestedPrices: jsonb("ai_suggested_prices").$type<{
      quickPrice: string;
      medianPrice: string;
      maxPrice: string;
      /** What each price was based on (issue 48, docs/decisions/200). */
      basis?: PricingBasisLog;
    }>(),
    aiGeneratedTitles: jsonb("ai_generated_titles").$type<string[]>(),
    aiGeneratedDescription: text("ai_generated_description"),
    userSelectedTitle: text("user_selected_title"),
    userSelectedPrice: money("user_selected_price"),
    userSelectedCategory: text("user_selected_category"),
    userModifiedDescription: text("user_modified_description"),
    /** The hosted model's median-price opinion from classify, for the pricing call that follows on any server. */
    hostedPriceOpinion: money("hosted_price_opinion"),
    /** Text read on the photos (OCR), kept to re-identify from the seller's answer on any server. */
    photoText: text("photo_text"),
    /** The seller's answer to "What is it?" when the engine was not sure; the AI's guess stays in ai_detected_*. */
    sellerAnswer: text("seller_answer"),
  },
  (t) => [
    /** Creation Logs' keyset order (docs/decisions/061). */
    index("creation_logs_created_id_idx").on(t.createdAt.desc(), t.id.desc()),
    index("creation_logs_user_idx").on(t.userId),
    index("creation_logs_listing_idx").on(t.listingId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    fromUserId: uuid("from_user_id").references(() => users.id, { onDelete: "set null" }),
    toUserId: uuid("to_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subject: text("subject"),
    message: text("message").notNull(),
    messageType: text("message_type").notNull().default("general"),
    isRead: boolean("is_read").notNull().default(false),
    isSystemMessage: boolean("is_system_message").notNull().default(false),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    // The notice's e-mail outbox (docs/decisions/115): when its e-mail is next due; null = sent, given up or none.
    emailDueAt: timestamp("email_due_at", { withTimezone: true }),
    emailAttempts: integer("email_attempts").notNull().default(0),
    /**
     * A seller's message to the team (issue 41): it waits in Today until an admin answers the seller or marks it
     * handled. Set when a non-admin writes to an admin.
     */
    needsAnswer: boolean("needs_answer").notNull().default(false),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredByAdminId: uuid("answered_by_admin_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("messages_email_due_idx").on(t.emailDueAt).where(sql`${t.emailDueAt} is not null`),
    index("messages_to_created_idx").on(t.toUserId, t.createdAt.desc()),
    index("messages_to_unread_idx").on(t.toUserId).where(sql`${t.isRead} = false`),
    // "Has this person written to me?" - the check behind the spec's reply form (docs/decisions/093).
    index("messages_to_from_idx").on(t.toUserId, t.fromUserId),
    // Deleting an account (docs/decisions/129) finds the seller's own messages and, for each listing it deletes,
    // the messages that name it (the foreign key's "set null"): without these, each is a scan of every message.
    index("messages_from_idx").on(t.fromUserId),
    index("messages_listing_idx").on(t.listingId),
    /** Today's seller replies waiting for the team (issue 41, docs/decisions/160). */
    index("messages_awaiting_answer_idx").on(t.createdAt, t.id).where(sql`needs_answer and answered_at is null`),
    check("messages_type_valid", inList("message_type", ["general", "sale_success", "info_request"])),
  ],
);

export const sales = pgTable(
  "sales",
  {
    id: id(),
    /**
     * Unique: a listing is sold at most once. Restrict: a sale record outlives no listing by accident. Null only
     * once its seller deleted their account: the listing is gone, `listing_title`/`listing_price` keep what it was.
     */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "restrict" }),
    /**
     * Null only once the seller deleted their account (docs/decisions/129): the sale is kept for the accounts under
     * `seller_label`. Restrict: deleting a user never takes money records with it by accident.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "restrict" }),
    /** "Deleted seller #a1b2c3d4": set exactly when user_id was cleared by an account deletion. */
    sellerLabel: text("seller_label"),
    /** The sold listing's title and price, kept when the listing itself was deleted with its seller's account. */
    listingTitle: text("listing_title"),
    listingPrice: money("listing_price"),
    saleAmount: money("sale_amount").notNull(),
    payoutAmount: money("payout_amount"),
    saleDate: timestamp("sale_date", { withTimezone: true }).notNull().defaultNow(),
    marketplace: text("marketplace").notNull().default("other"),
    payoutStatus: text("payout_status").notNull().default("pending"),
    payoutDate: timestamp("payout_date", { withTimezone: true }),
    payoutMethod: text("payout_method"),
    payoutNotes: text("payout_notes"),
    /** The transfer's reference (UPI UTR or PayPal transaction id), shown to the seller as proof. */
    payoutReference: text("payout_reference"),
    markedSoldByAdminId: uuid("marked_sold_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    paidByAdminId: uuid("paid_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sales_listing_unique").on(t.listingId),
    index("sales_user_date_idx").on(t.userId, t.saleDate.desc()),
    index("sales_payout_status_idx").on(t.payoutStatus, t.saleDate.desc()),
    /** Today's payouts, oldest sale first (issue 41): the page reads its first rows in order. */
    index("sales_pending_payout_idx").on(t.saleDate, t.id).where(sql`payout_status = 'pending'`),
    check("sales_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook", "other"])),
    check("sales_payout_status_valid", inList("payout_status", ["pending", "paid"])),
    check("sales_amount_positive", sql`${t.saleAmount} > 0`),
    check(
      "sales_seller_or_label",
      sql`(${t.userId} is not null and ${t.sellerLabel} is null) or (${t.userId} is null and ${t.sellerLabel} is not null)`,
    ),
    check("sales_listing_or_title", sql`${t.listingId} is not null or ${t.listingTitle} is not null`),
  ],
);

/**
 * Every photo file the server stored, and who it was stored for (docs/decisions/100). A listing may name only
 * its seller's uploads; the storage cap sums `bytes`; the orphan sweep removes old uploads nothing names.
 */
export const uploads = pgTable(
  "uploads",
  {
    /** The URL the photo store answered: `/uploads/<name>.jpg`, or the bucket's public URL. */
    url: text("url").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bytes: integer("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("uploads_user_idx").on(t.userId), index("uploads_created_idx").on(t.createdAt)],
);

/**
 * "Remove the ad" work (issue 40 item 4, docs/decisions/155): one row per live ad of a listing that sold (with its
 * sale: undo deletes both) or was withdrawn by its seller (no sale; the listing may be gone by now, so its title and
 * the ad's address are kept here). Open until an admin ticks it off, by hand or through the assistant.
 */
export const delistTasks = pgTable(
  "delist_tasks",
  {
    id: id(),
    saleId: uuid("sale_id").references(() => sales.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default("sold"),
    title: text("title").notNull().default(""),
    marketplace: text("marketplace").notNull(),
    url: text("url"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByAdminId: uuid("done_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("delist_tasks_sale_marketplace_unique").on(t.saleId, t.marketplace),
    // One open task per ad: a listing put back on sale and withdrawn again has a new ad, at a new address.
    uniqueIndex("delist_tasks_withdrawn_unique")
      .on(t.listingId, t.marketplace, t.url)
      .where(sql`${t.reason} = 'withdrawn' and ${t.doneAt} is null`),
    index("delist_tasks_sale_open_idx").on(t.saleId).where(sql`${t.doneAt} is null`),
    /** Today's delists, oldest first (issue 41). */
    index("delist_tasks_open_idx").on(t.createdAt, t.id).where(sql`${t.doneAt} is null`),
    check("delist_tasks_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook"])),
    check("delist_tasks_reason_valid", sql`(reason = 'sold' and sale_id is not null) or reason = 'withdrawn'`),
  ],
);

export type User = typeof users.$inferSelect;
export type Listing = typeof listings.$inferSelect;
export type Posting = typeof postings.$inferSelect;
export type Message = typeof messages.$inferSelect;
export type Sale = typeof sales.$inferSelect;
export type CreationLog = typeof creationLogs.$inferSelect;
export type Upload = typeof uploads.$inferSelect;

/**
 * Fixed-window counters shared by every server on the database (docs/decisions/090): the per-address limits of
 * @fastify/rate-limit and the sign-in attempt limits. One row per key, bumped by one atomic upsert.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_at_idx").on(t.resetAt)],
);

/** Addresses that signed in successfully to an account: they are never held back by that account's email limit. */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

/**
 * The audit trail (issue 23, docs/decisions/125): one row per state-changing admin action, written in the
 * action's own transaction. Append-only: no route changes or deletes a row, and a trigger (migration 0007)
 * refuses UPDATE and DELETE. No foreign keys: an entry outlives the sale an undo deletes, a deleted listing
 * or user; the ids are history, not references.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid("actor_id").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: uuid("entity_id"),
    listingId: uuid("listing_id"),
    saleId: uuid("sale_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id").notNull(),
    ip: text("ip").notNull(),
  },
  (t) => [
    index("audit_at_id_idx").on(t.at.desc(), t.id.desc()),
    index("audit_actor_at_idx").on(t.actorId, t.at.desc(), t.id.desc()),
    index("audit_action_at_idx").on(t.action, t.at.desc(), t.id.desc()),
    index("audit_listing_at_idx").on(t.listingId, t.at.desc(), t.id.desc()).where(sql`${t.listingId} is not null`),
    index("audit_sale_at_idx").on(t.saleId, t.at.desc(), t.id.desc()).where(sql`${t.saleId} is not null`),
    /** Each admin's last sign-in on the Team tab (issue 29 item 7): one probe per admin, however long the trail. */
    index("audit_sign_in_idx").on(t.actorId, t.at.desc(), t.id.desc()).where(sql`${t.action} = 'admin.sign_in'`),
  ],
);
export type AuditEntryRow = typeof auditEntries.$inferSelect;

/** One-time recovery codes for two-factor sign-in: sha256 of the code only; `usedAt` set once, atomically. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/**
 * Who is posting a posting right now (issue 29, docs/decisions/132): at most one claim per posting, kept for
 * 15 minutes and renewed while the admin has it open. A claim past `expiresAt` is free for anyone; taking it is
 * one conditional upsert, so of two admins claiming at once exactly one wins.
 */
export const postingClaims = pgTable(
  "posting_claims",
  {
    postingId: uuid("posting_id")
      .primaryKey()
      .references(() => postings.id, { onDelete: "cascade" }),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("posting_claims_admin_idx").on(t.adminId)],
);

/**
 * The posting assistant's credential (issue 29 item 3, docs/decisions/133): one per admin and browser, sha256 of
 * the token only, scoped to claimed postings, expiring, revocable.
 */
export const extensionTokens = pgTable(
  "extension_tokens",
  {
    id: id(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("extension_tokens_hash_unique").on(t.tokenHash),
    index("extension_tokens_admin_idx").on(t.adminId),
  ],
);

/** A one-time link that makes its holder an admin (issue 29 item 7): sha256 of the token, 48 hours, used once. */
export const adminInvites = pgTable(
  "admin_invites",
  {
    id: id(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedById: uuid("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedUserId: uuid("accepted_user_id").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The role the invitee gets on accepting (issue 41 item 2). */
    role: text("role").notNull().default("poster"),
    /** Why the invite died with its author's power (docs/decisions/183); revoked_at is set with it. */
    voidedReason: text("voided_reason"),
  },
  (t) => [
    uniqueIndex("admin_invites_hash_unique").on(t.tokenHash),
    check(
      "admin_invites_voided_valid",
      sql`${t.voidedReason} is null or (${t.revokedAt} is not null and ${t.voidedReason} in ('author_deactivated', 'author_demoted', 'author_gone'))`,
    ),
    check("admin_invites_role_known", sql`${t.role} in ('owner', 'manager', 'poster')`),
    check("admin_invites_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * A seller's edit of a live listing, still to be made on one live ad (issue 30 item 1). One open task per posting:
 * a later edit updates it (`changes` keeps each field's value on the ad and the newest value). Done when an admin
 * ticks it; a sale closes the listing's open tasks, since its ads get delist tasks instead.
 */
export const postingUpdateTasks = pgTable(
  "posting_update_tasks",
  {
    id: id(),
    postingId: uuid("posting_id")
      .notNull()
      .references(() => postings.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** [{ field, before, after }]: before is what the ad shows, after what it should show. */
    changes: jsonb("changes").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
    doneByAdminId: uuid("done_by_admin_id").references(() => users.id, { onDelete: "set null" }),
    /** Closed without an update: the listing sold, or the edit was undone before anyone updated the ad. */
    closedReason: text("closed_reason"),
  },
  (t) => [
    uniqueIndex("posting_update_tasks_open_unique").on(t.postingId).where(sql`done_at is null`),
    index("posting_update_tasks_open_idx").on(t.createdAt, t.id).where(sql`done_at is null`),
    index("posting_update_tasks_listing_idx").on(t.listingId),
  ],
);

/**
 * A better price for a listing that is not selling (issue 30 item 3): at most one open suggestion per listing (the
 * unique key makes the due-work job safe on several servers); accepted or declined once.
 */
export const priceSuggestions = pgTable(
  "price_suggestions",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    currentPrice: money("current_price").notNull(),
    suggestedPrice: money("suggested_price").notNull(),
    /** Why, as a code and numbers the seller's language turns into a sentence. */
    reason: jsonb("reason").notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decision: text("decision"),
  },
  (t) => [
    uniqueIndex("price_suggestions_open_unique").on(t.listingId).where(sql`decided_at is null`),
    index("price_suggestions_listing_idx").on(t.listingId, t.createdAt.desc()),
    // closed: the listing left sale before its seller answered (docs/decisions/170).
    check("price_suggestions_decision_valid", sql`decision is null or decision in ('accepted', 'declined', 'closed')`),
    check("price_suggestions_decided", sql`(decided_at is null) = (decision is null)`),
  ],
);

/** One device's Web Push subscription (issue 32, docs/decisions/138); at most 10 an account. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The push service's URL for this device: checked to be https on a public host when stored and when used. */
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * The push outbox (docs/decisions/138, like the e-mail one of 115): one row per notice and device, written in the
 * notice's transaction; `due_at` null once sent or given up. Sent rows stay a day so that notices of one kind
 * within a minute can be counted into one notification.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: id(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The values the text is made of (PushParams of src/contract/push.ts). */
    params: jsonb("params").notNull(),
    /** How many notices of this kind this device got within the minute up to this one, this one included. */
    collapseCount: integer("collapse_count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("push_outbox_due_idx").on(t.dueAt).where(sql`${t.dueAt} is not null`),
    index("push_outbox_recent_idx").on(t.subscriptionId, t.kind, t.createdAt),
    index("push_outbox_created_idx").on(t.createdAt),
  ],
);
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * The posting assistant's field maps, versioned (issue 40, docs/decisions/154): one row per version of a
 * marketplace's map. Version 1 is the bundled file; admins' teaching, edits and reverts add versions; the highest
 * is current. Rows are never changed.
 */
export const fieldMapVersions = pgTable(
  "field_map_versions",
  {
    id: id(),
    marketplace: text("marketplace").notNull(),
    version: integer("version").notNull(),
    /** The whole map (src/contract/field-maps.ts fieldMapSchema), checked before it is written. */
    map: jsonb("map").notNull(),
    kind: text("kind").notNull(),
    /** What this version changed, in words ("Title: also found by the label ..."). */
    changes: jsonb("changes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    createdByUserId: uuid("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("field_map_versions_marketplace_version_unique").on(t.marketplace, t.version),
    check("field_map_versions_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook"])),
    check("field_map_versions_kind_valid", inList("kind", ["bundled", "taught", "edited", "reverted"])),
  ],
);

/**
 * Fingerprints of the controls that took each field, from the assistant's run reports (issue 40 item 3): what a
 * person sees of the control, never values. One row per distinct fingerprint, counted as it is seen again.
 */
export const fieldFingerprints = pgTable(
  "field_fingerprints",
  {
    id: id(),
    marketplace: text("marketplace").notNull(),
    field: text("field").notNull(),
    /** sha256 of the fingerprint's JSON: one row per distinct fingerprint. */
    key: text("key").notNull(),
    fingerprint: jsonb("fingerprint").notNull(),
    seenCount: integer("seen_count").notNull().default(1),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("field_fingerprints_unique").on(t.marketplace, t.field, t.key)],
);

/** One field of one assistant run: its outcome only (issue 40 item 3), for the desk's assistant health. */
export const assistantRunFields = pgTable(
  "assistant_run_fields",
  {
    id: id(),
    marketplace: text("marketplace").notNull(),
    field: text("field").notNull(),
    outcome: text("outcome").notNull(),
    mapVersion: integer("map_version").notNull(),
    adminId: uuid("admin_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("assistant_run_fields_at_idx").on(t.createdAt),
    check("assistant_run_fields_outcome_valid", inList("outcome", ["filled", "healed", "taught", "missed"])),
  ],
);

/**
 * Who is working on a Today item that is not a posting (issue 41, docs/decisions/160): one row per kind and item, 15
 * minutes, renewed while open. Postings keep their own claims (posting_claims, decision 132); taking either is one
 * conditional upsert, so of 50 admins claiming at once exactly one wins.
 */
export const workClaims = pgTable(
  "work_claims",
  {
    kind: text("kind").notNull(),
    /** The item's id within its kind: a delist task, a seller (replies), a sale (payout), an update task, a posting. */
    itemId: uuid("item_id").notNull(),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.itemId] }),
    index("work_claims_admin_idx").on(t.adminId),
    check(
      "work_claims_kind_known",
      inList("kind", ["delist", "reply", "payout", "update", "renewal", "buyer", "offer"]),
    ),
  ],
);

/** Service-level targets an owner set on the desk (issue 41); a kind without a row has its default. */
export const workTargets = pgTable(
  "work_targets",
  {
    kind: text("kind").primaryKey(),
    minutes: integer("minutes").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "work_targets_kind_known",
      inList("kind", ["delist", "reply", "payout", "update", "renewal", "posting", "buyer", "offer"]),
    ),
    check("work_targets_minutes_range", sql`${t.minutes} >= 0 and ${t.minutes} <= 43200`),
  ],
);

/**
 * Buyers' offers recorded against a live ad (issue 42 item 2, docs/decisions/166). At or above the seller's floor an
 * admin may accept; below it (or with no floor) the seller decides: accept, counter or decline. The same open offer
 * (listing, marketplace, amount) exists once, so 50 identical submits make one row; a listing has at most one
 * accepted offer, so two admins accepting at once move it once.
 */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").notNull(),
    amount: money("amount").notNull(),
    note: text("note"),
    /** The floor when recorded (null: none): an admin may accept only an offer at or above it. */
    floorAtRecord: money("floor_at_record"),
    status: text("status").notNull().default("open"),
    counterAmount: money("counter_amount"),
    recordedById: uuid("recorded_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** When an admin told the buyer the seller's accept or counter (Today's offer item ends). */
    relayedAt: timestamp("relayed_at", { withTimezone: true }),
    /**
     * The listing left sale while the buyer still waited for an answer (docs/decisions/170): the offer is closed and
     * Today asks an admin to tell the buyer the item is gone.
     */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The seller's notice asking about it: read once the seller answered (the unread badge, issue 47 item 6). */
    noticeMessageId: uuid("notice_message_id").references(() => messages.id, { onDelete: "set null" }),
  },
  (t) => [
    index("offers_listing_amount_idx").on(t.listingId, t.amount.desc()),
    uniqueIndex("offers_open_same_unique")
      .on(t.listingId, t.marketplace, t.amount)
      .where(sql`status = 'open' and closed_at is null`),
    uniqueIndex("offers_accepted_unique").on(t.listingId).where(sql`status = 'accepted'`),
    /** The generator's comparables (docs/decisions/200): offers accepted in the last weeks, newest first. */
    index("offers_accepted_decided_idx").on(t.decidedAt).where(sql`status = 'accepted'`),
    /** Today's offer answers: the seller accepted or countered, the buyer not yet told; oldest first. */
    index("offers_to_relay_idx")
      .on(t.decidedAt, t.id)
      .where(
        sql`decided_by = 'seller' and status in ('accepted', 'countered') and relayed_at is null and closed_at is null`,
      ),
    /** Today's "tell the buyer it is gone" for offers, oldest first. */
    index("offers_gone_to_relay_idx").on(t.closedAt, t.id).where(sql`closed_at is not null and relayed_at is null`),
    /** Today's offers to accept: open, at or above the seller's lowest when recorded; oldest first (issue 47). */
    index("offers_to_accept_idx")
      .on(t.createdAt, t.id)
      .where(sql`status = 'open' and closed_at is null and floor_at_record is not null and amount >= floor_at_record`),
    // Deleting an account's messages sets these to null: without an index, a scan of every offer per message.
    index("offers_notice_idx").on(t.noticeMessageId).where(sql`notice_message_id is not null`),
    check("offers_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook"])),
    check("offers_status_valid", inList("status", ["open", "accepted", "declined", "countered"])),
    check("offers_amount_positive", sql`${t.amount} > 0`),
    check("offers_decided", sql`(status = 'open') = (decided_at is null)`),
    check("offers_decided_by_valid", sql`decided_by is null or decided_by in ('admin', 'seller')`),
  ],
);

/**
 * A buyer's question relayed to the seller (issue 42 item 3, docs/decisions/167): asked by an admin from the desk (a
 * common question or the buyer's words), answered by the seller with a quick reply or free text, then relayed back to
 * the buyer by an admin. The same question waiting on the same ad exists once (`question_key`).
 */
export const buyerQuestions = pgTable(
  "buyer_questions",
  {
    id: id(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    marketplace: text("marketplace").notNull(),
    common: text("common"),
    text: text("text"),
    /** The common question's code, or the buyer's words lower-cased: one waiting question per ad and key. */
    questionKey: text("question_key").notNull(),
    askedById: uuid("asked_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    reply: text("reply"),
    answerAmount: money("answer_amount"),
    answerText: text("answer_text"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    relayedAt: timestamp("relayed_at", { withTimezone: true }),
    relayedById: uuid("relayed_by_id").references(() => users.id, { onDelete: "set null" }),
    /** The listing left sale before the buyer was told an answer (docs/decisions/170): tell the buyer it is gone. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The seller's notice asking it: read once the seller answered (the unread badge, issue 47 item 6). */
    noticeMessageId: uuid("notice_message_id").references(() => messages.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("buyer_questions_waiting_unique")
      .on(t.listingId, t.marketplace, t.questionKey)
      .where(sql`answered_at is null and closed_at is null`),
    index("buyer_questions_listing_idx").on(t.listingId, t.createdAt.desc()),
    /** The desk's answered questions waiting to be relayed, oldest first. */
    index("buyer_questions_to_relay_idx")
      .on(t.answeredAt, t.id)
      .where(sql`answered_at is not null and relayed_at is null and closed_at is null`),
    /** Today's "tell the buyer it is gone" for questions, oldest first. */
    index("buyer_questions_gone_to_relay_idx")
      .on(t.closedAt, t.id)
      .where(sql`closed_at is not null and relayed_at is null`),
    index("buyer_questions_notice_idx").on(t.noticeMessageId).where(sql`notice_message_id is not null`),
    check("buyer_questions_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook"])),
    check("buyer_questions_common_or_text", sql`(common is null) <> (text is null)`),
    check("buyer_questions_answered", sql`(answered_at is null) = (reply is null)`),
  ],
);

/**
 * A listing's history (issue 48, docs/decisions/205): one row per thing that happened to it, at the app's clock, written
 * in the same transaction as the change (modules/listings/history.ts). What the audit trail keeps of admins' actions
 * this keeps for every actor, the seller's own edits included, in a shape the performance screens can add up.
 */
export const listingEvents = pgTable(
  "listing_events",
  {
    /** In the order written: events of one instant (one transaction) keep their order. */
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    /** The ad's marketplace, or where a sale was made ("other" included); null for the listing's own events. */
    marketplace: text("marketplace"),
    /** A price, offer, sale or payout. */
    amount: money("amount"),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** A live or renewed ad: when the marketplace takes it down unless renewed. */
    until: timestamp("until", { withTimezone: true }),
  },
  (t) => [
    /** One listing's timeline and its ads' time live. */
    index("listing_events_listing_at_idx").on(t.listingId, t.at, t.id),
    /** The desk's offers and questions in a period, counted from the index alone. */
    index("listing_events_interest_idx")
      .on(t.at, t.listingId, t.marketplace, t.kind)
      .where(sql`kind in ('offer', 'question')`),
    check("listing_events_kind_valid", inList("kind", LISTING_EVENT_KINDS)),
    check("listing_events_marketplace_valid", inList("marketplace", ["olx", "quikr", "facebook", "other"])),
  ],
);

/**
 * One row per listing ever put on sale (issue 48, docs/decisions/205): what the numbers add up, kept by the same
 * function that writes `listing_events`, in the same transaction. The desk's numbers read this table alone; the
 * seller's read it by seller. `price` is the asking price (the one the sale was made at, once sold: a sold listing
 * cannot be edited); `market_price` the generator's market price (listings.median_price).
 */
export const listingFacts = pgTable(
  "listing_facts",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    itemType: text("item_type"),
    price: money("price").notNull(),
    marketPrice: money("market_price"),
    /** First put on sale. */
    listedAt: timestamp("listed_at", { withTimezone: true }).notNull(),
    /** When each marketplace's ad first went live. */
    olxLiveAt: timestamp("olx_live_at", { withTimezone: true }),
    quikrLiveAt: timestamp("quikr_live_at", { withTimezone: true }),
    facebookLiveAt: timestamp("facebook_live_at", { withTimezone: true }),
    /** Sold or withdrawn: when it left sale (null while on sale). */
    offSaleAt: timestamp("off_sale_at", { withTimezone: true }),
    /** The sale, while one is recorded (an undo clears these). */
    soldAt: timestamp("sold_at", { withTimezone: true }),
    saleId: uuid("sale_id"),
    saleAmount: money("sale_amount"),
    saleMarketplace: text("sale_marketplace"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    offers: integer("offers").notNull().default(0),
    questions: integer("questions").notNull().default(0),
    /** The last offer or question. */
    lastInterestAt: timestamp("last_interest_at", { withTimezone: true }),
  },
  (t) => [
    /** The seller's screen: their listings, newest first (and the page's keyset). */
    index("listing_facts_user_listed_idx").on(t.userId, t.listedAt.desc(), t.listingId.desc()),
    index("listing_facts_listed_idx").on(t.listedAt),
    index("listing_facts_sold_idx").on(t.soldAt).where(sql`sold_at is not null`),
    /** Similar items: sales of one item type or category within a price band. */
    index("listing_facts_similar_type_idx").on(t.itemType, t.price).where(sql`sold_at is not null`),
    index("listing_facts_similar_category_idx").on(t.category, t.price).where(sql`sold_at is not null`),
    check("listing_facts_sale_marketplace_valid", inList("sale_marketplace", ["olx", "quikr", "facebook", "other"])),
    check(
      "listing_facts_sold_whole",
      sql`(sold_at is null) = (sale_id is null) and (sold_at is null) = (sale_amount is null)`,
    ),
  ],
);
