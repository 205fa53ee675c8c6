/**
 * Sentences the server says that live in server code rather than in a form's catalogue (sign-in, limits, generic
 * failures), listed here so that each has a stable code the client can show in the seller's language
 * (src/contract/message-codes.ts, docs/decisions/131). The server keeps sending these English texts as `message`;
 * tests/unit/message-codes.test.ts checks that the server's own constants are still listed here.
 */
export const SERVER_TEXTS = {
  generic5xx: "Something went wrong on our side. Please try again.",
  invalidRequest: "Invalid request",
  notFound: "Not found",
  loginRequired: "Please log in to continue.",
  notSignedIn: "Not signed in",
  notAllowed: "You do not have permission to do that.",
  adminRequired: "Admin access required",
  crossSite: "Cross-site request refused",
  invalidCredentials: "Invalid email or password",
  notAnAdmin: "This account does not have admin access.",
  emailTaken: "An account with this email already exists. Please log in instead.",
  accountNotCreated: "Could not create the account",
  tooManyAttempts: "Too many attempts for this email. Please wait 15 minutes and try again.",
  tooManyNewPlaces:
    "Too many sign-in attempts for this email from new places. Please wait 15 minutes, or sign in from a device you have used before.",
  tooManyFromNetwork: "Too many attempts from your network. Please wait a few minutes and try again.",
  engineBusy: "Our photo engine is busy with other sellers' photos. Please try again in a few seconds.",
  userNotFound: "User not found",
  referralCodeNotGenerated: "Could not generate a referral code. Please try again.",
  creationLogNotFound: "Creation log not found",
  otherSellersGeneration: "That generation belongs to another seller.",
  unsupportedContentType: "Unsupported content type",
  requestTooLarge: "The request is too large",
  emptyBody: "The request body is empty",
  invalidJson: "The request body is not valid JSON",
  fileTooLarge: "The file is too large",
  tooManyFiles: "Too many files",
  tooManyFields: "Too many form fields",
  expectedMultipart: "Expected a multipart form upload",
  invalidCursor: "Invalid cursor",
} as const;

/** What the Google sign-in sends back to the landing page as auth_error and suggestion ('Sign-in blocked'). */
export const SIGN_IN_TEXTS = {
  googleUnavailableHere: "Google sign-in is not available on this server.",
  useEmailInstead: "Please sign up or log in with your email instead.",
  useEmail: "Please use email instead.",
  googleDown: "Google sign-in is unavailable right now.",
  tryLater: "Please try again later, or use email instead.",
  googleCancelled: "Google sign-in was cancelled or refused.",
  tryAgainOrEmail: "Try again, or continue with email instead.",
  googleTooLong: "Your Google sign-in took too long or was started in another browser.",
  tryAgainHere: "Please try again from this page.",
  googleFailed: "Google sign-in failed.",
  pleaseTryAgainOrEmail: "Please try again, or continue with email instead.",
  noVerifiedEmail: "Your Google account has no verified email address.",
  verifyEmail: "Verify your email with Google, or sign up with email instead.",
} as const;
