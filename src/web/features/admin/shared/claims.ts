import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Marketplace } from "../../../../contract/enums.ts";
import { type Claim, claimedByText, minutesLeft } from "../../../../contract/posting-desk.ts";
import { useAuth } from "../../auth/useAuth.ts";

export const postingClaimsKey = ["/api/admin/postings/claims"] as const;

/** How often the lists look for other admins' claims (a claim lasts 15 minutes; a stale half-minute is fine). */
export const CLAIMS_POLL_MS = 30_000;

/**
 * Every live claim (issue 29 item 1), for "Asha is posting this (12 min left)" on the listing cards. One query for
 * the whole page (the cards share its cache), polled and fetched again when the admin comes back to the tab.
 */
export function usePostingClaims() {
  const { user } = useAuth();
  return useQuery<Claim[]>({
    queryKey: postingClaimsKey,
    enabled: Boolean(user?.isAdmin),
    staleTime: CLAIMS_POLL_MS / 2,
    refetchInterval: CLAIMS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** The live claim on one marketplace of one listing, if any. */
export function claimOf(claims: readonly Claim[] | undefined, listingId: string, marketplace: Marketplace) {
  return claims?.find((c) => c.listingId === listingId && c.marketplace === marketplace);
}

/** Another admin's live claim on this posting (the caller's own claims do not stop them). */
export function useOthersClaim(listingId: string, marketplace: Marketplace): Claim | undefined {
  // Reading dataUpdatedAt re-renders the card on every poll, so "N min left" counts down with it.
  const { data, dataUpdatedAt } = usePostingClaims();
  const claim = claimOf(data, listingId, marketplace);
  if (!claim || claim.mine || new Date(claim.expiresAt).getTime() <= Math.max(dataUpdatedAt, Date.now()))
    return undefined;
  return claim;
}

/** "Asha is posting this (12 min left)" for a claim at `now`. */
export const claimText = (claim: Claim, now: Date = new Date()) =>
  claimedByText(claim.adminName, minutesLeft(claim.expiresAt, now));

/** The time, refreshed every `everyMs` while mounted (for "N min left" countdowns). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
