import { useMemo } from "react";
import { detectInAppBrowser, type InAppBrowser } from "./in-app-browser.ts";

/** The in-app browser the page runs in, or null. */
export function useInAppBrowser(): InAppBrowser | null {
  return useMemo(() => (typeof navigator === "undefined" ? null : detectInAppBrowser(navigator.userAgent)), []);
}

export const inAppWarningText =
  "Google sign-in may not work in this browser. Try email sign-up or open in your main browser.";
export const inAppTitle = (browser: InAppBrowser) => `${browser} browser detected`;
