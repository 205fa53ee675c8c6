import { AMOUNT_EXAMPLES } from "./amount.ts";
import { LANGUAGE_MESSAGES } from "./language.ts";
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  BUYER_MESSAGES,
  LISTING_MESSAGES,
  MESSAGE_TEXTS,
  REFERRAL_MESSAGES,
  REPLY_TO_USER_TEXTS,
  SALE_MESSAGES,
  SUGGESTION_MESSAGES,
  TERMS_MESSAGES,
  TEXT_MESSAGES,
  TWO_FACTOR_MESSAGES,
  UPLOAD_ERRORS,
} from "./sentences.ts";
import { SERVER_TEXTS, SIGN_IN_TEXTS } from "./server-texts.ts";

/**
 * Stable codes for the sentences a person can be shown (docs/decisions/131). The server sends each failure as
 * `{ message, code, params? }`: `message` is the English sentence, unchanged; `code` names it ("listings.
 * listingNotFound"), `params` carries the numbers inside it. The client shows the sentence of its language for the
 * code, and the English message for a code it has no sentence for. The browser's own form checks (zod, the same
 * schemas) produce the same English sentences, and are turned into codes the same way.
 *
 * The code of a sentence is `<catalogue>.<key>` of the catalogue that holds it; a sentence held by two catalogues
 * ("Listing not found") has the code of the first below. Renaming a key changes its code: the Hindi file's
 * completeness test then fails until the Hindi sentence follows.
 */
export const MONEY_TEXTS = {
  tooPrecise: "Amounts can have at most two decimals",
  tooLarge: "Amount is too large",
} as const;

type Catalogue = Readonly<Record<string, string | ((n: number) => string) | ((...args: never[]) => string)>>;

/** Order matters: the first catalogue holding a sentence gives its code. */
export const MESSAGE_CATALOGUES: Readonly<Record<string, Catalogue>> = {
  server: SERVER_TEXTS,
  signIn: SIGN_IN_TEXTS,
  auth: AUTH_MESSAGES,
  text: TEXT_MESSAGES,
  money: MONEY_TEXTS,
  listings: LISTING_MESSAGES,
  uploads: UPLOAD_ERRORS,
  messages: MESSAGE_TEXTS,
  reply: REPLY_TO_USER_TEXTS,
  referrals: REFERRAL_MESSAGES,
  sales: SALE_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  language: LANGUAGE_MESSAGES,
  account: ACCOUNT_MESSAGES,
  afterLive: SUGGESTION_MESSAGES,
  terms: TERMS_MESSAGES,
  buyers: BUYER_MESSAGES,
};

/** Sentences with a number or a field name in them, beyond the catalogues' own functions. */
const PATTERNS: ReadonlyArray<{ code: string; english: string; re: RegExp; names: string[] }> = (
  [
    { code: "limits.tooLong", english: "Must be at most {{n}} characters", re: /^Must be at most (\d+) characters$/ },
    {
      code: "limits.titleTooLong",
      english: "Title must be at most {{n}} characters",
      re: /^Title must be at most (\d+) characters$/,
    },
    {
      code: "limits.descriptionTooLong",
      english: "Description must be at most {{n}} characters",
      re: /^Description must be at most (\d+) characters$/,
    },
    {
      code: "limits.replyTooLong",
      english: "Reply must be at most {{n}} characters",
      re: /^Reply must be at most (\d+) characters$/,
    },
    {
      code: "limits.namesTooLong",
      english: "Names can be at most {{n}} characters",
      re: /^Names can be at most (\d+) characters$/,
    },
    {
      code: "limits.passwordTooLong",
      english: "Password can be at most {{n}} characters",
      re: /^Password can be at most (\d+) characters$/,
    },
    {
      code: "limits.tooManySeconds",
      english: "Too many requests in a short time. Please try again in {{n}} seconds.",
      re: /^Too many .+ in a short time\. Please try again in (\d+) seconds?\.$/,
    },
    {
      code: "limits.tooManyMinutes",
      english: "Too many requests in a short time. Please try again in {{n}} minutes.",
      re: /^Too many .+ in a short time\. Please try again in (\d+) minutes?\.$/,
    },
    {
      code: "account.unpaidOne",
      english:
        "A payout of ₹{{amount}} is still pending. Confirm that you understand it cannot be paid once your payout details are deleted.",
      re: /^A payout of ₹([\d.,]+) is still pending\. Confirm that you understand it cannot be paid once your payout details are deleted\.$/,
    },
    {
      code: "account.unpaidMany",
      english:
        "{{n}} payouts of ₹{{amount}} are still pending. Confirm that you understand it cannot be paid once your payout details are deleted.",
      re: /^(\d+) payouts of ₹([\d.,]+) are still pending\. Confirm that you understand it cannot be paid once your payout details are deleted\.$/,
    },
    { code: "validation.required", english: "{{field}} is required", re: /^([\w.]+) is required$/ },
    {
      code: "validation.wrongType",
      english: "{{field}} must be {{type}}",
      re: /^([\w.]+) must be (text|a number|a whole number|true or false|a list|an object with named fields|a date)$/,
    },
    {
      code: "validation.tooLong",
      english: "{{field}} must be at most {{n}} characters",
      re: /^([\w.]+) must be at most (\d+) characters$/,
    },
    {
      code: "validation.oneOf",
      english: "{{field}} must be one of: {{values}}",
      re: /^([\w.]+) must be one of: (.+)$/,
    },
    {
      code: "validation.unknownField",
      english: '"{{key}}" is not a field this request takes',
      re: /^"([^"]+)" is not a field this request takes$/,
    },
    {
      code: "validation.invalidCharacters",
      english: "{{field}} contains characters that are not allowed",
      re: /^([\w.]+) contains characters that are not allowed$/,
    },
    {
      code: "validation.invisibleRun",
      english: "{{field}} holds a run of invisible characters: type it again, or paste it as plain text",
      re: /^([\w.]+) holds a run of invisible characters: type it again, or paste it as plain text$/,
    },
  ] as const
).map((p) => ({ ...p, names: [...p.english.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string) }));

/** A stand-in number: a catalogue function called with it shows where its number goes. */
const SENTINEL = 987_654_321;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Entry {
  code: string;
  /** The English sentence, with {{n}} where a number goes: the English translation resource. */
  english: string;
  exact?: string;
  re?: RegExp;
  names: string[];
}

function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  for (const [catalogue, texts] of Object.entries(MESSAGE_CATALOGUES)) {
    for (const [key, text] of Object.entries(texts)) {
      const code = `${catalogue}.${key}`;
      if (typeof text === "string") entries.push({ code, english: text, exact: text, names: [] });
      // A sentence built from more than one value has a pattern of its own below (account.unpaid...).
      else if (text.length === 1) {
        const sample = (text as (n: number) => string)(SENTINEL);
        const parts = sample.split(String(SENTINEL));
        entries.push({
          code,
          english: parts.join("{{n}}"),
          re: new RegExp(`^${parts.map(escapeRe).join("(\\d+)")}$`),
          names: parts.slice(1).map(() => "n"),
        });
      }
    }
  }
  return [...entries, ...PATTERNS];
}

const ENTRIES = buildEntries();
const BY_TEXT = new Map<string, string>();
for (const e of ENTRIES) if (e.exact !== undefined && !BY_TEXT.has(e.exact)) BY_TEXT.set(e.exact, e.code);

export type MessageParams = Record<string, string>;
export interface CodedMessage {
  code: string;
  params?: MessageParams;
}

const MONEY_SUFFIX = `, like ${AMOUNT_EXAMPLES}`;

/** The code (and numbers) of an English sentence, or null for a sentence no catalogue holds. */
export function codeOfMessage(message: string): CodedMessage | null {
  const exact = BY_TEXT.get(message);
  if (exact) return { code: exact };
  // A money field's refusal names the forms it takes: "Price must be a number greater than 0, like 17000, ...".
  if (message.endsWith(MONEY_SUFFIX)) {
    const head = BY_TEXT.get(message.slice(0, -MONEY_SUFFIX.length));
    if (head) return { code: head, params: { examples: AMOUNT_EXAMPLES } };
  }
  for (const e of ENTRIES) {
    const m = e.re?.exec(message);
    if (!m) continue;
    const params: MessageParams = {};
    e.names.forEach((name, i) => {
      params[name] = m[i + 1] as string;
    });
    return { code: e.code, params };
  }
  return null;
}

/** Every code with its English sentence ({{n}} for numbers), nested by catalogue: the English resource. */
export function englishMessageResources(): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const e of ENTRIES) {
    const [group, key] = e.code.split(".") as [string, string];
    out[group] ??= {};
    out[group][key] ??= e.english;
  }
  return out;
}
