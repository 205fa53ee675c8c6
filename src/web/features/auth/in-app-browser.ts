/**
 * In-app browser detection (spec section 2). Google refuses OAuth inside embedded web views
 * ("disallowed_useragent"), so the landing page steers those visitors to email sign-up or their main browser.
 * Pure functions of the user-agent string, so they are unit-tested on real strings.
 */

export type InAppBrowser = "Snapchat" | "Instagram" | "TikTok" | "Twitter" | "Facebook" | "LinkedIn" | "In-app";

/** Checked in order: the named apps first (their strings also look like generic web views). */
const APPS: Array<[InAppBrowser, RegExp]> = [
  ["Snapchat", /Snapchat/i],
  ["Instagram", /Instagram/i],
  ["TikTok", /musical_ly|Bytedance|TikTok|\btrill_/i],
  ["Twitter", /Twitter|TwitterAndroid/i],
  ["Facebook", /FBAN|FBAV|FB_IAB|FBIOS|FB4A|\bMessenger/i],
  ["LinkedIn", /LinkedInApp/i],
];

/** The app whose embedded browser this is, or null for a normal browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  for (const [name, pattern] of APPS) if (pattern.test(userAgent)) return name;
  // Android System WebView marks itself with "; wv)".
  if (/Android/i.test(userAgent) && /;\s*wv\)/i.test(userAgent)) return "In-app";
  // An iOS WKWebView has the Mobile token but no "Safari/" token; Chrome/Firefox/Edge for iOS do name themselves.
  if (/iPhone|iPad|iPod/i.test(userAgent) && /AppleWebKit/i.test(userAgent)) {
    if (!/Safari\//i.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/i.test(userAgent)) return "In-app";
  }
  return null;
}

export type Platform = "ios" | "android" | "other";

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return "ios";
  if (/Android/i.test(userAgent)) return "android";
  return "other";
}

/**
 * The address that asks the system to open `url` in the main browser:
 * iOS: Safari's x-safari-https scheme; Android: an intent for the default browser; elsewhere the URL itself
 * (opened in a new window).
 */
export function externalBrowserUrl(url: string, platform: Platform): string {
  const parsed = new URL(url);
  if (platform === "ios") return `x-safari-${parsed.href}`;
  if (platform === "android") {
    const scheme = parsed.protocol.replace(":", "");
    return `intent://${parsed.host}${parsed.pathname}${parsed.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(parsed.href)};end`;
  }
  return parsed.href;
}

/** Opens the current page in the main browser. */
export function openInMainBrowser(url = window.location.href, userAgent = navigator.userAgent) {
  const platform = platformOf(userAgent);
  const target = externalBrowserUrl(url, platform);
  if (platform === "other") window.open(target, "_blank", "noopener,noreferrer");
  else window.location.href = target;
}
