import { useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { useAuth } from "../auth/useAuth.ts";
import { useReferralPopupSeen } from "./api.ts";

/*
 * One referral box at a time (issue 47 item 8): a seller who just signed up gets the referral popup (spec section 4),
 * and the referral bar (spec section 2) steps aside meanwhile - decided in the same render as the popup, so that
 * neither moves the page when the other appears.
 */

/** Spec section 9: the new-user window of the referral popup. */
export const NEW_USER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether the seller may be shown the popup: signed in, no referrer, and a `ref` or an account under 24 hours. */
export function usePopupEligible() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const ref = (params.get("ref") ?? "").trim().toUpperCase();
  const eligible = Boolean(
    user && !user.referredByUserId && (ref || Date.now() - new Date(user.createdAt).getTime() < NEW_USER_WINDOW_MS),
  );
  return { eligible, ref };
}

/** The popup on screen (a module-wide flag: the bar is in the root layout, the popup in the signed-in one). */
let open = false;
const listeners = new Set<() => void>();

export function setReferralPopupOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The bar steps aside while the popup may still show (its answer not in yet, or not seen) and while it is open. */
export function useReferralBarStepsAside(): boolean {
  const { eligible } = usePopupEligible();
  const seen = useReferralPopupSeen(eligible);
  const popupOpen = useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
  return popupOpen || (eligible && seen.data?.seen !== true);
}
