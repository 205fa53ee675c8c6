import { formatInr } from "../../../contract/money.ts";

/** The seller's system messages for the three sale events (spec section 4: the user is notified each time). */
export function saleNotice(title: string, saleAmount: string, payoutAmount: string) {
  return {
    subject: `Your item sold: ${title}`,
    message:
      `Great news! Your listing "${title}" has sold for ${formatInr(saleAmount)}. ` +
      `Your payout of ${formatInr(payoutAmount)} is pending. ` +
      "Please make sure your payout information (UPI ID or PayPal email) is up to date on My Sales.",
    messageType: "sale_success" as const,
  };
}

export function payoutNotice(title: string, amount: string, method: "upi" | "paypal", reference: string | null) {
  const via = method === "upi" ? "UPI" : "PayPal";
  return {
    subject: `Payout sent for: ${title}`,
    message:
      `Your payout of ${formatInr(amount)} for "${title}" has been sent via ${via}.` +
      (reference ? ` Transaction reference: ${reference}.` : ""),
    messageType: "sale_success" as const,
  };
}

export function undoNotice(title: string) {
  return {
    subject: `Sale cancelled: ${title}`,
    message: `The sale of your listing "${title}" was cancelled. The listing is active again on your dashboard.`,
    messageType: "general" as const,
  };
}
