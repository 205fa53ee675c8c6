import { suggestionParamSchema } from "../../../../contract/after-live.ts";
import { errorSchema } from "../../../../contract/common.ts";
import { listingSchema } from "../../../../contract/listings.ts";
import type { App } from "../../../app-types.ts";
import { currentUser, requireUser } from "../../../lib/guards.ts";
import { decideSuggestion } from "./service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/** The seller's side of price suggestions (issue 30 item 3): accept or decline. */
export default async function priceSuggestionRoutes(app: App) {
  for (const [path, decision, summary] of [
    ["accept", "accepted", "Accept a suggested price: one tap sets it, and the live ads get update tasks"],
    ["decline", "declined", "Decline a suggested price: not asked again for PRICE_SUGGESTION_DAYS days"],
  ] as const) {
    app.post(
      `/api/listings/:id/price-suggestions/:suggestionId/${path}`,
      {
        preHandler: requireUser,
        schema: {
          tags: ["listings"],
          summary,
          params: suggestionParamSchema,
          response: { 200: listingSchema, ...errors },
        },
      },
      async (request) =>
        decideSuggestion(app, currentUser(request).id, request.params.id, request.params.suggestionId, decision),
    );
  }
}
