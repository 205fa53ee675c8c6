const whole = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** "1500.00" -> "₹1,500"; paise only when there are any ("999.50" -> "₹999.50"). */
export function formatRupees(price: string): string {
  const value = Number(price);
  if (!Number.isFinite(value)) return price;
  return Number.isInteger(value) ? whole.format(value) : withPaise.format(value);
}

/** Created column (spec section 2): 'Just now', 'N hour(s) ago', 'N day(s) ago'. */
export function createdAge(createdAt: string, now: number = Date.now()): string {
  const hours = Math.floor((now - new Date(createdAt).getTime()) / 3_600_000);
  if (hours < 1) return "Just now";
  if (hours < 24) return `${hours} ${hours === 1 ? "hour" : "hours"} ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"} ago`;
}
