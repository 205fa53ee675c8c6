import { z } from "zod";
import { MARKETPLACE_LABELS, MARKETPLACES, type Marketplace } from "./enums.ts";
import type { Language } from "./language.ts";
import { formatInr, moneyInput } from "./money.ts";
import { type Availability, availabilitySentence, availabilityViewSchema } from "./seller-terms.ts";
import { BUYER_MESSAGES } from "./sentences.ts";
import { cleanString, fitsLimit, visibleLength } from "./text.ts";

export { BUYER_MESSAGES } from "./sentences.ts";

/*
 * Buyers' questions relayed (issue 42 item 3, docs/decisions/167): an admin sends the seller a buyer's question from
 * the desk (a common question in one pick, or the buyer's words pasted); the seller answers with one tap; the answer
 * comes back to the desk, tied to the question and its ad, worded for the buyer.
 */

export const COMMON_QUESTIONS = ["available", "last_price", "viewing"] as const;
export type CommonQuestion = (typeof COMMON_QUESTIONS)[number];
export const COMMON_QUESTION_TEXTS: Record<CommonQuestion, Record<Language, string>> = {
  available: { en: "Is it still available?", hi: "क्या यह अभी भी उपलब्ध है?" },
  last_price: { en: "What is your last price?", hi: "आपका आख़िरी दाम क्या है?" },
  viewing: { en: "Can the buyer come and see it? When?", hi: "क्या इसे आकर देखा जा सकता है? कब?" },
};

export const QUESTION_TEXT_MAX = 1000;
export const ANSWER_TEXT_MAX = 1000;

/** The seller's quick replies, and free text. */
export const REPLIES = ["available", "accept", "lowest", "viewing", "sold_elsewhere", "text"] as const;
export type Reply = (typeof REPLIES)[number];

/** Admin-facing refusals (the admin side is English). */
export const QUESTION_DESK_MESSAGES = {
  notLive: "This listing has no live ad on that marketplace: questions are for live ads",
  listingClosed: "This listing is sold or withdrawn: no more questions",
  sameQuestion: "This question is already waiting for the seller's answer",
  questionOrText: "Pick a common question or paste the buyer's question",
  questionTooLong: `The question must be at most ${QUESTION_TEXT_MAX} characters`,
  notAnswered: "This question has no answer to relay yet",
  questionNotFound: "Question not found",
} as const;

const marketplace = z.enum(MARKETPLACES, { message: "Marketplace must be olx, quikr or facebook" });

/** POST /api/admin/listings/{listingId}/questions: a common question, or the buyer's own words pasted. */
export const askSellerSchema = z
  .object({
    marketplace,
    common: z.enum(COMMON_QUESTIONS, { message: QUESTION_DESK_MESSAGES.questionOrText }).nullish(),
    text: z
      .string({ message: QUESTION_DESK_MESSAGES.questionOrText })
      .pipe(cleanString())
      .refine((s) => fitsLimit(s, QUESTION_TEXT_MAX), QUESTION_DESK_MESSAGES.questionTooLong)
      .nullish(),
  })
  .superRefine((b, ctx) => {
    const hasText = visibleLength(b.text ?? "") > 0;
    if (Boolean(b.common) === hasText)
      ctx.addIssue({ code: "custom", path: ["text"], message: QUESTION_DESK_MESSAGES.questionOrText });
  });
export type AskSellerInput = z.input<typeof askSellerSchema>;

/** POST /api/questions/{id}/answer: a quick reply (an amount for accept and lowest, words for text). */
export const answerSchema = z
  .object({
    reply: z.enum(REPLIES, { message: BUYER_MESSAGES.replyNotForQuestion }),
    amount: z
      .preprocess(
        (v) => (v === "" ? null : v),
        moneyInput({ required: BUYER_MESSAGES.amountRequired, invalid: BUYER_MESSAGES.amountInvalid }).nullish(),
      )
      .optional(),
    text: z
      .string({ message: BUYER_MESSAGES.textRequired })
      .pipe(cleanString())
      .refine((s) => fitsLimit(s, ANSWER_TEXT_MAX), BUYER_MESSAGES.textTooLong)
      .nullish(),
  })
  .superRefine((b, ctx) => {
    if ((b.reply === "accept" || b.reply === "lowest") && !b.amount)
      ctx.addIssue({ code: "custom", path: ["amount"], message: BUYER_MESSAGES.amountRequired });
    if (b.reply === "text" && visibleLength(b.text ?? "") === 0)
      ctx.addIssue({ code: "custom", path: ["text"], message: BUYER_MESSAGES.textRequired });
  });
export type AnswerInput = z.input<typeof answerSchema>;

export const answerViewSchema = z.object({
  reply: z.enum(REPLIES),
  amount: z.string().nullable(),
  text: z.string().nullable(),
  at: z.string(),
});
export type AnswerView = z.infer<typeof answerViewSchema>;

/** The seller's view of a buyer's question (GET /api/questions). */
export const sellerQuestionSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  listingPrice: z.string(),
  common: z.enum(COMMON_QUESTIONS).nullable(),
  text: z.string().nullable(),
  marketplace: z.enum(MARKETPLACES),
  askedAt: z.string(),
  availability: availabilityViewSchema.nullable(),
  answer: answerViewSchema.nullable(),
  /** The listing left sale before the buyer was told (docs/decisions/170): nothing more to answer. */
  closedAt: z.string().nullable(),
  /**
   * The item is no longer for sale (sold or withdrawn): the question needs no answer, and one is refused (409). The
   * team tells the buyer (issue 47 item 6).
   */
  closed: z.boolean(),
});
export type SellerQuestion = z.infer<typeof sellerQuestionSchema>;
export const sellerQuestionListSchema = z.array(sellerQuestionSchema);

/** A question on the desk: its ad, its age, and the answer worded for the buyer. */
export const adminQuestionSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  listingTitle: z.string(),
  marketplace: z.enum(MARKETPLACES),
  adUrl: z.string().nullable(),
  question: z.string(),
  askedAt: z.string(),
  answer: answerViewSchema.nullable(),
  /** What to tell the buyer, in English ("it is gone" once the listing left sale). */
  answerForBuyer: z.string().nullable(),
  relayedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;
export const adminQuestionListSchema = z.array(adminQuestionSchema);
export const adminQuestionsQuerySchema = z.object({
  listingId: z.string().max(100).optional(),
});

export const questionIdParam = z.object({ id: z.string().max(100) });

/** The question in words: a common one in the reader's language, else the buyer's own words. */
export function questionText(q: { common: CommonQuestion | null; text: string | null }, lang: Language): string {
  return q.common ? COMMON_QUESTION_TEXTS[q.common][lang] : (q.text ?? "");
}

/** What a buyer still waiting is told once the listing left sale (docs/decisions/170). */
export const GONE_FOR_BUYER = "Sorry, it is no longer available.";

/** The seller's answer worded for the buyer (English: the admin passes it on). */
export function answerForBuyer(a: { reply: Reply; amount: string | null; text: string | null }): string {
  switch (a.reply) {
    case "available":
      return "Yes, it is still available.";
    case "accept":
      return `The seller accepts ${formatInr(a.amount ?? "0")}.`;
    case "lowest":
      return `The seller's lowest price is ${formatInr(a.amount ?? "0")}.`;
    case "sold_elsewhere":
      return "Sorry, it has been sold.";
    case "viewing":
    case "text":
      return a.text ?? "";
  }
}

/** The "Buyers can see it on ..." reply's text, kept with the answer (availability may change later). */
export const viewingAnswer = (a: Availability) => availabilitySentence(a, "en");

/** The inbox message, e-mail and push subject a seller gets with a buyer's question, in their language. */
export function questionNotice(
  lang: Language,
  v: { title: string; question: string; marketplace: Marketplace },
): { subject: string; message: string } {
  const m = MARKETPLACE_LABELS[v.marketplace];
  return lang === "hi"
    ? {
        subject: `${v.title} के बारे में खरीदार का सवाल`,
        message: `${m} पर एक खरीदार का सवाल: "${v.question}"\n\nसंदेशों में सबसे ऊपर, "खरीदार पूछ रहे हैं" में, एक टैप से जवाब दें: टीम खरीदार को बता देगी।`,
      }
    : {
        subject: `A buyer asks about ${v.title}`,
        message: `A buyer on ${m} asks: "${v.question}"\n\nAnswer with one tap at the top of your Messages, under "Buyers are asking": the team tells the buyer.`,
      };
}
