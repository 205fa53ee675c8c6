import type { TFunction } from "i18next";
import { errorText } from "../../lib/api.ts";
import { PushSetupError, type PushState } from "./device.ts";
import { thisDevice } from "./form-factor.ts";

/** What a state that cannot be switched on means for the person, and how to fix it (docs/decisions/138). */
export function blockedText(state: PushState | null, t: TFunction): { title: string; text: string } | null {
  if (state === "denied") return { title: t("push.deniedTitle"), text: t("push.deniedText") };
  if (state === "ios-install") return { title: t("push.iosTitle"), text: t("push.iosText") };
  if (state === "unsupported") return { title: t("push.unsupportedTitle"), text: t("push.unsupportedText") };
  return null;
}

/** Why switching on failed, in the person's language. */
export function setupErrorText(err: unknown, t: TFunction): string {
  if (err instanceof PushSetupError) {
    switch (err.reason) {
      case "denied":
        return t("push.deniedText");
      case "dismissed":
        return t("push.dismissedText");
      case "ios-install":
        return t("push.iosText");
      case "unsupported":
        return t("push.unsupportedText");
      case "subscribe-failed":
        return t("push.subscribeFailedText");
      case "no-worker":
        return t("push.noWorkerText", thisDevice(t));
    }
  }
  return errorText(err, t("common.pleaseTryAgain"));
}
