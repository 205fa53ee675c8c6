import type { FieldName, Fingerprint } from "../../../src/contract/field-maps.ts";

/**
 * What happened to one field on one page, as the panel lists it and the run report counts it (issue 40 item 2).
 * "filled", "healed" and "taught" are confirmed by reading the form back; "unconfirmed" is given to the form but not
 * shown by it (never ticked); "missed" is not filled, with the value to copy.
 */
export type FieldState = "filled" | "healed" | "taught" | "missed" | "unconfirmed";

export interface FieldResult {
  field: FieldName;
  state: FieldState;
  /** What was filled ("5 photos attached in order", "Electronics > TVs") or why not. */
  detail: string;
  /** The value the admin copies when it was not filled. */
  copy?: string;
  /** The control that took it, for the run report (what a person sees of it, never the value). */
  fingerprint?: Fingerprint;
  /** Healed only: what of the control's earlier look found it ("found by its placeholder and place in the form"). */
  foundBy?: string;
  /** Missed only: not found on this page while the page has a box it may be (held Next back, issue 49 item 3). */
  notHere?: boolean;
}

export const isFilled = (r: Pick<FieldResult, "state">) =>
  r.state === "filled" || r.state === "healed" || r.state === "taught";
