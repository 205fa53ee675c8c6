import { MAX_IMAGES_PER_LISTING, MESSAGE_MIN_LENGTH, MIN_PASSWORD_LENGTH } from "./limits.ts";

/**
 * The sentences of the contract (the server's answers and the forms' checks), without the zod schemas that use
 * them: the client's message codes (message-codes.ts) and its screens import these, and so do not load zod
 * (docs/decisions/137). Each schema module re-exports its own catalogue, so server code imports them unchanged.
 */

// account.ts
/** Where the browser goes once the account is deleted: the landing page, which says so. */
export const ACCOUNT_DELETED_LANDING = "/?account=deleted";
/** A Google sign-in this recent, recorded on the session, confirms a deletion for an account with no password. */
export const GOOGLE_CONFIRM_MINUTES = 10;

// account.ts
export const ACCOUNT_MESSAGES = {
  passwordRequired: "Enter your password to confirm.",
  wrongPassword: "That password is not right. Please try again.",
  googleRequired: `Sign in with Google again to confirm. It counts for ${GOOGLE_CONFIRM_MINUTES} minutes.`,
  googleUnavailable:
    "Google sign-in is not available on this server, so we cannot confirm it is you. Please message the SnapList team to delete your account.",
  adminNotDeletable: "Admin accounts cannot be deleted here. Remove the admin role first.",
  adminNotExportable: "This is an admin account: its owner downloads it from their own account menu.",
  alreadyDeleted: "This account has already been deleted.",
  userNotFound: "User not found",
  emailMismatch: "Type the seller's email address exactly to confirm.",
  crossSiteDownload: "Downloads must be started from SnapList itself.",
  unpaidNotAcknowledged: (count: number, amount: string) =>
    `${count === 1 ? "A payout" : `${count} payouts`} of ₹${amount} ${count === 1 ? "is" : "are"} still pending. ` +
    "Confirm that you understand it cannot be paid once your payout details are deleted.",
} as const;

// auth.ts
/** Texts of spec section 5, shared by the React forms and the server so both say the same thing. */
export const AUTH_MESSAGES = {
  invalidEmail: "Please enter a valid email address",
  shortPassword: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  passwordMismatch: "Passwords don't match",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
} as const;

// listings.ts
/** Texts of spec sections 5 and 8 that the server sends and the forms show. */
export const LISTING_MESSAGES = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  priceRequired: "Price is required",
  priceInvalid: "Price must be a number greater than 0",
  priceTooPrecise: "Price can have at most two decimals",
  priceTooLarge: "Price is too large",
  categoryInvalid: "Please choose a category from the list",
  conditionInvalid: "Please choose a condition from the list",
  statusInvalid: "Status must be draft or active",
  platformInvalid: "Platform must be olx, quikr or facebook",
  postingStatusInvalid: "Status must be pending, pending_human, posted or failed",
  tooManyPhotos: `A listing can have at most ${MAX_IMAGES_PER_LISTING} photos`,
  photoUrlInvalid: "Photo URL is not valid",
  urlRequired: "URL Required: Please provide a posting URL to mark as posted",
  onlyFailedRetry: "Only a failed posting can be retried",
  listingNotFound: "Listing not found",
  soldCannotChange: "This listing has been sold and can no longer be changed",
  soldStaysOffQueue: "This item is sold: undo the sale to put it back in the posting queue",
} as const;

// listings.ts
export const TITLE_MAX = 200;

// messages.ts
/** Bounds the spec leaves open (docs/decisions/041-message-limits.md). */
export const MAX_SUBJECT_LENGTH = 200;

// messages.ts
/** Texts of spec sections 5 and 8 that the server and the forms both show. */
export const MESSAGE_TEXTS = {
  selectUser: "Please select a user",
  subjectRequired: "Subject is required",
  messageTooShort: `Message must be at least ${MESSAGE_MIN_LENGTH} characters`,
  replyRequired: "Reply message is required",
  originalNotFound: "Original message not found",
  messageNotFound: "Message not found",
  recipientNotFound: "User not found",
  listingNotFound: "Listing not found",
  listingNotRecipients: "That listing does not belong to the selected user",
  noOneToReplyTo: "This message cannot be replied to",
} as const;

// messages.ts
/** The reply form of the spec's client, `{toUserId, subject, message, messageType, listingId}` (docs/decisions/093). */
export const REPLY_TO_USER_TEXTS = {
  notACorrespondent: "You can only reply to someone who has written to you",
  listingNotInConversation: "That listing is not part of your conversation",
  subjectTooLong: `Subject must be at most ${MAX_SUBJECT_LENGTH} characters`,
} as const;

// referrals.ts
export const REFERRAL_MESSAGES = {
  required: "Please enter a referral code to continue.",
  notFound: "Referral code not found. Please check the code and try again.",
  ownCode: "You cannot use your own referral code.",
  cycle: "This code belongs to someone you referred, so it cannot be your referrer.",
  alreadyLinked: "Your account is already linked to a referrer.",
  invalid: "Referral codes contain only letters and numbers.",
} as const;

// sales.ts
/** Texts of spec sections 5 and 8 for sales, payouts and payout info, sent by the server and shown by the forms. */
export const SALE_MESSAGES = {
  listingIdRequired: "Listing ID is required",
  saleAmountRequired: "Sale amount is required",
  saleAmountInvalid: "Sale amount must be a number greater than 0",
  saleAmountTooLarge: "Sale amount is too large",
  payoutAmountInvalid: "Payout amount must be a number greater than 0",
  payoutAmountTooLarge: "Payout amount is too large",
  payoutAboveSale: "Payout amount cannot be more than the sale amount",
  marketplaceInvalid: "Marketplace must be olx, quikr, facebook or other",
  payoutMethodRequired: "Please select a payout method",
  payoutAmountRequired: "Payout amount is required",
  referenceInvalid: "The transaction reference can only hold letters, digits and hyphens (up to 40)",
  listingNotFound: "Listing not found",
  saleNotFound: "Sale not found",
  alreadySold: "This listing has already been sold",
  notSellable: "Only an active listing can be marked as sold; this one is a draft",
  alreadyPaid: "This sale has already been paid out",
  undoAfterPayout: "This sale has been paid out and can no longer be undone",
  noUpiId: "The seller has not provided a UPI ID",
  noPaypalEmail: "The seller has not provided a PayPal email",
  taskNotFound: "Delist task not found",
  payoutInfoRequired: "Please provide either UPI ID or PayPal email",
  paypalInvalid: "Please enter a valid PayPal email address",
  upiInvalid: "Please enter a valid UPI ID, like name@bank",
  dateInvalid: "Dates must look like YYYY-MM-DD",
  rangeInvalid: "The start date must not be after the end date",
  sellerDeleted:
    "The seller deleted their account: this sale is kept for the accounts only, and can no longer be paid out or undone",
} as const;

// text.ts
/**
 * The one rule for text that comes from clients (docs/engineering.md, input hygiene):
 * - NUL characters and lone UTF-16 surrogates are refused (PostgreSQL cannot store the first, and the second
 *   is not text at all), with a 400 that names the field's own message;
 * - "required" and minimum lengths count visible characters: invisible format and control characters
 *   (zero-width spaces and joiners, U+2060-U+2064, U+FEFF, soft hyphen, bidi controls, Hangul fillers) never count,
 *   nor does whitespace at either end; spaces between words count, as a person counting the text would
 *   (docs/decisions/095-visible-characters.md).
 * Every schema that takes free text builds on `cleanText` / `requiredText` / `optionalText` below.
 */
export const TEXT_MESSAGES = {
  invalidCharacters: "Text contains characters that are not allowed",
  invisibleRun: "Text holds a run of invisible characters: type it again, or paste it as plain text",
} as const;

// two-factor.ts
/** Two-factor sign-in for admins (issue 23 item 5, docs/decisions/124). */

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the code from your authenticator app",
  wrongCode: "That code is not right. Check your authenticator app, or use a recovery code.",
  pendingExpired: "Your sign-in took too long. Please enter your email and password again.",
  setupRequired: "Two-factor sign-in is required for admins. Please set it up first.",
  alreadyOn: "Two-factor sign-in is already on for this account.",
  notStarted: "Start the set-up again: no new secret is waiting to be confirmed.",
} as const;

// uploads.ts
/** Messages the upload checks answer with (400, 413, 415, 422). */
export const UPLOAD_ERRORS = {
  missing: "Please choose an image to upload.",
  malformed: "The upload could not be read: the form data is incomplete or malformed. Please try again.",
  notImage: "That file is not a supported image. Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.",
  tooLarge: (mb: number) => `That image is too large. The limit is ${mb} MB.`,
  tooManyPixels: "That image has too many pixels to process. Please upload a smaller photo.",
  damaged: "That image is damaged or incomplete. Please try another photo.",
  tooMany: (n: number) => `Please select up to ${n} images only.`,
  storageFull: (mb: number) =>
    `Your photo storage is full (${mb} MB). Delete listings you no longer need, then upload again.`,
  notYours: "Photos must be ones you uploaded to SnapList. Please upload the photo again.",
  repeated: "Each photo can be used only once in a listing.",
} as const;

// after-live.ts
export const SUGGESTION_MESSAGES = {
  suggestionNotFound: "Price suggestion not found",
  alreadyDecided: "This price suggestion was already answered",
  listingSold: "This listing has sold, so its price can no longer be changed",
  priceChanged: "The price was changed since this suggestion was made: it no longer applies",
} as const;

// seller-terms.ts
/** The seller's lowest price and viewing times (issue 41's sibling, "the sale, faster": docs/decisions/165). */
export const TERMS_MESSAGES = {
  floorInvalid: "Lowest price must be a number greater than 0",
  floorTooPrecise: "Lowest price can have at most two decimals",
  floorTooLarge: "Lowest price is too large",
  floorAbovePrice: "Your lowest price cannot be above the asking price",
  priceBelowFloor: "The new price is below your lowest price: lower your lowest price too",
  dayInvalid: "Pick days from Monday to Sunday",
  timeInvalid: "Times must look like 10:00 or 18:30",
  windowOrder: "Each time window must end after it starts",
  windowsOverlap: "Time windows must not overlap",
  tooManyWindows: "Add at most 4 time windows",
  windowsNeedDays: "Pick the days these times are for",
  areaTooLong: "Pickup area must be at most 120 characters",
  availabilityInvalid: "Viewing times must have days, times and an area",
} as const;

// buyers.ts
/** What a seller can be refused when answering a buyer's question or offer (docs/decisions/166). */
export const BUYER_MESSAGES = {
  questionNotFound: "Question not found",
  alreadyAnswered: "This question was already answered",
  listingClosed: "This item is sold or withdrawn: the team will tell the buyer",
  amountRequired: "Enter an amount",
  amountInvalid: "The amount must be a number greater than 0",
  amountAbovePrice: "Your lowest cannot be above the asking price",
  counterNotAboveOffer: "That is not more than the offer: accept the offer instead",
  replyNotForQuestion: "That reply does not fit this question",
  noAvailability: "Add when buyers can see it on your listing first",
  textRequired: "Write your answer",
  textTooLong: "Your answer must be at most 1000 characters",
  otherOfferAccepted: "Another offer was already accepted for this item",
} as const;
