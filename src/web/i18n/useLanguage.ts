import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useLayoutEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { PublicUser } from "../../contract/auth.ts";
import { DEFAULT_LANGUAGE, type Language } from "../../contract/language.ts";
import { currentUserKey, useAuth } from "../features/auth/useAuth.ts";
import { apiJson } from "../lib/api.ts";
import i18n, { applyLanguage, currentLanguage, detectLanguage, showLanguage } from "./index.ts";

const saveOnServer = (language: Language) =>
  apiJson<{ language: Language }>("PUT", "/api/auth/user/language", { language });

/**
 * The language switch's action: the page changes at once, this browser remembers it, and a signed-in seller's
 * choice is kept on the server so that their other devices follow it after sign-in (docs/decisions/131).
 */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return (language: Language) => {
    void applyLanguage(language);
    if (!user) return;
    queryClient.setQueryData<PublicUser | null>(currentUserKey, (u) => (u ? { ...u, language } : u));
    // Not saved (offline, session gone): this browser still remembers it, and the next switch tries again.
    saveOnServer(language).catch(() => undefined);
  };
}

/**
 * Once the server says who is signed in: their kept language wins over this browser's. A seller whose account has
 * none (an account from before sign-up kept it, issue 47 item 5) gets the language they see saved: the notices,
 * e-mails and pushes the server writes follow the account's language, not the browser's.
 */
export function useAccountLanguage() {
  const { user } = useAuth();
  const adopted = useRef<string | null>(null);
  useEffect(() => {
    if (!user || user.isAdmin || adopted.current === user.id) return;
    adopted.current = user.id;
    if (user.language) void applyLanguage(user.language);
    else saveOnServer(currentLanguage()).catch(() => undefined);
  }, [user]);
}

/** The current language, re-rendering when it changes. */
export function useCurrentLanguage(): Language {
  useTranslation();
  return currentLanguage();
}

/**
 * The admin side stays English (issue 25 item 4.5): its pages switch the page to English while they show, without
 * touching the seller's kept choice, and give the seller's language back when left.
 */
export function useEnglishPage() {
  useLayoutEffect(() => {
    if (i18n.language === DEFAULT_LANGUAGE) return;
    void showLanguage(DEFAULT_LANGUAGE);
    return () => void showLanguage(detectLanguage());
  }, []);
}
