import { z } from "zod";
import { AMOUNT_EXAMPLES, parseAmount } from "./amount.ts";

/**
 * Money as people type it (a string, parsed by parseAmount, decision 122) or a JSON number, checked against
 * numeric(12,2) *before* any rounding: at most 10 digits before the point and 2 after, above 0. The output is the
 * decimal string the database stores ("1500.00"). "9999999999.999" is refused, never rounded past the column.
 * Text that is no amount at all is told the accepted form: "<invalid>, like 17000, 17,000 or 1,70,000.50".
 */
export const MONEY_MAX = "9999999999.99";

/** A positive number in plain notation is judged as its text; any other number stays a number and is invalid. */
const plainNumberText = (v: number) => (v > 0 && /^\d+(\.\d+)?$/.test(String(v)) ? String(v) : v);

export function moneyInput(messages: { required: string; invalid: string; tooLarge?: string; tooPrecise?: string }) {
  const refusals = {
    empty: messages.required,
    form: `${messages.invalid}, like ${AMOUNT_EXAMPLES}`,
    decimals: messages.tooPrecise ?? "Amounts can have at most two decimals",
    "too-large": messages.tooLarge ?? "Amount is too large",
  };
  return z.preprocess(
    (v) => (v == null ? "" : typeof v === "number" ? plainNumberText(v) : v),
    z.string({ message: messages.invalid }).transform((text, ctx) => {
      const amount = parseAmount(text);
      if (amount.ok && amount.value !== "0.00") return amount.value;
      ctx.addIssue({ code: "custom", message: amount.ok ? messages.invalid : refusals[amount.reason] });
      return z.NEVER;
    }),
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

/**
 * Rupees in every text the product writes (messages, e-mails, pushes, the desk's lines): "16000.00" -> "₹16,000",
 * "10500.5" -> "₹10,500.50" - Indian digit grouping, paise only when there are some, as every screen shows money
 * (issue 47 item 8). From the decimal string, with no float arithmetic. The one formatter of server texts.
 */
export function formatInr(amount: string): string {
  const text = amount.trim();
  const sign = text.startsWith("-") ? "-" : "";
  const [whole = "0", frac = ""] = text.replace(/^[-+]/, "").split(".");
  const digits = whole.replace(/^0+(?=\d)/, "") || "0";
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  const paise = frac.padEnd(2, "0").slice(0, 2);
  return `${sign}₹${rest ? `${rest},${last3}` : last3}${paise === "00" ? "" : `.${paise}`}`;
}
