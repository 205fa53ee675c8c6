/**
 * WHO MAY CALL WHAT: the authorization table the matrix test (`matrix.test.ts`) checks every route against.
 *
 * One line per route and method, keyed exactly as the OpenAPI document names it ("METHOD /path", path parameters
 * in braces): `"GET /api/listings/{id}": OWNER,`. A route in the document without a line here fails the test,
 * and so does a line whose route no longer exists. Adding a route = adding one line with one of the presets:
 *
 *   PUBLIC     anyone, signed in or not.
 *   SIGNED_IN  any signed-in user, seller or admin; a visitor gets 401. No one else's data in the answer.
 *   OWNER      a seller's own resource, named in the path or the body (ids of seller A's listing, message,
 *              creation log...): visitor 401; seller A allowed; seller B and an admin get 404 or 403 and leave
 *              A's rows unchanged (admins act on sellers' data through /api/admin routes only).
 *   ADMIN      admins only: visitor 401, any seller 403.
 *   CREDENTIALS  anyone may call it, but what it answers depends on the credentials in the body, not on who is
 *              signed in (log-in forms): only "never 5xx, never leaks" is checked.
 *
 * "Allowed" means the answer is not 401 or 403 (and for OWNER not 404): the call may still be refused for its
 * content (400, 409), which is not an authorization question. Every non-admin answer is also checked not to carry
 * seller A's private data (listing id and title, message id, email) unless seller A made the call.
 * A route whose rules fit no preset can spell the four roles out: { visitor, seller, otherSeller, admin } with
 * "allow" | "deny401" | "deny403" | "hidden" | "any".
 */
export type Expectation = "allow" | "deny401" | "deny403" | "hidden" | "any";
export interface Access {
  visitor: Expectation;
  seller: Expectation;
  otherSeller: Expectation;
  admin: Expectation;
}

export const PUBLIC: Access = { visitor: "allow", seller: "allow", otherSeller: "allow", admin: "allow" };
export const SIGNED_IN: Access = { visitor: "deny401", seller: "allow", otherSeller: "allow", admin: "allow" };
export const OWNER: Access = { visitor: "deny401", seller: "allow", otherSeller: "hidden", admin: "hidden" };
export const ADMIN: Access = { visitor: "deny401", seller: "deny403", otherSeller: "deny403", admin: "allow" };
/** The posting assistant's routes: a bearer token only, so every cookie, even an admin's, gets 401. */
export const ASSISTANT_TOKEN: Access = {
  visitor: "deny401",
  seller: "deny401",
  otherSeller: "deny401",
  admin: "deny401",
};
export const CREDENTIALS: Access = { visitor: "any", seller: "any", otherSeller: "any", admin: "any" };

export const ROUTE_TABLE: Record<string, Access> = {
  "GET /api/health": PUBLIC,
  "GET /api/ready": PUBLIC,

  "GET /api/auth/config": PUBLIC,
  "GET /api/auth/user": SIGNED_IN,
  "PUT /api/auth/user/language": SIGNED_IN,
  "POST /api/auth/register": PUBLIC,
  "POST /api/auth/login": CREDENTIALS,
  "POST /api/auth/admin/login": CREDENTIALS,
  "POST /api/auth/admin/login/code": CREDENTIALS,
  "GET /api/auth/two-factor": ADMIN,
  "POST /api/auth/two-factor/setup": ADMIN,
  "POST /api/auth/two-factor/confirm": ADMIN,
  "GET /api/auth/logout": PUBLIC,
  "POST /api/auth/logout": PUBLIC,
  "GET /api/auth/google": PUBLIC,
  "GET /api/auth/google/callback": PUBLIC,

  "POST /api/upload": SIGNED_IN,
  "DELETE /api/upload": SIGNED_IN,
  "POST /api/classify-image": SIGNED_IN,
  "POST /api/classify-photos": SIGNED_IN,
  "POST /api/generate-copy": SIGNED_IN,
  "POST /api/identify-answer": OWNER,
  "GET /api/item-suggestions": SIGNED_IN,
  "POST /api/smart-pricing": SIGNED_IN,
  "POST /api/enhance/upscale": SIGNED_IN,
  "POST /api/enhance/blur-background": SIGNED_IN,
  "POST /api/enhance/combo": SIGNED_IN,
  "POST /api/currency/convert": SIGNED_IN,
  "POST /api/currency/convert-pricing": SIGNED_IN,

  "GET /api/listings": SIGNED_IN,
  "POST /api/listings": SIGNED_IN,
  "POST /api/listings/retry": OWNER,
  "GET /api/listings/{id}": OWNER,
  "PATCH /api/listings/{id}": OWNER,
  "DELETE /api/listings/{id}": OWNER,
  // A listing's life (issue 46, docs/decisions/170): the owner's post, withdraw and put back on sale.
  "POST /api/listings/{id}/post": OWNER,
  "POST /api/listings/{id}/withdraw": OWNER,
  "POST /api/listings/{id}/relist": OWNER,
  "GET /api/stats": SIGNED_IN,
  "GET /api/performance": SIGNED_IN,
  "GET /api/performance/listings": SIGNED_IN,
  "GET /api/performance/listings/{id}": OWNER,
  "PUT /api/admin/listings/{listingId}/status": ADMIN,

  "GET /api/messages": SIGNED_IN,
  "POST /api/messages": OWNER,
  "GET /api/messages/unread-count": SIGNED_IN,
  "GET /api/messages/{id}": OWNER,
  "PATCH /api/messages/{id}/read": OWNER,
  "POST /api/admin/messages": ADMIN,
  // Web Push (issue 32). Deleting a device: the matrix's world has no subscription, so seller A's own call is a
  // 404 too ("any"); tests/api/push/subscriptions.test.ts checks own (204) against another user's (404).
  "GET /api/push/public-key": PUBLIC,
  "GET /api/push/subscriptions": SIGNED_IN,
  "POST /api/push/subscriptions": SIGNED_IN,
  "DELETE /api/push/subscriptions/{id}": { visitor: "deny401", seller: "any", otherSeller: "hidden", admin: "hidden" },
  "GET /api/push/preferences": SIGNED_IN,
  "PUT /api/push/preferences": SIGNED_IN,
  "GET /api/admin/users": ADMIN,
  "GET /api/admin/listings": ADMIN,
  "POST /api/admin/marketplace-postings/{listingId}/{marketplace}/{status}": ADMIN,
  "GET /api/admin/listings/{listingId}/photos.zip": ADMIN,
  "GET /api/admin/extension.zip": ADMIN,
  "POST /api/admin/posting-session/next": ADMIN,
  "POST /api/admin/postings/{listingId}/{marketplace}/claim": ADMIN,
  "DELETE /api/admin/postings/{listingId}/{marketplace}/claim": ADMIN,
  "GET /api/admin/postings/claims": ADMIN,
  "GET /api/admin/extension-tokens": ADMIN,
  "POST /api/admin/extension-tokens": ADMIN,
  "DELETE /api/admin/extension-tokens/{id}": ADMIN,
  "GET /api/extension/me": ASSISTANT_TOKEN,
  "GET /api/extension/postings/{listingId}/{marketplace}": ASSISTANT_TOKEN,
  "GET /api/extension/postings/{listingId}/{marketplace}/photos/{n}": ASSISTANT_TOKEN,
  "POST /api/extension/postings/{listingId}/{marketplace}/renew": ASSISTANT_TOKEN,
  "POST /api/extension/postings/{listingId}/{marketplace}/posted": ASSISTANT_TOKEN,
  "POST /api/extension/postings/{listingId}/{marketplace}/failed": ASSISTANT_TOKEN,
  "GET /api/extension/update-tasks/{id}": ASSISTANT_TOKEN,
  "GET /api/extension/update-tasks/{id}/photos/{n}": ASSISTANT_TOKEN,
  "POST /api/extension/update-tasks/{id}/done": ASSISTANT_TOKEN,
  // Buyers' offers and questions from the assistant's panel (issue 49 item 4).
  "POST /api/extension/buyer-ads/find": ASSISTANT_TOKEN,
  "GET /api/extension/buyer-ads/{listingId}/{marketplace}": ASSISTANT_TOKEN,
  "POST /api/extension/buyer-ads/{listingId}/offers": ASSISTANT_TOKEN,
  "POST /api/extension/buyer-ads/{listingId}/questions": ASSISTANT_TOKEN,
  "POST /api/extension/questions/{id}/relayed": ASSISTANT_TOKEN,
  "POST /api/extension/offers/{offerId}/relayed": ASSISTANT_TOKEN,
  "GET /api/extension/postings/{listingId}/{marketplace}/ad": ASSISTANT_TOKEN,
  "POST /api/extension/postings/{listingId}/{marketplace}/renewed": ASSISTANT_TOKEN,
  "GET /api/extension/delist-tasks/{taskId}": ASSISTANT_TOKEN,
  "POST /api/extension/delist-tasks/{taskId}/done": ASSISTANT_TOKEN,
  "GET /api/extension/field-maps/{marketplace}": ASSISTANT_TOKEN,
  "POST /api/extension/field-maps/{marketplace}/teach": ASSISTANT_TOKEN,
  "POST /api/extension/reports": ASSISTANT_TOKEN,
  "GET /api/admin/field-maps": ADMIN,
  "GET /api/admin/field-maps/{marketplace}/{version}": ADMIN,
  "POST /api/admin/field-maps/{marketplace}/{version}/revert": ADMIN,
  "PUT /api/admin/field-maps/{marketplace}": ADMIN,
  "GET /api/admin/assistant-health": ADMIN,
  "GET /api/admin/postings/bad-addresses": ADMIN,
  "GET /api/admin/postings/shared-addresses": ADMIN,
  "GET /api/admin/delist-tasks": ADMIN,
  "POST /api/admin/delist-tasks/{taskId}/done": ADMIN,
  "GET /api/admin/summary": ADMIN,
  "GET /api/admin/creation-logs": ADMIN,
  "GET /api/admin/creation-logs/{id}/image": ADMIN,

  "GET /api/user/sales": SIGNED_IN,
  "GET /api/user/sales/statement": SIGNED_IN,
  "GET /api/user/payout-info": SIGNED_IN,
  "PUT /api/user/payout-info": SIGNED_IN,
  "GET /api/admin/sales": ADMIN,
  "POST /api/admin/sales": ADMIN,
  "GET /api/admin/pending-payouts": ADMIN,
  "PUT /api/admin/sales/{saleId}/payout": ADMIN,
  "DELETE /api/admin/sales/{saleId}/undo": ADMIN,
  "PUT /api/admin/sales/{saleId}/delist-tasks/{taskId}": ADMIN,
  "GET /api/admin/delist-tasks/count": ADMIN,

  // Issue 30: after it goes live.
  "GET /api/admin/update-tasks": ADMIN,
  "POST /api/admin/update-tasks/{id}/done": ADMIN,
  "GET /api/admin/renewals": ADMIN,
  "POST /api/admin/postings/{listingId}/{marketplace}/renewed": ADMIN,
  "POST /api/admin/postings/{listingId}/{marketplace}/repost": ADMIN,
  // The world has no suggestion, so even its owner gets 404 for the id it names; everyone else must too.
  "POST /api/listings/{id}/price-suggestions/{suggestionId}/accept": {
    visitor: "deny401",
    seller: "any",
    otherSeller: "hidden",
    admin: "hidden",
  },
  "POST /api/listings/{id}/price-suggestions/{suggestionId}/decline": {
    visitor: "deny401",
    seller: "any",
    otherSeller: "hidden",
    admin: "hidden",
  },
  "GET /api/admin/sales/export": ADMIN,
  // Buyers' offers (issue 42): recorded and accepted by admins; the world has no offer, so its seller gets 404 too.
  "POST /api/admin/listings/{listingId}/offers": ADMIN,
  "GET /api/admin/listings/{listingId}/offers": ADMIN,
  "POST /api/admin/offers/{offerId}/accept": ADMIN,
  "POST /api/admin/offers/{offerId}/relayed": ADMIN,
  "POST /api/offers/{offerId}/answer": { visitor: "deny401", seller: "any", otherSeller: "hidden", admin: "hidden" },
  "POST /api/admin/listings/{listingId}/questions": ADMIN,
  "GET /api/admin/questions": ADMIN,
  "POST /api/admin/questions/{id}/relayed": ADMIN,
  "GET /api/questions": SIGNED_IN,
  "POST /api/questions/{id}/answer": { visitor: "deny401", seller: "any", otherSeller: "hidden", admin: "hidden" },

  "GET /api/referrals/stats": SIGNED_IN,
  "POST /api/referrals/generate": SIGNED_IN,
  "POST /api/referrals/link": SIGNED_IN,
  "GET /api/referrals/popup": SIGNED_IN,
  "POST /api/referrals/popup/seen": SIGNED_IN,
  "GET /api/admin/referrals": ADMIN,

  // The seller's own data (issue 24 item 4, decision 129). Deleting is confirmed with the password the baseline
  // sends (TEST_PASSWORD), so each seller really deletes their own account; admin accounts cannot be deleted.
  "GET /api/account/export": SIGNED_IN,
  "GET /api/account/deletion": SIGNED_IN,
  "POST /api/account/delete": { visitor: "deny401", seller: "allow", otherSeller: "allow", admin: "deny403" },
  "GET /api/admin/users/{userId}/export": ADMIN,
  "GET /api/admin/users/{userId}/deletion": ADMIN,
  "POST /api/admin/users/{userId}/delete": ADMIN,
  "GET /api/admin/community-metrics": ADMIN,
  "GET /api/admin/analytics": ADMIN,
  "GET /api/admin/analytics/export": ADMIN,

  // The audit trail is read-only: there is no PUT, PATCH or DELETE of an entry (issue 23, decision 125).
  "GET /api/admin/activity": ADMIN,
  "GET /api/admin/activity.csv": ADMIN,
  "GET /api/listings/{id}/history": OWNER,

  // The team of admins (issue 29 item 7, decision 134). An invite link works for whoever holds it.
  "GET /api/admin/team": ADMIN,
  "POST /api/admin/team/invites": ADMIN,
  "DELETE /api/admin/team/invites/{id}": ADMIN,
  "POST /api/admin/team/{userId}/deactivate": ADMIN,
  "POST /api/admin/team/{userId}/reactivate": ADMIN,
  "GET /api/admin-invites/{token}": CREDENTIALS,
  "POST /api/admin-invites/{token}/accept": CREDENTIALS,
  // Issue 41: roles (which role may call each admin route is tests/api/roles/route-permissions.test.ts's business;
  // here the admin is an owner) and Today's queue.
  "PUT /api/admin/team/{userId}/role": ADMIN,
  "GET /api/admin/sales/{saleId}": ADMIN,
  "GET /api/admin/sellers/{sellerId}/messages": ADMIN,
  "POST /api/admin/sellers/{sellerId}/replies/handled": ADMIN,
  "GET /api/admin/queue": ADMIN,
  "GET /api/admin/queue/counts": ADMIN,
  "GET /api/admin/queue/targets": ADMIN,
  "PUT /api/admin/queue/targets": ADMIN,
  ...Object.fromEntries(
    ["delist", "reply", "payout", "update", "renewal", "posting", "buyer", "offer"].flatMap((kind) => [
      [`POST /api/admin/queue/${kind}/{id}/claim`, ADMIN],
      [`DELETE /api/admin/queue/${kind}/{id}/claim`, ADMIN],
    ]),
  ),
};
