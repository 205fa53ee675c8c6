import { useCallback, useEffect, useRef, useState } from "react";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "../../../../contract/enums.ts";
import { CLAIM_RENEW_MS, POSTING_DESK_MESSAGES, type PostingRef } from "../../../../contract/posting-desk.ts";
import { errorText } from "../../../lib/api.ts";
import {
  type ClaimedPosting,
  claimNext,
  claimNextMatching,
  claimPosting,
  isConflict,
  postingKey,
  releaseOnLeave,
  releasePosting,
} from "./api.ts";

/**
 * Where a session is: looking for the next posting, holding one, done with it (posted or failed), lost it to
 * someone else or to expiry, at the end of the queue, or stopped by an error.
 */
export type SessionPhase = "loading" | "claimed" | "posted" | "failed" | "lost" | "empty" | "error";

export interface SessionScope {
  marketplace?: Marketplace;
  /** Only listings matching this search (their title, brand or seller). */
  q?: string;
}

/** The server takes at most this many skipped postings: a longer session forgets its oldest skips. */
const SKIP_MAX = 500;

/**
 * One posting session (issue 29 item 1): claims the next waiting posting, renews the claim every CLAIM_RENEW_MS
 * while the page is visible, releases it on Skip and when the admin leaves (best effort: the claim expires
 * anyway), and notices when the claim is lost.
 */
export function usePostingSession(scope: SessionScope, announce: (text: string) => void) {
  const [phase, setPhase] = useState<SessionPhase>("loading");
  const [current, setCurrent] = useState<ClaimedPosting | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const skipped = useRef<string[]>([]);
  // What the page holds now, for the unmount and pagehide release (state is stale in those callbacks).
  const held = useRef<PostingRef | null>(null);
  const busy = useRef(false);

  const loadNext = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase("loading");
    setProblem(null);
    try {
      const skip = skipped.current.slice(-SKIP_MAX);
      const next = scope.q
        ? await claimNextMatching({ q: scope.q, marketplace: scope.marketplace, skip, order: MARKETPLACES })
        : await claimNext({ marketplace: scope.marketplace, skip });
      setCurrent(next);
      if (next) {
        held.current = next.claim;
        setPhase("claimed");
        announce(`Now posting ${next.listing.title} on ${MARKETPLACE_LABELS[next.claim.marketplace]}`);
      } else {
        held.current = null;
        setPhase("empty");
        announce(POSTING_DESK_MESSAGES.nothingWaiting);
      }
    } catch (err) {
      held.current = null;
      setPhase("error");
      const text = errorText(err, "Could not load the next posting");
      setProblem(text);
      announce(text);
    } finally {
      busy.current = false;
    }
  }, [scope.q, scope.marketplace, announce]);

  const lose = useCallback(
    (err: unknown) => {
      held.current = null;
      setPhase("lost");
      const text = errorText(err, POSTING_DESK_MESSAGES.notClaimed);
      setProblem(text);
      announce(`Claim lost: ${text}`);
    },
    [announce],
  );

  /** Skip: release the claim, remember not to offer it again in this session, and go on. */
  const skip = useCallback(async () => {
    if (busy.current) return;
    if (current) skipped.current.push(postingKey(current.claim));
    const ref = held.current;
    held.current = null;
    if (ref) await releasePosting(ref).catch(() => undefined);
    announce("Skipped");
    await loadNext();
  }, [current, loadNext, announce]);

  /** Next: after a posting is done (or lost) go on; while one is still held, Next is a Skip (never left held). */
  const next = useCallback(async () => {
    if (phase === "claimed") return skip();
    if (current) skipped.current.push(postingKey(current.claim));
    return loadNext();
  }, [phase, current, skip, loadNext]);

  /** A status change went through: the server released the claim. */
  const finish = useCallback((result: "posted" | "failed") => {
    held.current = null;
    setPhase(result);
  }, []);

  /** From the start again: forget the skips (Start over at the end of the queue). */
  const restart = useCallback(() => {
    skipped.current = [];
    return loadNext();
  }, [loadNext]);

  // The first posting when the session starts (and again if the scope changes).
  useEffect(() => {
    void loadNext();
  }, [loadNext]);

  // Renew while the posting is open and the page visible; on coming back to the page, at once.
  // Keyed by the posting, not the claim object: a renewal's new expiry must not restart the timer.
  const heldKey = phase === "claimed" && current ? postingKey(current.claim) : null;
  useEffect(() => {
    if (!heldKey) return;
    const [listingId, marketplace] = heldKey.split(":") as [string, Marketplace];
    const ref = { listingId, marketplace };
    const renew = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const claim = await claimPosting(ref);
        setCurrent((c) => (c && postingKey(c.claim) === postingKey(claim) ? { ...c, claim } : c));
      } catch (err) {
        if (isConflict(err)) lose(err);
        // A network blip: the claim still has minutes left; the next renewal tries again.
      }
    };
    const id = setInterval(renew, CLAIM_RENEW_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void renew();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [heldKey, lose]);

  // Leaving the session (another page, closing the tab): release what is held.
  useEffect(() => {
    const onHide = () => {
      if (held.current) releaseOnLeave(held.current);
      held.current = null;
    };
    window.addEventListener("pagehide", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      onHide();
    };
  }, []);

  return { phase, current, problem, skip, next, finish, lose, restart, setProblem };
}
