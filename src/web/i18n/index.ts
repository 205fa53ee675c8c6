import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../contract/language.ts";
import type { CodedMessage } from "../../contract/message-codes.ts";
import { SIGN_IN_TEXTS } from "../../contract/server-texts.ts";
import { local } from "../lib/storage.ts";
import type { en } from "./en.ts";

/**
 * The seller's side in English or Hindi (issue 25 item 4, docs/decisions/131): i18next with both languages bundled
 * in the app, one chunk per language, loaded before the first paint (main.tsx) and when the switch picks one: the
 * landing page carries only the language it starts in (its 200 kB JavaScript budget). Tests get English
 * synchronously: the test set-up adds it before any test file runs (tests/helpers/english.ts), so every Testing Library render is
 * English with no waiting. English is the default and the fallback; the admin side does not use this.
 *
 * Which language: the seller's choice kept on the server (applied by useAccountLanguage once the user is known)
 * > this browser's last choice (localStorage, for visitors) > the browser's language when it is Hindi > English.
 */
export const LANGUAGE_STORAGE_KEY = "snaplist.language";

export function detectLanguage(): Language {
  const stored = local.get(LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator === "undefined" ? "" : (navigator.language ?? "");
  return browser.toLowerCase().startsWith("hi") ? "hi" : DEFAULT_LANGUAGE;
}

/**
 * English has no `errors`: an English page shows the server's (and the forms') English sentence as it is. Hindi's
 * `errors` are the same codes (tests/unit/web/i18n-keys.test.ts compares them with the contract's catalogues).
 */
void i18n.use(initReactI18next).init({
  resources: {},
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

/** The page's language for browsers, screen readers and fonts, and its title (index.html's, in English). */
function markPage(language: string) {
  if (typeof document === "undefined" || !i18n.hasResourceBundle(language, "translation")) return;
  document.documentElement.lang = language;
  document.title = i18n.t("common.pageTitle");
}
markPage(i18n.language);
i18n.on("languageChanged", markPage);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The texts of each language: a chunk of its own, from this server like any other. */
const TEXTS: Record<Language, () => Promise<Record<string, unknown>>> = {
  en: async () => (await import("./en.ts")).en,
  hi: async () => (await import("./hi.ts")).hi,
};

/** Adds a language's texts to i18next (the test set-up adds English this way, synchronously). */
export function addLanguage(language: Language, texts: Record<string, unknown>): void {
  if (i18n.hasResourceBundle(language, "translation")) return;
  i18n.addResourceBundle(language, "translation", texts);
  if (i18n.language === language) markPage(language);
}

/** The language's texts, in i18next once loaded. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  addLanguage(language, await TEXTS[language]());
}

/** Shows the page in `language`, loading its texts first. */
export async function showLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** Switches the page and remembers the choice in this browser (the server keeps a seller's: see useLanguage). */
export function applyLanguage(language: Language): Promise<void> {
  local.set(LANGUAGE_STORAGE_KEY, language);
  return showLanguage(language);
}

/** Intl locale of the current language: Indian digit grouping (1,70,000) in both. */
export const intlLocale = () => (currentLanguage() === "hi" ? "hi-IN" : "en-IN");

type Matcher = (english: string) => CodedMessage | null;
/**
 * Finds the code of an English sentence that came without one (a form's own zod check). The contract's catalogues
 * bring zod with them, which the landing page must not load before a form shows (its 200 kB budget): the forms and
 * the signed-in pages install the matcher by importing `./messages.ts`.
 */
let matcher: Matcher = () => null;
export const setMessageMatcher = (m: Matcher) => {
  matcher = m;
};

/**
 * A sentence from the server or a form check, in the seller's language: by its code when known, else by matching
 * the English sentence against the contract's catalogues; a sentence with no Hindi stays as it was sent.
 */
export function localMessage(english: string, coded?: CodedMessage | null): string {
  if (currentLanguage() === "en") return english;
  const known = coded && !coded.code.startsWith("http.") ? coded : matcher(english);
  if (!known) return english;
  const { examples, ...params } = known.params ?? {};
  const key = `errors.${known.code}`;
  if (!i18n.exists(key)) return english;
  const text = i18n.t(key as never, params) as string;
  return examples ? text + (i18n.t("money.likeExamples", { examples }) as string) : text;
}

/** The auth_error and suggestion a failed Google sign-in brings back to the landing page ('Sign-in blocked'). */
export function signInMessage(english: string): string {
  const key = (Object.keys(SIGN_IN_TEXTS) as (keyof typeof SIGN_IN_TEXTS)[]).find((k) => SIGN_IN_TEXTS[k] === english);
  return localMessage(english, key ? { code: `signIn.${key}` } : matcher(english));
}

export default i18n;

/** Keys are checked by the compiler: a t("...") naming no English text fails `tsc`. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & { errors: Record<string, Record<string, string>> } };
  }
}
