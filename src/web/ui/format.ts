import dayjs from "dayjs";

const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** "1500.00" -> "₹1,500"; paise only when there are any ("999.50" -> "₹999.50"). Rupees everywhere (spec 9). */
export function formatRupees(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === "") return "—";
  const value = Number(amount);
  if (!Number.isFinite(value)) return String(amount);
  return Number.isInteger(value) ? whole.format(value) : withPaise.format(value);
}

/** Created dates in admin views: 'MMM d, yyyy' (spec section 9). */
export const createdDate = (iso: string) => dayjs(iso).format("MMM D, YYYY");
/** Sale dates: the long format (spec section 9). */
export const longDate = (iso: string) => dayjs(iso).format("MMMM D, YYYY");
/** Dates in the seller's own views: dd/MM/yyyy (spec section 9). */
export const sellerDate = (iso: string) => dayjs(iso).format("DD/MM/YYYY");

/** The name shown for the signed-in user: first name, else email, else 'User'. */
export const displayName = (user: { firstName: string | null; email: string } | null) =>
  user?.firstName?.trim() || user?.email || "User";
