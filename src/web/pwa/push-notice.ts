/**
 * What the service worker shows for a push (issue 32, docs/decisions/138). The worker stays small: no zod here,
 * only a check of the few fields of the contract's PushPayload (src/contract/push.ts) that it needs.
 */

/** A push the worker could not read still shows something: Chrome requires a notification for every push. */
const FALLBACK = { title: "SnapList", body: "", url: "/", tag: "snaplist", kind: "" };

export const NOTIFICATION_ICON = "/icons/icon-192.png";

export interface NoticeToShow {
  title: string;
  options: NotificationOptions & { data: { url: string; kind: string } };
}

const text = (value: unknown, max: number): string | null =>
  typeof value === "string" && value.length > 0 ? value.slice(0, max) : null;

/**
 * Only a path of this app may be opened from a notification: "/my-sales", never "//elsewhere" or
 * "https://elsewhere" (the payload is the server's, but a click must not leave SnapList whatever it says).
 */
export function safeAppPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) return "/";
  return value;
}

/** The notification for a push's data (its text, JSON); anything unreadable gives the plain SnapList notice. */
export function noticeFromPush(data: string | null | undefined): NoticeToShow {
  let payload: Record<string, unknown> = {};
  try {
    const parsed: unknown = data ? JSON.parse(data) : null;
    if (parsed && typeof parsed === "object") payload = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the fallback below.
  }
  const title = text(payload.title, 200) ?? FALLBACK.title;
  return {
    title,
    options: {
      body: text(payload.body, 500) ?? FALLBACK.body,
      icon: NOTIFICATION_ICON,
      // One notification per kind: a newer "Sold!" replaces the older one on the phone, and still alerts.
      tag: text(payload.tag, 100) ?? FALLBACK.tag,
      renotify: true,
      data: { url: safeAppPath(payload.url), kind: text(payload.kind, 40) ?? FALLBACK.kind },
    } as NotificationOptions & { data: { url: string; kind: string } },
  };
}

/** The window to reuse for a click: one of SnapList's open windows, a focused one first. */
export function pickWindow<C extends { url: string; focused: boolean }>(windows: readonly C[], origin: string) {
  const ours = windows.filter((w) => {
    try {
      return new URL(w.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((w) => w.focused) ?? ours[0];
}
