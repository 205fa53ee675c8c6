import { z } from "zod";
import { AD_URL_EXAMPLES } from "./ad-address.ts";
import { adminListingSchema } from "./admin-listings.ts";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "./enums.ts";
import { marketplaceSchema } from "./listings.ts";
import { formatInr } from "./money.ts";
import { optionalText, requiredText } from "./text.ts";

/**
 * The posting desk at marketplace speed (issue 29, docs/decisions/132-133): posting sessions with claims, and the
 * posting assistant (the browser extension in extension/) that fills the marketplaces' forms. Shared by the
 * server, the admin desk and the extension.
 */

/** A claim lasts this long, and is renewed while the admin has the posting open. */
export const CLAIM_MINUTES = 15;
export const CLAIM_MS = CLAIM_MINUTES * 60 * 1000;
/** How often an open posting renews its claim (well inside the claim's life). */
export const CLAIM_RENEW_MS = 60 * 1000;

export const POSTING_DESK_MESSAGES = {
  claimedByOther: (name: string, minutesLeft: number) => claimedByText(name, minutesLeft),
  notClaimed: "You no longer hold this posting: open it again from the posting session",
  notWaiting: "This posting is no longer waiting to be posted",
  sold: "This listing was sold meanwhile: it is off the posting queue",
  postingNotFound: "Posting not found: the listing may have been deleted",
  nothingWaiting: "Nothing is waiting to be posted",
  adUrlWrongSite: (marketplace: Marketplace) =>
    `The ad's address must be a published ${MARKETPLACE_LABELS[marketplace]} ad (${AD_URL_EXAMPLES[marketplace]})`,
  tokenInvalid: "The assistant's token is not valid: create a new one on the admin desk",
  tokenExpired: "The assistant's token has expired: create a new one on the admin desk",
  tokenRevoked: "The assistant's token was revoked: create a new one on the admin desk",
  tokenNameRequired: "Name the browser this token is for",
  tooManyTokens: "At most 20 assistant tokens at once: revoke one you no longer use",
  tokenNotFound: "Token not found",
} as const;

/** "Asha is posting this (12 min left)": what other admins see of someone's claim. */
export function claimedByText(name: string, minutesLeft: number): string {
  const left = Math.max(1, Math.ceil(minutesLeft));
  return `${name} is posting this (${left} min left)`;
}

/** Minutes left on a claim at `now`, rounded up (a claim with 11.2 minutes left says 12). */
export function minutesLeft(expiresAt: string | Date, now: Date): number {
  const ms = new Date(expiresAt).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / 60_000));
}

/** One marketplace of one listing: the unit a claim, a Mark Posted and the assistant work on. */
export const postingRefSchema = z.object({
  listingId: z.uuid({ message: "Not a valid listing id" }),
  marketplace: marketplaceSchema,
});
export type PostingRef = z.infer<typeof postingRefSchema>;

export const claimSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  adminId: z.string(),
  adminName: z.string(),
  claimedAt: z.string(),
  expiresAt: z.string(),
  /** Whether the admin asking holds it. */
  mine: z.boolean(),
});
export type Claim = z.infer<typeof claimSchema>;

/** POST /api/admin/posting-session/next: the oldest waiting posting nobody else holds, claimed for the caller. */
export const nextPostingBodySchema = z
  .object({
    marketplace: marketplaceSchema.optional(),
    /** Postings this session skipped ("listingId:marketplace"): not offered again in this session. */
    skip: z.array(z.string().max(60)).max(500, "Too many skipped postings").optional(),
  })
  .nullish();

/** What the assistant gets for a claimed posting: the kit fitted to the marketplace, photos as absolute URLs. */
export const assistantPostingSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  claimExpiresAt: z.string(),
  title: z.string(),
  description: z.string(),
  /** Whole rupees, digits only. */
  price: z.string(),
  categoryPath: z.array(z.string()),
  /** The condition as the marketplaces name it ("Used - Good", ...), and our own label. */
  condition: z.string(),
  conditionLabel: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  /** The business's posting location (config POSTING_LOCATION), whole: "Andheri West, Mumbai, Maharashtra". */
  location: z.string(),
  /** The same, split into what forms ask (splitPlace). */
  place: z.object({ state: z.string().nullable(), city: z.string().nullable(), locality: z.string().nullable() }),
  /** Absolute URLs of the full-size photos, in the seller's order. */
  photos: z.array(z.string()),
  /**
   * For the admin's eyes only (issue 42, docs/decisions/165): the seller's lowest price (rupees) and when buyers can
   * see the item. The panel shows them as a line ("Seller's lowest: ₹X"); no field map names them, so nothing is ever
   * filled with them.
   */
  adminOnly: z.object({ sellerLowest: z.string().nullable(), availability: z.string().nullable() }).optional(),
});
export type AssistantPosting = z.infer<typeof assistantPostingSchema>;

export type Place = AssistantPosting["place"];

/**
 * A location as forms ask it (issue 40 item 1): "Andheri West, Mumbai, Maharashtra" is locality, city and state;
 * "Mumbai, Maharashtra" city and state; "Mumbai" a city. The last part is the state, the one before it the city, and
 * whatever comes first the locality.
 */
export function splitPlace(location: string): Place {
  const parts = location
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return { state: null, city: null, locality: null };
  if (parts.length === 1) return { state: null, city: parts[0], locality: null };
  const state = parts[parts.length - 1];
  const city = parts[parts.length - 2];
  const locality = parts.slice(0, -2).join(", ") || null;
  return { state, city, locality };
}

export const markPostedBodySchema = z.object({
  url: z.string().max(2048, "The ad's address is too long"),
});
export const markFailedBodySchema = z
  .object({ reason: optionalText(1000, "Failure reason must be at most 1000 characters") })
  .nullish();

/** Extension tokens (docs/decisions/133). */
export const EXTENSION_TOKEN_DAYS = 30;
export const extensionTokenCreateSchema = z.object({
  name: requiredText(POSTING_DESK_MESSAGES.tokenNameRequired, {
    max: 60,
    tooLong: "Name must be at most 60 characters",
  }),
});
export const extensionTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ExtensionToken = z.infer<typeof extensionTokenSchema>;
/** The create answer: the token itself, shown this once. */
export const extensionTokenCreatedSchema = extensionTokenSchema.extend({ token: z.string() });
/** Tokens start with this, so that a leaked one is recognisable (and greppable in logs, which redact it). */
export const EXTENSION_TOKEN_PREFIX = "slx_";

/**
 * How the desk hands work to the assistant in the page's address: "Open in OLX" opens the marketplace's posting page
 * with `#snaplist-posting=<listingId>.<marketplace>` (kind "post"); "Update on OLX" opens the ad's edit page with
 * `#snaplist-posting=update.<taskId>.<marketplace>` (kind "update", docs/decisions/141); "Renew on OLX" opens the
 * ad with `renew.<listingId>.<marketplace>`, and "Delist on OLX" with `delist.<delistTaskId>.<marketplace>`. The
 * assistant reads it, removes it from the address bar and keeps the work with the tab (its background), fetching
 * what it needs with its token. Without the assistant the fragment does nothing and the page opens as usual.
 */
export const ASSISTANT_FRAGMENT = "snaplist-posting";

export type AssistantLaunch =
  | (PostingRef & { kind: "post" })
  | (PostingRef & { kind: "renew" })
  | { kind: "update"; taskId: string; marketplace: Marketplace }
  | { kind: "delist"; taskId: string; marketplace: Marketplace };

function fragmentOf(launch: PostingRef | AssistantLaunch): string {
  if (!("kind" in launch) || launch.kind === "post") return `${launch.listingId}.${launch.marketplace}`;
  if (launch.kind === "renew") return `renew.${launch.listingId}.${launch.marketplace}`;
  return `${launch.kind}.${launch.taskId}.${launch.marketplace}`;
}

export function assistantLaunchUrl(pageUrl: string, launch: PostingRef | AssistantLaunch): string {
  return `${pageUrl.split("#")[0]}#${ASSISTANT_FRAGMENT}=${fragmentOf(launch)}`;
}

/** What a launch URL's fragment hands over (a posting, a renewal, an update or a delist task), or null. */
export function parseLaunch(url: string): AssistantLaunch | null {
  const hash = url.split("#")[1] ?? "";
  const m = new RegExp(
    `(?:^|&)${ASSISTANT_FRAGMENT}=(?:(update|renew|delist)\\.)?([0-9a-f-]{36})\\.(olx|quikr|facebook)(?:&|$)`,
    "i",
  ).exec(hash);
  if (!m) return null;
  const marketplace = m[3].toLowerCase() as Marketplace;
  const id = m[2].toLowerCase();
  if (!z.uuid().safeParse(id).success) return null;
  switch (m[1]?.toLowerCase()) {
    case "update":
      return { kind: "update", taskId: id, marketplace };
    case "delist":
      return { kind: "delist", taskId: id, marketplace };
    case "renew":
      return { kind: "renew", listingId: id, marketplace };
    default:
      return { kind: "post", listingId: id, marketplace };
  }
}

/** The posting named in a launch URL's fragment, or null (an update task's fragment is not a posting). */
export function parseAssistantLaunch(url: string): PostingRef | null {
  const launch = parseLaunch(url);
  return launch?.kind === "post" ? { listingId: launch.listingId, marketplace: launch.marketplace } : null;
}

/** POST /api/admin/posting-session/next: the posting claimed for the caller, with its listing. */
export const nextPostingSchema = z.object({ claim: claimSchema, listing: adminListingSchema });
export type NextPosting = z.infer<typeof nextPostingSchema>;
export const claimListSchema = z.array(claimSchema);
export const extensionTokenListSchema = z.array(extensionTokenSchema);
export const extensionTokenIdParam = z.object({ id: z.uuid({ message: "Not a valid token id" }) });
/** GET /api/extension/me: who the assistant's token belongs to. */
export const assistantMeSchema = z.object({ adminName: z.string(), expiresAt: z.string() });
/** The photo route's path: the n-th photo, counted from 1 as the assistant's photo URLs are. */
export const assistantPhotoParams = postingRefSchema.extend({
  n: z.coerce
    .number({ message: "Not a valid photo number" })
    .int("Not a valid photo number")
    .min(1, "Not a valid photo number")
    .max(50, "Not a valid photo number"),
});
/** The answer to the assistant's Posted and Failed: the posting's new state (the claim is released). */
export const assistantResultSchema = z.object({
  listingId: z.string(),
  marketplace: z.enum(MARKETPLACES),
  status: z.enum(["posted", "failed"]),
  url: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type AssistantResult = z.infer<typeof assistantResultSchema>;
/** One "listingId:marketplace" of a session's skip list. */
export const SKIP_ENTRY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:(olx|quikr|facebook)$/i;
export const SKIP_ENTRY_INVALID = "Skipped postings must be listingId:marketplace";

/** The panel's line of the seller's private terms, or null when they set none. */
export function sellerTermsLine(p: Pick<AssistantPosting, "adminOnly">): string | null {
  const parts = [
    p.adminOnly?.sellerLowest ? `Seller's lowest: ${formatInr(p.adminOnly.sellerLowest)}` : null,
    p.adminOnly?.availability ? `Buyers can see it: ${p.adminOnly.availability}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : null;
}
