import { useMemo } from "react";
import i18n from "../../i18n/index.ts";
import { detectInAppBrowser, type InAppBrowser } from "./in-app-browser.ts";

/** The in-app browser the page runs in, or null. */
export function useInAppBrowser(): InAppBrowser | null {
  return useMemo(() => (typeof navigator === "undefined" ? null : detectInAppBrowser(navigator.userAgent)), []);
}

/** Said when they are shown, in the seller's language (spec section 8's English texts in en.ts). */
export const inAppWarningText = () => i18n.t("auth.inAppToast");
export const inAppTitle = (browser: InAppBrowser) => i18n.t("auth.inAppTitle", { browser });
