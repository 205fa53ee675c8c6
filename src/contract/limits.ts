/** Business constants of spec section 9. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_IMAGES_PER_LISTING = 5;
export const ENHANCE_TARGET = 2048;
/** Stored photos' long side; the browser shrinks camera photos to it before sending (issue 22). */
export const PHOTO_MAX_SIDE = 2048;
/** JPEG quality of a photo the browser shrank. */
export const PHOTO_SHRINK_QUALITY = 0.8;
export const MAX_TITLE_LENGTH = 70;
export const MAX_ALTERNATIVE_TITLES = 8;
export const REGENERATE_DEBOUNCE_MS = 500;
export const UNREAD_POLL_MS = 30_000;
export const LOGOUT_REDIRECT_MS = 500;
export const TOAST_DURATION_MS = 5_000;
export const PROGRESS_CLEAR_MS = 1_000;
export const MESSAGE_MIN_LENGTH = 10;
export const REFERRAL_POPUP_WINDOW_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_CONFIDENCE_LABEL = "amber";
export const DEFAULT_CONFIDENCE_SCORE = 0.7;
/**
 * Identification at or above this confidence is "sure": the review step asks no question. Calibrated on the fixture
 * photos and hand-made cases (bench `accuracy`, docs/decisions/110): sure answers were right, wrong ones fell below.
 */
export const SURE_CONFIDENCE = 0.6;

/** The longest message or reply, in characters (messages.ts's schemas check it; the forms cap their fields). */
export const MAX_MESSAGE_LENGTH = 5000;
/** Live days after which a listing gets a better price suggested, unless the server says otherwise (issue 30). */
export const PRICE_SUGGESTION_DAYS_DEFAULT = 14;
