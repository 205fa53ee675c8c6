import { z } from "zod";

/**
 * Money as people type it (a string or a number) checked against numeric(12,2) *before* any rounding:
 * at most 10 digits before the point and 2 after, finite, above 0. The output is the decimal string the
 * database stores ("1500.00"). "9999999999.999" is refused, never rounded past the column.
 */
export const MONEY_MAX = "9999999999.99";
const MONEY_SHAPE = /^(\d{1,10})(\.\d{0,2})?$|^\.\d{1,2}$/;

export function moneyInput(messages: { required: string; invalid: string; tooLarge?: string; tooPrecise?: string }) {
  return z.preprocess(
    (v) => (v == null ? "" : typeof v === "number" ? (Number.isFinite(v) ? String(v) : "NaN") : v),
    z
      .string({ message: messages.invalid })
      .trim()
      .min(1, messages.required)
      .refine((s) => /^\d*\.?\d*$/.test(s) && /\d/.test(s), messages.invalid)
      .refine((s) => !/\.\d{3,}$/.test(s), messages.tooPrecise ?? "Amounts can have at most two decimals")
      .refine((s) => MONEY_SHAPE.test(s), messages.tooLarge ?? "Amount is too large")
      .refine((s) => Number(s) > 0, messages.invalid)
      .transform((s) => Number(s).toFixed(2)),
  );
}

/** Compare two decimal strings of at most two decimals without floats: returns -1, 0 or 1. */
export function compareMoney(a: string, b: string): number {
  const cents = (s: string) => {
    const [whole, frac = ""] = s.split(".");
    return BigInt(whole || "0") * 100n + BigInt(`${frac}00`.slice(0, 2));
  };
  const d = cents(a) - cents(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
