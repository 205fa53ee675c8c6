import { z } from "zod";
import type { Language } from "./language.ts";
import { compareMoney, moneyInput } from "./money.ts";
import { TERMS_MESSAGES } from "./sentences.ts";
import { optionalText } from "./text.ts";

export { TERMS_MESSAGES } from "./sentences.ts";

/*
 * The seller's private terms for a listing (docs/decisions/165): the lowest price they would accept (the floor) and
 * when buyers can see the item (days, time windows, the pickup area). Only the seller and admins ever read them:
 * they live in a table of their own (listing_terms) that the posting kit, the assistant's form filling and every
 * other reader never select. Money is rupees, like the listing's price (listings are always stored in rupees).
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const MAX_WINDOWS = 4;
export const AREA_MAX = 120;

/** "10:00", "18:30": 24-hour time, minutes. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const timeWindowSchema = z.object({
  from: z.string({ message: TERMS_MESSAGES.timeInvalid }).regex(TIME, TERMS_MESSAGES.timeInvalid),
  to: z.string({ message: TERMS_MESSAGES.timeInvalid }).regex(TIME, TERMS_MESSAGES.timeInvalid),
});
export type TimeWindow = z.infer<typeof timeWindowSchema>;

export interface Availability {
  days: Weekday[];
  windows: TimeWindow[];
  area: string | null;
}

/** The problem with a set of windows, or null: each ends after it starts, none overlaps another. */
export function windowsProblem(windows: readonly TimeWindow[]): string | null {
  if (windows.length > MAX_WINDOWS) return TERMS_MESSAGES.tooManyWindows;
  if (windows.some((w) => !TIME.test(w.from) || !TIME.test(w.to))) return TERMS_MESSAGES.timeInvalid;
  if (windows.some((w) => w.from >= w.to)) return TERMS_MESSAGES.windowOrder;
  const sorted = [...windows].sort((a, b) => a.from.localeCompare(b.from));
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i].from < sorted[i - 1].to) return TERMS_MESSAGES.windowsOverlap;
  }
  return null;
}

/**
 * "When buyers can see it" as a seller sends it. Days in week order without repeats, windows sorted; windows need
 * days. Nothing at all (no day, no window, no area) is no availability: null.
 */
export const availabilitySchema = z
  .object(
    {
      days: z
        .array(z.enum(WEEKDAYS, { message: TERMS_MESSAGES.dayInvalid }), { message: TERMS_MESSAGES.dayInvalid })
        .max(14, TERMS_MESSAGES.dayInvalid)
        .default([]),
      windows: z
        .array(timeWindowSchema, { message: TERMS_MESSAGES.timeInvalid })
        .max(MAX_WINDOWS, { message: TERMS_MESSAGES.tooManyWindows })
        .default([]),
      area: optionalText(AREA_MAX, TERMS_MESSAGES.areaTooLong),
    },
    { message: TERMS_MESSAGES.availabilityInvalid },
  )
  .superRefine((a, ctx) => {
    const problem = windowsProblem(a.windows);
    if (problem) ctx.addIssue({ code: "custom", path: ["windows"], message: problem });
    else if (a.windows.length > 0 && a.days.length === 0)
      ctx.addIssue({ code: "custom", path: ["days"], message: TERMS_MESSAGES.windowsNeedDays });
  })
  .transform((a): Availability | null => {
    const days = WEEKDAYS.filter((d) => a.days.includes(d));
    const windows = [...a.windows].sort((x, y) => x.from.localeCompare(y.from));
    const area = a.area ?? null;
    return days.length === 0 && windows.length === 0 && area === null ? null : { days, windows, area };
  });

/** The floor as the seller types it: a positive amount of at most two decimals, in rupees; blank is none. */
export const floorInput = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  moneyInput({
    required: TERMS_MESSAGES.floorInvalid,
    invalid: TERMS_MESSAGES.floorInvalid,
    tooLarge: TERMS_MESSAGES.floorTooLarge,
    tooPrecise: TERMS_MESSAGES.floorTooPrecise,
  }).nullable(),
);

/** The two optional fields create and edit take: left out = unchanged (edit), null = none. */
export const sellerTermsInput = {
  floorPrice: floorInput.optional(),
  availability: availabilitySchema.nullable().optional(),
};

/** What the seller and admins read with the listing. */
export const availabilityViewSchema = z.object({
  days: z.array(z.enum(WEEKDAYS)),
  windows: z.array(timeWindowSchema),
  area: z.string().nullable(),
});
export const sellerTermsFields = {
  /** The seller's lowest price (rupees, decimal string); null when they set none. Never shown to buyers. */
  floorPrice: z.string().nullable(),
  availability: availabilityViewSchema.nullable(),
};

/**
 * The floor against the asking price: the floor may equal the price, never exceed it. When only the price moved
 * below the floor, the seller is asked to lower the floor too.
 */
export function termsProblem(price: string, floor: string | null, floorChanged: boolean): string | null {
  if (floor === null || compareMoney(floor, price) <= 0) return null;
  return floorChanged ? TERMS_MESSAGES.floorAbovePrice : TERMS_MESSAGES.priceBelowFloor;
}

const DAY_NAMES: Record<Language, Record<Weekday, string>> = {
  en: { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" },
  hi: { mon: "सोम", tue: "मंगल", wed: "बुध", thu: "गुरु", fri: "शुक्र", sat: "शनि", sun: "रवि" },
};
export const dayName = (day: Weekday, lang: Language) => DAY_NAMES[lang][day];

/** "Sat, Sun · 10:00–13:00 · Andheri West" (admins' short line; English). */
export function availabilityLine(a: Availability | null, lang: Language = "en"): string {
  if (!a) return "";
  const parts = [
    a.days.length === 7 ? (lang === "hi" ? "हर दिन" : "Every day") : a.days.map((d) => dayName(d, lang)).join(", "),
    a.windows.map((w) => `${w.from}–${w.to}`).join(", "),
    a.area ?? "",
  ];
  return parts.filter(Boolean).join(" · ");
}

/** The seller's quick reply "Buyers can see it on ...", in the seller's language (and English for the buyer). */
export function availabilitySentence(a: Availability, lang: Language): string {
  const days =
    a.days.length === 7 || a.days.length === 0
      ? lang === "hi"
        ? "किसी भी दिन"
        : "any day"
      : a.days.map((d) => dayName(d, lang)).join(", ");
  const times = a.windows.map((w) => `${w.from}–${w.to}`).join(", ");
  if (lang === "hi") {
    return `खरीदार इसे ${days}${times ? ` ${times} बजे` : ""}${a.area ? `, ${a.area} में` : ""} देख सकते हैं।`;
  }
  return `Buyers can see it ${days === "any day" ? days : `on ${days}`}${times ? `, ${times}` : ""}${a.area ? `, in ${a.area}` : ""}.`;
}
