import type { TFunction } from "i18next";

/**
 * What the notification texts call this device (issue 47 item 8): a desktop is not asked about "this phone". A
 * phone's browser says Mobile (or iPhone); a tablet (an iPad, iPadOS reporting a Mac with a touch screen, Android
 * without Mobile) is a "device"; anything else is a computer.
 */
export type FormFactor = "phone" | "computer" | "device";

export function formFactor(nav: Pick<Navigator, "userAgent" | "maxTouchPoints"> | undefined = globalThis.navigator) {
  const ua = nav?.userAgent ?? "";
  if (/iPhone|iPod|Windows Phone|Mobi/.test(ua)) return "phone" satisfies FormFactor;
  if (/iPad|Android/.test(ua) || (/Macintosh/.test(ua) && (nav?.maxTouchPoints ?? 0) > 1))
    return "device" satisfies FormFactor;
  return "computer" satisfies FormFactor;
}

/** The `{{device}}` of the notification texts: "phone", "computer" or "device", in the person's language. */
export const thisDevice = (t: TFunction) => ({ device: t(`push.device.${formFactor()}`) });
