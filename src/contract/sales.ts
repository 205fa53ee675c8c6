import { z } from "zod";
import { MARKETPLACES, PAYOUT_METHODS, PAYOUT_STATUSES, SALE_MARKETPLACES } from "./enums.ts";
import { compareMoney, moneyInput } from "./money.ts";
import { pageQuerySchema } from "./pagination.ts";
import { SALE_MESSAGES } from "./sentences.ts";
import { cleanText, optionalText } from "./text.ts";
import { isUpiId } from "./upi.ts";

export { SALE_MESSAGES } from "./sentences.ts";

export const PAYOUT_NOTES_MAX = 1000;
export const SALE_MARKETPLACE_LABELS: Record<(typeof SALE_MARKETPLACES)[number], string> = {
  olx: "OLX",
  quikr: "Quikr",
  facebook: "Facebook",
  other: "Other",
};
export const PAYOUT_METHOD_LABELS: Record<(typeof PAYOUT_METHODS)[number], string> = { upi: "UPI", paypal: "PayPal" };
/** What the seller reads while a payout is pending (spec section 2, My Sales). */
export const PAYOUT_PENDING_TEXT = "Payout pending - Please ensure your payment details are updated";

export const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** Exact sum of decimal amounts (in paise, as BigInt) back to "1234.50": display totals without float error. */
export function sumMoney(amounts: string[]): string {
  let paise = 0n;
  for (const a of amounts) {
    const [whole, frac = ""] = a.split(".");
    paise += BigInt(whole || "0") * 100n + BigInt(`${frac}00`.slice(0, 2));
  }
  return `${paise / 100n}.${(paise % 100n).toString().padStart(2, "0")}`;
}

/** What a sale pays the seller: the payout amount, else the sale amount (spec section 9). */
export const payoutOf = (s: { payoutAmount: string | null; saleAmount: string }) => s.payoutAmount ?? s.saleAmount;

/** Optional money: blank, null or missing means "not given". */
const optionalMoney = (messages: Parameters<typeof moneyInput>[0]) =>
  z.preprocess(blankToUndefined, moneyInput(messages).optional());

/** True when a payout of `payout` rupees fits in a sale of `sale` rupees (decimal strings, no floats). */
export const payoutFitsSale = (payout: string, sale: string) => compareMoney(payout, sale) <= 0;
const DECIMAL = /^\d{1,10}(\.\d{1,2})?$/;

/** Mark Item as Sold (spec section 5, Record sale). A blank payout amount means the sale amount. */
export const recordSaleSchema = z
  .object({
    listingId: z.preprocess(
      (v) => (v == null ? "" : v),
      z.string({ message: SALE_MESSAGES.listingIdRequired }).trim().min(1, SALE_MESSAGES.listingIdRequired).max(100),
    ),
    saleAmount: moneyInput({
      required: SALE_MESSAGES.saleAmountRequired,
      invalid: SALE_MESSAGES.saleAmountInvalid,
      tooLarge: SALE_MESSAGES.saleAmountTooLarge,
    }),
    marketplace: z.preprocess(
      blankToUndefined,
      z.enum(SALE_MARKETPLACES, { message: SALE_MESSAGES.marketplaceInvalid }).default("other"),
    ),
    payoutAmount: optionalMoney({
      required: SALE_MESSAGES.payoutAmountRequired,
      invalid: SALE_MESSAGES.payoutAmountInvalid,
      tooLarge: SALE_MESSAGES.payoutAmountTooLarge,
    }),
  })
  // Zod still runs this when a field failed its own checks: compare only two well-formed amounts.
  .refine(
    (s) =>
      !DECIMAL.test(`${s.payoutAmount}`) ||
      !DECIMAL.test(`${s.saleAmount}`) ||
      payoutFitsSale(s.payoutAmount as string, s.saleAmount),
    {
      message: SALE_MESSAGES.payoutAboveSale,
      path: ["payoutAmount"],
    },
  );
export type RecordSaleInput = z.input<typeof recordSaleSchema>;

/** A UPI transaction reference (UTR, 12 digits for IMPS/UPI) or a PayPal transaction id: letters, digits, hyphens. */
const referenceSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ message: SALE_MESSAGES.referenceInvalid })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, SALE_MESSAGES.referenceInvalid)
    .optional(),
);

/** Process Payout (spec section 5, Payout), plus the transfer's reference. */
export const payoutSchema = z.object({
  payoutMethod: z.preprocess(blankToUndefined, z.enum(PAYOUT_METHODS, { message: SALE_MESSAGES.payoutMethodRequired })),
  payoutAmount: moneyInput({
    required: SALE_MESSAGES.payoutAmountRequired,
    invalid: SALE_MESSAGES.payoutAmountInvalid,
    tooLarge: SALE_MESSAGES.payoutAmountTooLarge,
  }),
  payoutNotes: optionalText(PAYOUT_NOTES_MAX),
  payoutReference: referenceSchema,
});
export type PayoutInput = z.input<typeof payoutSchema>;

/** Blank is "not given"; a number or object is judged as text so that it gets the field's own message. */
const textOrBlank = (v: unknown) => (v == null || typeof v === "string" ? blankToUndefined(v) : JSON.stringify(v));

/** The seller's payout info form (spec section 5): at least one method; each one checked when given. */
export const payoutInfoSchema = z
  .object({
    upiId: z.preprocess(
      textOrBlank,
      cleanText(260, SALE_MESSAGES.upiInvalid).refine(isUpiId, SALE_MESSAGES.upiInvalid).nullish(),
    ),
    paypalEmail: z.preprocess(
      textOrBlank,
      cleanText(254, SALE_MESSAGES.paypalInvalid)
        .pipe(z.email({ message: SALE_MESSAGES.paypalInvalid }))
        .transform((s) => s.toLowerCase())
        .nullish(),
    ),
  })
  .refine((p) => Boolean(p.upiId || p.paypalEmail), { message: SALE_MESSAGES.payoutInfoRequired, path: ["upiId"] });
export type PayoutInfoInput = z.input<typeof payoutInfoSchema>;

export const payoutInfoResponseSchema = z.object({ upiId: z.string().nullable(), paypalEmail: z.string().nullable() });
export type PayoutInfo = z.infer<typeof payoutInfoResponseSchema>;

const person = z.object({ firstName: z.string().nullable(), email: z.string() });

/** A "remove the ad" task for one marketplace where the sold listing was posted. */
export const delistTaskSchema = z.object({
  id: z.string(),
  marketplace: z.enum(MARKETPLACES),
  url: z.string().nullable(),
  doneAt: z.string().nullable(),
  doneBy: person.nullable(),
});
export type DelistTask = z.infer<typeof delistTaskSchema>;

const saleCore = {
  id: z.string(),
  /** Null only on a sale kept after its seller deleted their account (docs/decisions/129), as is userId. */
  listingId: z.string().nullable(),
  userId: z.string().nullable(),
  listing: z.object({ title: z.string(), imageUrl: z.string().nullable(), price: z.string() }),
  saleAmount: z.string(),
  payoutAmount: z.string().nullable(),
  saleDate: z.string(),
  marketplace: z.enum(SALE_MARKETPLACES),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  payoutDate: z.string().nullable(),
  payoutMethod: z.enum(PAYOUT_METHODS).nullable(),
  payoutNotes: z.string().nullable(),
  payoutReference: z.string().nullable(),
  /** Marketplaces whose waiting posting the sale withdrew ("Withdrawn - sold"; docs/decisions/123). */
  withdrawnPostings: z.array(z.enum(MARKETPLACES)),
  /** Marketplaces whose live ad was taken down after the sale (its delist task ticked; issue 40 item 4). */
  takenDown: z.array(z.enum(MARKETPLACES)),
};

/** A sale as admins see it (spec section 3, Sale), with its delist tasks. */
export const saleSchema = z.object({
  ...saleCore,
  user: z.object({
    firstName: z.string().nullable(),
    email: z.string(),
    upiId: z.string().nullable(),
    paypalEmail: z.string().nullable(),
  }),
  /** The seller deleted their account: `user` holds the anonymous label, the sale is kept for the accounts. */
  sellerDeleted: z.boolean(),
  markedSoldByAdmin: person.nullable(),
  paidByAdmin: person.nullable(),
  delistTasks: z.array(delistTaskSchema),
});
export type SaleDto = z.infer<typeof saleSchema>;
export const saleListSchema = z.array(saleSchema);

/** A sale as its seller sees it: no admin names, no other people's details. */
export const sellerSaleSchema = z.object(saleCore);
export type SellerSale = z.infer<typeof sellerSaleSchema>;
export const sellerSaleListSchema = z.array(sellerSaleSchema);

/** Sales Tracking's filters, applied in SQL. */
export const adminSaleQuerySchema = pageQuerySchema.extend({
  status: z.preprocess(
    blankToUndefined,
    z.enum(PAYOUT_STATUSES, { message: "Status must be pending or paid" }).optional(),
  ),
  q: z.preprocess(blankToUndefined, cleanText(100).optional()),
  /** Only sales with a marketplace ad still to remove. */
  openDelist: z.preprocess(blankToUndefined, z.enum(["true", "false"]).optional()),
});
export type AdminSaleQuery = z.output<typeof adminSaleQuerySchema>;

/** A day as YYYY-MM-DD (UTC); blank is no day. */
export const isoDay = z.preprocess(
  blankToUndefined,
  z
    .string({ message: SALE_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, SALE_MESSAGES.dateInvalid)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), SALE_MESSAGES.dateInvalid)
    .optional(),
);
/** CSV export range, by sale date, both days included (UTC). */
export const exportQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: SALE_MESSAGES.rangeInvalid });

export const saleIdParam = z.object({ saleId: z.string().max(100) });
export const delistTaskParam = z.object({ saleId: z.string().max(100), taskId: z.string().max(100) });
export const delistTaskUpdateSchema = z.object({ done: z.boolean({ message: "done must be true or false" }) });
export const delistCountSchema = z.object({ open: z.number().int() });
