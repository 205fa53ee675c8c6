/**
 * UPI virtual payment addresses and the standard `upi://pay` intent (NPCI's deep-link format) that any UPI app
 * opens or scans from a QR code. Shared by the payout-info rule, the Process Payout dialog and its tests.
 */

/** name@handle: 2-256 of letters, digits, dot, hyphen, underscore; a handle that starts with a letter (e.g. okaxis). */
const UPI_ID = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export const isUpiId = (value: string) => UPI_ID.test(value);

export interface UpiIntent {
  /** The payee's UPI id. */
  vpa: string;
  /** The payee's name, shown by the app before paying. */
  name: string;
  /** Rupees as a decimal string, e.g. "10800.00". */
  amount: string;
  /** Free-text note the payee sees; the app limits it, so it is cut to 80 characters. */
  note: string;
  /** Our reference for the transfer (the sale id), so the statement can be matched. */
  reference?: string;
}

/** upi://pay?pa=..&pn=..&am=..&cu=INR&tn=..[&tr=..] with every value percent-encoded. */
export function upiIntentUrl(intent: UpiIntent): string {
  const params: Array<[string, string]> = [
    ["pa", intent.vpa],
    ["pn", intent.name.slice(0, 50) || "SnapList seller"],
    ["am", intent.amount],
    ["cu", "INR"],
    ["tn", intent.note.slice(0, 80)],
  ];
  if (intent.reference) params.push(["tr", intent.reference.slice(0, 35)]);
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
