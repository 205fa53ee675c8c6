import { z } from "zod";
import { MESSAGE_TYPE_LABELS, MESSAGE_TYPES } from "./enums.ts";
import { LANGUAGES } from "./language.ts";
import { MAX_MESSAGE_LENGTH, MESSAGE_MIN_LENGTH } from "./limits.ts";
import { MAX_SUBJECT_LENGTH, MESSAGE_TEXTS } from "./sentences.ts";
import { cleanString, fitsLimit, visibleLength } from "./text.ts";

export { MAX_MESSAGE_LENGTH } from "./limits.ts";
export { MAX_SUBJECT_LENGTH, MESSAGE_TEXTS, REPLY_TO_USER_TEXTS } from "./sentences.ts";
/** GET /api/messages answers at most this many, newest first. */
export const INBOX_LIMIT = 500;

export const messageTypeSchema = z.enum(MESSAGE_TYPES, {
  error: "Message type must be general, sale_success or info_request",
});

/** A message as its recipient sees it, with the related listing's title and the sender's name. */
export const messageSchema = z.object({
  id: z.string(),
  fromUserId: z.string().nullable(),
  toUserId: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  messageType: z.string(),
  isRead: z.boolean(),
  isSystemMessage: z.boolean(),
  listingId: z.string().nullable(),
  createdAt: z.string(),
  listing: z.object({ title: z.string() }).nullable(),
  /** Email only when the reader is an admin (sellers see the team member's name). */
  sender: z
    .object({ firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string().optional() })
    .nullable(),
});
export type MessageView = z.infer<typeof messageSchema>;

export const messageListSchema = z.array(messageSchema);
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** Any text is clean (the contract's text rule); required and minimum lengths are checked by visible characters. */
const optionalText = cleanString().nullish();
const optionalId = z.string().max(200, "Not found").pipe(cleanString()).nullish();

/**
 * POST /api/messages: a reply. The server takes the recipient, subject and listing from the original message
 * (docs/decisions/040-reply-payload.md); the spec's toUserId, subject, messageType and listingId are accepted
 * for compatibility and ignored.
 */
export const replySchema = z
  .object({
    originalMessageId: optionalId,
    message: optionalText,
    toUserId: optionalId,
    subject: optionalText,
    messageType: optionalText,
    listingId: optionalId,
  })
  .superRefine((body, ctx) => {
    const message = (body.message ?? "").trim();
    if (visibleLength(message) < 1)
      ctx.addIssue({ code: "custom", path: ["message"], message: MESSAGE_TEXTS.replyRequired });
    else if (!fitsLimit(message, MAX_MESSAGE_LENGTH))
      ctx.addIssue({
        code: "custom",
        path: ["message"],
        message: `Reply must be at most ${MAX_MESSAGE_LENGTH} characters`,
      });
  });
export type ReplyInput = z.input<typeof replySchema>;

/** The rules of the admin message form (spec section 5), in the order a person fixes them. */
export function adminMessageProblem(body: {
  toUserId?: string | null;
  recipientId?: string | null;
  subject?: string | null;
  message?: string | null;
}): { field: "toUserId" | "subject" | "message"; message: string } | null {
  if (!(body.toUserId ?? body.recipientId ?? "").trim())
    return { field: "toUserId", message: MESSAGE_TEXTS.selectUser };
  const subject = (body.subject ?? "").trim();
  if (visibleLength(subject) === 0) return { field: "subject", message: MESSAGE_TEXTS.subjectRequired };
  if (!fitsLimit(subject, MAX_SUBJECT_LENGTH))
    return { field: "subject", message: `Subject must be at most ${MAX_SUBJECT_LENGTH} characters` };
  const message = (body.message ?? "").trim();
  if (visibleLength(message) < MESSAGE_MIN_LENGTH) return { field: "message", message: MESSAGE_TEXTS.messageTooShort };
  if (!fitsLimit(message, MAX_MESSAGE_LENGTH))
    return { field: "message", message: `Message must be at most ${MAX_MESSAGE_LENGTH} characters` };
  return null;
}

/**
 * POST /api/admin/messages: the message form's fields; the recipient as toUserId or recipientId (spec section 7).
 * messageType defaults to general; listingId is optional and must be the recipient's listing.
 */
export const adminMessageSchema = z
  .object({
    toUserId: optionalId,
    recipientId: optionalId,
    subject: optionalText,
    message: optionalText,
    messageType: messageTypeSchema.nullish(),
    listingId: optionalId,
  })
  .superRefine((body, ctx) => {
    const problem = adminMessageProblem(body);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });
export type AdminMessageInput = z.input<typeof adminMessageSchema>;

/** GET /api/admin/users: just enough to pick a recipient. */
export const adminUserOptionSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  /** The language their notices go out in (null: none kept, English): the desk's prefilled texts follow it. */
  language: z.enum(LANGUAGES).nullable(),
});
export const adminUserListSchema = z.array(adminUserOptionSchema);
export type AdminUserOption = z.infer<typeof adminUserOptionSchema>;

/** Type badge label (spec section 3): General, Sale Update, Info Request, else Message. */
export const messageTypeLabel = (type: string | null | undefined) => (type && MESSAGE_TYPE_LABELS[type]) || "Message";

/**
 * The subject a reader sees: the stored one, else an update subject naming the product
 * (docs/decisions/042-default-message-subject.md).
 */
export function displaySubject(m: { subject: string | null; listing: { title: string } | null }): string {
  const subject = m.subject?.trim();
  if (subject) return subject;
  if (m.listing?.title) return `Update on your listing: ${m.listing.title}`;
  return "Update from SnapList";
}

/** A reply's subject: 'Re: ' plus the original subject, or 'Re: Your message'; never 'Re: Re: '. */
export function replySubject(original: string | null | undefined): string {
  const subject = original?.trim();
  if (!subject) return "Re: Your message";
  return /^re:\s/i.test(subject) ? subject : `Re: ${subject}`;
}

/**
 * GET /api/admin/sellers/:sellerId/messages (issue 41): a seller's conversation with the team, oldest first, the
 * newest THREAD_LIMIT messages; `waiting` marks the seller's messages no admin has answered yet. Today's reply item
 * opens it.
 */
export const THREAD_LIMIT = 50;
export const threadMessageSchema = messageSchema.extend({ fromSeller: z.boolean(), waiting: z.boolean() });
export type ThreadMessage = z.infer<typeof threadMessageSchema>;
export const sellerThreadSchema = z.object({
  seller: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string(),
  }),
  messages: z.array(threadMessageSchema),
});
export type SellerThread = z.infer<typeof sellerThreadSchema>;
export const sellerIdParam = z.object({ sellerId: z.uuid({ message: "Seller not found" }) });
export const repliesHandledSchema = z.object({ handled: z.number().int() });
