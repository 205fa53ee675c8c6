import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "../../contract/language.ts";
import { type CodedMessage, codeOfMessage, englishMessageResources } from "../../contract/message-codes.ts";
import { local } from "../lib/storage.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";

/**
 * The seller's side in English or Hindi (issue 25 item 4, docs/decisions/131): i18next with both languages bundled,
 * initialised synchronously on import, so the first paint (and every Testing Library render) is already in the
 * right language. English is the default and the fallback; the admin side does not use this.
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

export const resources = {
  en: { translation: { ...en, errors: englishMessageResources() } },
  hi: { translation: hi },
} as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

/** The page's language for browsers, screen readers and fonts. */
function markPage(language: string) {
  if (typeof document !== "undefined") document.documentElement.lang = language;
}
markPage(i18n.language);
i18n.on("languageChanged", markPage);

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Switches the page and remembers the choice in this browser (the server keeps a seller's: see useLanguage). */
export function applyLanguage(language: Language) {
  local.set(LANGUAGE_STORAGE_KEY, language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** Intl locale of the current language: Indian digit grouping (1,70,000) in both. */
export const intlLocale = () => (currentLanguage() === "hi" ? "hi-IN" : "en-IN");

/**
 * A sentence from the server or a form check, in the seller's language: by its code when known, else by matching
 * the English sentence against the contract's catalogues; a sentence with no Hindi stays as it was sent.
 */
export function localMessage(english: string, coded?: CodedMessage | null): string {
  if (currentLanguage() === "en") return english;
  const known = coded && !coded.code.startsWith("http.") ? coded : codeOfMessage(english);
  if (!known) return english;
  const { examples, ...params } = known.params ?? {};
  const key = `errors.${known.code}`;
  if (!i18n.exists(key)) return english;
  const text = i18n.t(key as never, params) as string;
  return examples ? text + (i18n.t("money.likeExamples", { examples }) as string) : text;
}

export default i18n;

/** Keys are checked by the compiler: a t("...") naming no English text fails `tsc`. */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & { errors: Record<string, Record<string, string>> } };
  }
}
