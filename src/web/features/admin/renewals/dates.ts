import type { RenewalBase } from "../../../../contract/after-live.ts";

export interface RenewalDate {
  label: string;
  iso: string;
  /** Shown in red: the ad has expired. */
  alert?: boolean;
}

/** The dates a renewal card shows, in order: live since, last renewed (if ever), expires / expired on. */
export function renewalDates(r: Pick<RenewalBase, "liveSince" | "renewedAt" | "expiresAt" | "expired">): RenewalDate[] {
  const dates: RenewalDate[] = [];
  if (r.liveSince) dates.push({ label: "Live since", iso: r.liveSince });
  if (r.renewedAt) dates.push({ label: "Renewed", iso: r.renewedAt });
  dates.push(
    r.expired ? { label: "Expired on", iso: r.expiresAt, alert: true } : { label: "Expires", iso: r.expiresAt },
  );
  return dates;
}
