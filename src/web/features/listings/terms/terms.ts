import {
  type Availability,
  availabilitySchema,
  floorInput,
  type TimeWindow,
  termsProblem,
  WEEKDAYS,
  type Weekday,
} from "../../../../contract/seller-terms.ts";

/*
 * The seller's private terms as the forms hold them (docs/decisions/165): the floor as typed, the days picked, the
 * time windows and the pickup area. Shared by the review step of Create Listings and by Edit Listing.
 */
export interface TermsDraft {
  floor: string;
  days: Weekday[];
  windows: TimeWindow[];
  area: string;
}

export const emptyTerms: TermsDraft = { floor: "", days: [], windows: [], area: "" };

export function termsFromListing(l: { floorPrice: string | null; availability: Availability | null }): TermsDraft {
  return {
    floor: l.floorPrice ? l.floorPrice.replace(/\.00$/, "") : "",
    days: l.availability?.days ?? [],
    windows: l.availability?.windows ?? [],
    area: l.availability?.area ?? "",
  };
}

export type TermsErrors = Partial<Record<"floor" | "days" | "windows" | "area", string>>;

/**
 * The draft checked with the contract's own schemas (the same as the server's), and against the asking price.
 * `floorChanged`: whether the seller touched the floor (a price moved below an untouched floor asks them to lower it).
 */
export function checkTerms(
  draft: TermsDraft,
  price: string | null,
  floorChanged = true,
):
  | { ok: true; value: { floorPrice: string | null; availability: Availability | null } }
  | { ok: false; errors: TermsErrors } {
  const errors: TermsErrors = {};
  const floor = floorInput.safeParse(draft.floor);
  if (!floor.success) errors.floor = floor.error.issues[0]?.message;
  const availability = availabilitySchema.safeParse({
    days: draft.days.filter((d) => WEEKDAYS.includes(d)),
    windows: draft.windows,
    area: draft.area,
  });
  if (!availability.success) {
    for (const issue of availability.error.issues) {
      const key = (
        issue.path[0] === "days" ? "days" : issue.path[0] === "area" ? "area" : "windows"
      ) as keyof TermsErrors;
      errors[key] ??= issue.message;
    }
  }
  if (floor.success && price !== null && !errors.floor) {
    const problem = termsProblem(price, floor.data ?? null, floorChanged);
    if (problem) errors.floor = problem;
  }
  if (!floor.success || !availability.success || errors.floor) return { ok: false, errors };
  return { ok: true, value: { floorPrice: floor.data ?? null, availability: availability.data } };
}
