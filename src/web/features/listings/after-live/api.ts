import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ListingDto } from "../../../../contract/listings.ts";
import { apiJson } from "../../../lib/api.ts";
import { listingKey, listingsKey, statsKey } from "../api.ts";

export type SuggestionDecision = "accept" | "decline";

export interface DecideInput {
  listingId: string;
  suggestionId: string;
  decision: SuggestionDecision;
}

export const decisionUrl = ({ listingId, suggestionId, decision }: DecideInput) =>
  `/api/listings/${encodeURIComponent(listingId)}/price-suggestions/${encodeURIComponent(suggestionId)}/${decision}`;

/**
 * Accept (one tap: the new price, and the update tasks of live ads) or Decline a price suggestion. The answer is the
 * listing as it now is: it replaces the cached copy at once, so the card goes and "Updating on OLX" appears without
 * waiting for the refetch; a 409 (sold, price changed meanwhile, already decided) refreshes the list too.
 */
export function useDecideSuggestion(outcome: {
  onSuccess?: (listing: ListingDto, input: DecideInput) => void;
  onError?: (err: unknown, input: DecideInput) => void;
}) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listingsKey }),
      queryClient.invalidateQueries({ queryKey: statsKey }),
    ]);
  return useMutation({
    mutationFn: (input: DecideInput) => apiJson<ListingDto>("POST", decisionUrl(input)),
    // The outcome goes on the mutation, not on `mutate`: the card that tapped is gone by the time it answers.
    onSuccess: (listing, input) => {
      outcome.onSuccess?.(listing, input);
      queryClient.setQueryData<ListingDto[]>(listingsKey, (list) =>
        list?.map((l) => (l.id === listing.id ? listing : l)),
      );
      queryClient.setQueryData(listingKey(listing.id), listing);
      return refresh();
    },
    onError: (err, input) => {
      outcome.onError?.(err, input);
      return refresh();
    },
  });
}
