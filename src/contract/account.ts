import { z } from "zod";
import { ACCOUNT_MESSAGES } from "./sentences.ts";
import { isCleanText, TEXT_MESSAGES } from "./text.ts";

export { ACCOUNT_DELETED_LANDING, ACCOUNT_MESSAGES, GOOGLE_CONFIRM_MINUTES } from "./sentences.ts";

/**
 * The seller's own data (issue 24 item 4, docs/decisions/129): "Download my data" (a ZIP of a JSON file and the
 * photos) and "Delete my account", from the seller's account menu or, for a seller, from the admin side.
 */

/** The JSON file inside the ZIP, and the folder the photos are in. */
export const EXPORT_JSON_NAME = "snaplist-data.json";
export const EXPORT_PHOTOS_DIR = "photos/";
/** The ZIP's download name: snaplist-data-2026-05-01.zip. */
export const exportZipName = (day: string) => `snaplist-data-${day}.zip`;

export const ACCOUNT_DELETED_NOTICE = {
  title: "Account deleted",
  description: "Your account and your data are gone. Sales records are kept for our accounts, without your details.",
} as const;

/** What the browser is sent back to after a Google sign-in that confirms a deletion: the dialog opens again. */
export const DELETE_ACCOUNT_RETURN = "/?account=delete";

const password = z
  .string({ message: ACCOUNT_MESSAGES.passwordRequired })
  .max(200, ACCOUNT_MESSAGES.wrongPassword)
  .refine(isCleanText, TEXT_MESSAGES.invalidCharacters);

/** The seller's own deletion: their password, or nothing when a fresh Google sign-in confirms it. */
export const deleteAccountSchema = z.object({
  password: password.optional(),
  /** Required (true) when a payout is still pending: the seller was told and still wants to go. */
  acknowledgeUnpaidPayouts: z.boolean({ message: "acknowledgeUnpaidPayouts must be true or false" }).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

/** An admin deleting a seller types the seller's email: the dialog cannot delete someone else by a stale click. */
export const adminDeleteAccountSchema = z.object({
  email: z
    .string({ message: ACCOUNT_MESSAGES.emailMismatch })
    .max(254, ACCOUNT_MESSAGES.emailMismatch)
    .refine(isCleanText, TEXT_MESSAGES.invalidCharacters),
  acknowledgeUnpaidPayouts: z.boolean({ message: "acknowledgeUnpaidPayouts must be true or false" }).optional(),
});
export type AdminDeleteAccountInput = z.input<typeof adminDeleteAccountSchema>;

export const accountUserParam = z.object({ userId: z.uuid({ message: ACCOUNT_MESSAGES.userNotFound }) });

/** What deleting would do, shown in the dialog before anything happens. */
export const deletionPreviewSchema = z.object({
  /** False for admin accounts (`blockedReason` says why). */
  deletable: z.boolean(),
  blockedReason: z.string().nullable(),
  /** How the seller confirms: their password, or a fresh Google sign-in when the account has no password. */
  confirmWith: z.enum(["password", "google"]),
  /** A Google sign-in on this session within GOOGLE_CONFIRM_MINUTES (it confirms without a password). */
  googleSignInFresh: z.boolean(),
  googleAvailable: z.boolean(),
  listings: z.number().int(),
  sales: z.number().int(),
  /** Sales whose payout is still pending: the business owes this money (docs/decisions/129). */
  unpaidPayouts: z.object({ count: z.number().int(), amount: z.string() }),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

export const deletionResultSchema = z.object({
  /** The anonymous label the kept sale and payout records carry now. */
  sellerLabel: z.string(),
  listingsDeleted: z.number().int(),
  salesKept: z.number().int(),
  photosDeleted: z.number().int(),
  /** Ads still live on a marketplace that an admin must take down (listed in the Activity entry). */
  liveAds: z.number().int(),
});
export type DeletionResult = z.infer<typeof deletionResultSchema>;

/** The JSON file's shape (version 1). Only the seller's own data: no hashes, session ids, secrets or addresses. */
export interface SellerDataExport {
  format: "snaplist-seller-data";
  version: 1;
  exportedAt: string;
  profile: {
    id: string;
    firstName: string | null;
    lastName: string | null;
    email: string;
    profileImageUrl: string | null;
    createdAt: string;
    signInMethods: Array<"password" | "google">;
    twoFactorEnabled: boolean;
    payoutDetails: { upiId: string | null; paypalEmail: string | null };
  };
  sessions: Array<{ startedAt: string; expiresAt: string; device: string | null }>;
  listings: Array<{
    id: string;
    title: string;
    description: string;
    price: string;
    category: string;
    itemType: string | null;
    condition: string;
    status: string;
    brand: string | null;
    model: string | null;
    pricingStrategy: string;
    quickPrice: string | null;
    medianPrice: string | null;
    maxPrice: string | null;
    confidenceScore: number | null;
    isSold: boolean;
    createdAt: string;
    updatedAt: string;
    /** Each photo's file in the ZIP (photos/...), or null when the stored file is missing. */
    photos: Array<{ position: number; file: string | null }>;
    postings: Array<{ marketplace: string; status: string; url: string | null; updatedAt: string }>;
  }>;
  sales: Array<{
    id: string;
    listingId: string;
    listingTitle: string;
    saleAmount: string;
    payoutAmount: string | null;
    saleDate: string;
    marketplace: string;
    payoutStatus: string;
  }>;
  payouts: Array<{
    saleId: string;
    amount: string;
    method: string | null;
    paidAt: string | null;
    reference: string | null;
    notes: string | null;
  }>;
  messages: Array<{
    id: string;
    direction: "received" | "sent";
    /** The other side is always named "SnapList": admins' names and emails are not the seller's data. */
    counterpart: "SnapList";
    subject: string | null;
    message: string;
    type: string;
    isRead: boolean;
    isSystemMessage: boolean;
    listingId: string | null;
    createdAt: string;
  }>;
  referrals: {
    yourCode: string | null;
    /** The code you signed up with, if any. */
    codeYouUsed: string | null;
    /** People who joined with your code: when, not who (they are other people). */
    joinedWithYourCode: Array<{ joinedAt: string }>;
  };
  generations: Array<{
    id: string;
    createdAt: string;
    listingId: string | null;
    photoFile: string | null;
    detectedProduct: string | null;
    detectedBrand: string | null;
    detectedModel: string | null;
    detectedCategory: string | null;
    confidence: number | null;
    suggestedPrices: { quickPrice: string; medianPrice: string; maxPrice: string } | null;
    generatedTitles: string[] | null;
    generatedDescription: string | null;
    yourAnswer: string | null;
    chosenTitle: string | null;
    chosenPrice: string | null;
    chosenCategory: string | null;
    yourDescription: string | null;
  }>;
  /**
   * Buyers' offers on the seller's listings and how each was decided (issue 46 item 9). Which admin recorded or
   * accepted one is not the seller's data: only whether SnapList or the seller decided.
   */
  offers: Array<{
    id: string;
    listingId: string;
    marketplace: string;
    amount: string;
    note: string | null;
    /** The lowest price the seller had set when the offer came in. */
    yourLowestPriceThen: string | null;
    status: string;
    counterAmount: string | null;
    decidedBy: "admin" | "seller" | null;
    createdAt: string;
    decidedAt: string | null;
  }>;
  /** Buyers' questions about the seller's listings, with the seller's answers. */
  buyerQuestions: Array<{
    id: string;
    listingId: string;
    marketplace: string;
    /** A common question's code ("available", "last_price", "viewing"), or null for the buyer's own words. */
    common: string | null;
    text: string | null;
    askedAt: string;
    reply: string | null;
    answerAmount: string | null;
    answerText: string | null;
    answeredAt: string | null;
  }>;
  /** Every photo file in the ZIP (uploads that no listing uses any more too). */
  photoFiles: string[];
}
