import { z } from "zod";
import type { Language } from "./language.ts";

/**
 * Web Push (issue 32, docs/decisions/138): what a device sends to subscribe, which kinds a person can switch on,
 * and every notification's text in English and Hindi. The server builds the payload with `pushPayload`; the
 * service worker shows `title` and `body`, replaces an earlier notification with the same `tag`, and opens `url`
 * on a click.
 */

export const PUSH_MESSAGES = {
  endpointInvalid: "The subscription's endpoint must be an https URL",
  endpointTooLong: "The subscription's endpoint is too long",
  endpointRefused: "The subscription's endpoint must be on a public push service",
  keysMissing: "The subscription's keys (p256dh and auth) are required",
  p256dhInvalid:
    "keys.p256dh must be the device's P-256 public key: an uncompressed point on the curve, 65 bytes in base64url",
  authInvalid: "keys.auth must be a 16-byte secret in base64url",
  tooMany: "This account already has 10 devices with notifications on: turn them off on a device you no longer use",
  subscriptionNotFound: "Subscription not found",
  subscribeRace: "This device is being switched on in another request: please try again",
  kindNotYours: "That notification is not available for this account",
  notConfigured: "Notifications are not available on this server",
} as const;

/** Devices per account: one person has a few phones and browsers, never hundreds (issue 32 item 4). */
export const MAX_PUSH_SUBSCRIPTIONS = 10;
export const MAX_ENDPOINT_LENGTH = 2048;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text, or -1 when it is not base64url. */
export function base64UrlBytes(value: string): number {
  if (!BASE64URL.test(value)) return -1;
  const data = value.replace(/=+$/, "");
  if (data.length % 4 === 1) return -1;
  return Math.floor((data.length * 3) / 4);
}

/** The bytes of a base64url text (padding allowed), or null when it is not base64url. */
export function base64UrlDecode(value: string): Uint8Array | null {
  if (base64UrlBytes(value) < 0) return null;
  const data = value.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(data.padEnd(Math.ceil(data.length / 4) * 4, "="));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** P-256 (secp256r1): y² = x³ - 3x + b over the prime field p (SEC 2, section 2.4.2). */
const P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;
const bigEndian = (bytes: Uint8Array) => bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

/**
 * Whether `bytes` is an uncompressed P-256 public point a push can be encrypted to: 0x04, then X and Y (32 bytes
 * each), both below p, and on the curve. P-256's cofactor is 1, so a point on the curve is in the group; the point at
 * infinity has no uncompressed form. Browsers send exactly this (RFC 8291 section 3.1); anything else - 65 zero bytes,
 * random bytes after 0x04 - makes every push to the device fail at the encryption step (docs/decisions/151).
 */
export function isP256PublicPoint(bytes: Uint8Array): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = bigEndian(bytes.subarray(1, 33));
  const y = bigEndian(bytes.subarray(33, 65));
  if (x >= P256_P || y >= P256_P) return false;
  const rest = (y * y - (x * x * x - 3n * x + P256_B)) % P256_P;
  return rest === 0n;
}

/**
 * The browser's PushSubscription.toJSON(), as `POST /api/push/subscriptions` takes it. The shape is checked here;
 * that the endpoint is https on a public host is the server's check (422), which tests' own push service passes.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .max(MAX_ENDPOINT_LENGTH, { error: PUSH_MESSAGES.endpointTooLong })
    .refine(
      (v) => {
        try {
          return ["https:", "http:"].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: PUSH_MESSAGES.endpointInvalid },
    ),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point on the curve: 0x04 then X and Y, 65 bytes (RFC 8291 section 3.1).
      p256dh: z.string({ error: PUSH_MESSAGES.p256dhInvalid }).refine(
        (v) => {
          const bytes = base64UrlDecode(v);
          return bytes !== null && isP256PublicPoint(bytes);
        },
        { error: PUSH_MESSAGES.p256dhInvalid },
      ),
      auth: z
        .string({ error: PUSH_MESSAGES.authInvalid })
        .refine((v) => base64UrlBytes(v) === 16, { error: PUSH_MESSAGES.authInvalid }),
    },
    { error: PUSH_MESSAGES.keysMissing },
  ),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** A device's subscription as its owner sees it: never the keys. */
export const pushSubscriptionViewSchema = z.object({
  id: z.string(),
  endpointOrigin: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscriptionView = z.infer<typeof pushSubscriptionViewSchema>;

export const pushSubscriptionIdParam = z.object({ id: z.string() });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a seller can be told. */
export const SELLER_PUSH_KINDS = ["posted", "sold", "payout", "message", "price_suggestion"] as const;
/** What an admin can be told (only if they switch it on). */
export const ADMIN_PUSH_KINDS = ["new_listing", "seller_reply"] as const;
export const PUSH_KINDS = [...SELLER_PUSH_KINDS, ...ADMIN_PUSH_KINDS] as const;
export type SellerPushKind = (typeof SELLER_PUSH_KINDS)[number];
export type AdminPushKind = (typeof ADMIN_PUSH_KINDS)[number];
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_KIND_LABELS: Record<PushKind, Record<Language, string>> = {
  posted: { en: "My item is live on a marketplace", hi: "मेरा सामान किसी मार्केटप्लेस पर लाइव हुआ" },
  sold: { en: "My item sold", hi: "मेरा सामान बिक गया" },
  payout: { en: "My payout was sent", hi: "मेरा भुगतान भेजा गया" },
  message: { en: "A new message from the team", hi: "टीम से नया संदेश" },
  price_suggestion: { en: "A price suggestion", hi: "कीमत का सुझाव" },
  new_listing: { en: "A new listing waiting to be posted", hi: "पोस्ट होने के लिए नई लिस्टिंग" },
  seller_reply: { en: "A seller replied", hi: "विक्रेता ने जवाब दिया" },
};

/** Kinds this person may choose from: a seller's, or an admin's. */
export const pushKindsFor = (isAdmin: boolean): readonly PushKind[] => (isAdmin ? ADMIN_PUSH_KINDS : SELLER_PUSH_KINDS);

/** Preferences: every kind of the person's side, on or off. Sellers start with all on, admins with none. */
export type PushPreferences = Partial<Record<PushKind, boolean>>;
export const defaultPushPreferences = (isAdmin: boolean): Record<string, boolean> =>
  Object.fromEntries(pushKindsFor(isAdmin).map((k) => [k, !isAdmin]));

export const pushPreferencesSchema = z.object(
  Object.fromEntries(PUSH_KINDS.map((k) => [k, z.boolean({ error: `${k} must be true or false` }).optional()])) as {
    [K in PushKind]: z.ZodOptional<z.ZodBoolean>;
  },
);
export type PushPreferencesInput = z.input<typeof pushPreferencesSchema>;
export const pushPreferencesViewSchema = z.object({
  kinds: z.array(z.enum(PUSH_KINDS)),
  preferences: z.record(z.string(), z.boolean()),
});

/** What a push carries: only what its recipient may see on screen anyway. */
export interface PushPayload {
  kind: PushKind;
  title: string;
  body: string;
  /** A path inside the app, opened when the notification is clicked. */
  url: string;
  /** Notifications with the same tag replace each other on the device (collapsing). */
  tag: string;
}
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});

/** The values each kind's text is made of; amounts are already formatted ("₹10,800"). */
export interface PushParams {
  posted: { listingId: string; title: string; marketplace: string };
  sold: { listingId: string; title: string; amount: string };
  payout: { listingId: string; title: string; amount: string; method: "upi" | "paypal" };
  message: { subject: string };
  price_suggestion: { listingId: string; title: string; price: string };
  new_listing: { listingId: string; title: string };
  seller_reply: { subject: string };
}
export type PushNotice = { [K in PushKind]: { kind: K; params: PushParams[K] } }[PushKind];

const METHOD: Record<"upi" | "paypal", Record<Language, string>> = {
  upi: { en: "UPI", hi: "UPI" },
  paypal: { en: "PayPal", hi: "PayPal" },
};

const q = (title: string) => `“${title}”`;

type Texts = { [K in PushKind]: (p: PushParams[K], lang: Language) => { title: string; body: string } };
const TEXTS: Texts = {
  posted: (p, l) =>
    l === "hi"
      ? { title: `${p.marketplace} पर लाइव`, body: `${q(p.title)} अब ${p.marketplace} पर लाइव है।` }
      : { title: `Live on ${p.marketplace}`, body: `${q(p.title)} is now live on ${p.marketplace}.` },
  sold: (p, l) =>
    l === "hi"
      ? { title: "बिक गया!", body: `${q(p.title)} ${p.amount} में बिक गया।` }
      : { title: "Sold!", body: `${q(p.title)} sold for ${p.amount}.` },
  payout: (p, l) =>
    l === "hi"
      ? { title: "भुगतान भेजा गया", body: `${p.amount} आपके ${METHOD[p.method].hi} पर भेजे जा रहे हैं।` }
      : { title: "Payout sent", body: `${p.amount} is on its way to your ${METHOD[p.method].en}.` },
  message: (p, l) =>
    l === "hi"
      ? { title: "SnapList टीम से नया संदेश", body: p.subject }
      : { title: "New message from the SnapList team", body: p.subject },
  price_suggestion: (p, l) =>
    l === "hi"
      ? { title: "कीमत का सुझाव", body: `${q(p.title)} ${p.price} पर जल्दी बिक सकता है।` }
      : { title: "A price suggestion", body: `${q(p.title)} could sell faster at ${p.price}.` },
  new_listing: (p, l) =>
    l === "hi"
      ? { title: "पोस्ट करने के लिए नई लिस्टिंग", body: `${q(p.title)} पोस्ट होने का इंतज़ार कर रही है।` }
      : { title: "New listing to post", body: `${q(p.title)} is waiting to be posted.` },
  seller_reply: (p, l) =>
    l === "hi" ? { title: "विक्रेता ने जवाब दिया", body: p.subject } : { title: "A seller replied", body: p.subject },
};

/** Several notices of one kind within a minute: one notification that counts them. */
const COLLAPSED: Record<PushKind, (n: number, lang: Language) => { title: string; body: string }> = {
  posted: (n, l) =>
    l === "hi"
      ? { title: "आपका सामान लाइव है", body: `${n} नई पोस्टिंग लाइव हुईं।` }
      : { title: "Your items are live", body: `${n} new postings are live.` },
  sold: (n, l) =>
    l === "hi" ? { title: "बिक गया!", body: `${n} चीज़ें बिक गईं।` } : { title: "Sold!", body: `${n} items sold.` },
  payout: (n, l) =>
    l === "hi"
      ? { title: "भुगतान भेजे गए", body: `${n} भुगतान आपके रास्ते में हैं।` }
      : { title: "Payouts sent", body: `${n} payouts are on their way.` },
  message: (n, l) =>
    l === "hi"
      ? { title: "SnapList टीम से नए संदेश", body: `${n} नए संदेश` }
      : { title: "New messages from the SnapList team", body: `${n} new messages` },
  price_suggestion: (n, l) =>
    l === "hi"
      ? { title: "कीमत के सुझाव", body: `${n} लिस्टिंग के लिए कीमत के सुझाव` }
      : { title: "Price suggestions", body: `Price suggestions for ${n} listings` },
  new_listing: (n, l) =>
    l === "hi"
      ? { title: "पोस्ट करने के लिए नई लिस्टिंग", body: `${n} नई लिस्टिंग पोस्ट होने का इंतज़ार कर रही हैं।` }
      : { title: "New listings to post", body: `${n} new listings are waiting to be posted.` },
  seller_reply: (n, l) =>
    l === "hi"
      ? { title: "विक्रेताओं के जवाब", body: `${n} नए जवाब` }
      : { title: "Sellers replied", body: `${n} new replies` },
};

/** Where a click takes the person: the listing, My Sales, the messages, the admin's queue. */
function urlOf(notice: PushNotice): string {
  switch (notice.kind) {
    case "posted":
    case "price_suggestion":
      return `/edit-listing/${notice.params.listingId}`;
    case "sold":
    case "payout":
      return "/my-sales";
    case "message":
      return "/?tab=messages";
    case "new_listing":
      return "/admin?tab=pending";
    case "seller_reply":
      return "/?tab=messages";
  }
}

/** Where a click on a collapsed notification takes the person (no single listing). */
function collapsedUrlOf(kind: PushKind): string {
  if (kind === "posted" || kind === "price_suggestion") return "/?tab=manage";
  return urlOf({ kind, params: { listingId: "", title: "", marketplace: "", subject: "" } } as PushNotice);
}

/** Text is cut to what a phone shows; the encrypted record must stay under 4 kB (RFC 8291). */
export const MAX_PUSH_TEXT = 240;
const cut = (s: string) => ([...s].length > MAX_PUSH_TEXT ? `${[...s].slice(0, MAX_PUSH_TEXT - 1).join("")}…` : s);

/**
 * The payload of one notice in the recipient's language; `count` > 1 when it collapses that many notices of its
 * kind from the last minute into one.
 */
export function pushPayload(notice: PushNotice, lang: Language, count = 1): PushPayload {
  const tag = `snaplist-${notice.kind}`;
  if (count > 1)
    return { kind: notice.kind, ...COLLAPSED[notice.kind](count, lang), url: collapsedUrlOf(notice.kind), tag };
  const text = (TEXTS[notice.kind] as (p: unknown, l: Language) => { title: string; body: string })(
    notice.params,
    lang,
  );
  return { kind: notice.kind, title: cut(text.title), body: cut(text.body), url: urlOf(notice), tag };
}
