import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { formFactor, thisDevice } from "../../../src/web/features/push/form-factor.ts";
import { en } from "../../../src/web/i18n/en.ts";
import { hi } from "../../../src/web/i18n/hi.ts";

/** A desktop is not asked about "this phone" (issue 47 item 8): the notification texts name the device it is. */
const device = (userAgent: string, maxTouchPoints = 0) => formFactor({ userAgent, maxTouchPoints });

describe("what the notification texts call this device", () => {
  it("a phone, a tablet, a computer", () => {
    expect(device("Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36")).toBe(
      "phone",
    );
    expect(device("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      "phone",
    );
    expect(device("Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(
      "device",
    );
    expect(device("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15", 5)).toBe(
      "device",
    );
    expect(device("Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Safari/605.1.15")).toBe(
      "computer",
    );
    expect(device("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36")).toBe(
      "computer",
    );
  });

  it("in both languages, in the texts that name it", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ resources: { en: { translation: en }, hi: { translation: hi } }, lng: "en" });
    const words = thisDevice(i18n.t as never).device;
    expect(["phone", "computer", "device"]).toContain(words);
    expect(i18n.t("push.menuItem", { device: "computer" })).toBe("Notifications on this computer");
    expect(i18n.t("push.offerText", { device: "computer" })).toMatch(/^Get a notification on this computer when/);
    await i18n.changeLanguage("hi");
    expect(i18n.t("push.menuItem", { device: i18n.t("push.device.computer") })).toBe("इस कंप्यूटर पर सूचनाएँ");
  });
});
