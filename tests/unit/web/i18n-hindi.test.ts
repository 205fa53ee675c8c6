// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AMOUNT_EXAMPLES } from "../../../src/contract/amount.ts";
import { LISTING_MESSAGES } from "../../../src/contract/listings.ts";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import { createdAge } from "../../../src/web/features/listings/format.ts";
import i18n, { detectLanguage, LANGUAGE_STORAGE_KEY, localMessage, showLanguage } from "../../../src/web/i18n/index.ts";
import { formMessage } from "../../../src/web/i18n/messages.ts";
import { ApiError, errorText } from "../../../src/web/lib/api.ts";
import { createdDate, formatRupees } from "../../../src/web/ui/format.ts";

/** The seller's side in Hindi (docs/decisions/131): server sentences by code, form sentences, numbers and dates. */
const apiError = (status: number, body: object) => new ApiError(status, JSON.stringify(body), "");

describe("in English (the default)", () => {
  it("shows the server's sentence as sent and formats as before", () => {
    expect(i18n.language).toBe("en");
    expect(errorText(apiError(404, { message: "Listing not found", code: "listings.listingNotFound" }), "x")).toBe(
      "Listing not found",
    );
    expect(formatRupees("170000.00")).toBe("₹1,70,000");
    expect(createdDate("2026-11-25T10:00:00Z")).toBe("Nov 25, 2026");
    expect(createdAge(new Date(Date.now() - 3 * 3_600_000).toISOString())).toBe("3 hours ago");
  });
});

describe("in Hindi", () => {
  beforeAll(() => showLanguage("hi"));
  afterAll(() => showLanguage("en"));

  it("shows a server sentence by its code, with its numbers", () => {
    expect(errorText(apiError(404, { message: "Listing not found", code: "listings.listingNotFound" }), "x")).toBe(
      "लिस्टिंग नहीं मिली",
    );
    const tooLarge = apiError(413, {
      message: UPLOAD_ERRORS.tooLarge(25),
      code: "uploads.tooLarge",
      params: { n: "25" },
    });
    expect(errorText(tooLarge, "x")).toBe("यह फ़ोटो बहुत बड़ी है। सीमा 25 MB है।");
  });

  it("keeps a sentence it has no Hindi for as it was sent", () => {
    expect(errorText(apiError(400, { message: "Something new", code: "http.400" }), "x")).toBe("Something new");
    expect(localMessage("Something new", { code: "nowhere.unknown" })).toBe("Something new");
  });

  it("says a form's own checks in Hindi, money refusals with the forms they take", () => {
    expect(formMessage(LISTING_MESSAGES.titleRequired)).toBe("शीर्षक ज़रूरी है");
    expect(formMessage(`${LISTING_MESSAGES.priceInvalid}, like ${AMOUNT_EXAMPLES}`)).toBe(
      `दाम 0 से बड़ी संख्या होनी चाहिए, जैसे ${AMOUNT_EXAMPLES}`,
    );
  });

  it("groups rupees the Indian way and writes dates and ages in Hindi", () => {
    expect(formatRupees("170000.00")).toBe("₹1,70,000");
    expect(formatRupees("999.50")).toBe("₹999.50");
    expect(createdDate("2026-11-25T10:00:00Z")).toBe("25 नव॰ 2026");
    expect(createdAge(new Date(Date.now() - 1 * 3_600_000).toISOString())).toBe("1 घंटा पहले");
    expect(createdAge(new Date(Date.now() - 3 * 3_600_000).toISOString())).toBe("3 घंटे पहले");
    expect(document.documentElement.lang).toBe("hi");
  });
});

describe("the starting language", () => {
  it("is this browser's last choice, else Hindi for a Hindi browser, else English", () => {
    const browser = (value: string) => Object.defineProperty(navigator, "language", { value, configurable: true });
    try {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      browser("hi-IN");
      expect(detectLanguage()).toBe("hi");
      browser("en-IN");
      expect(detectLanguage()).toBe("en");
      localStorage.setItem(LANGUAGE_STORAGE_KEY, "hi");
      expect(detectLanguage()).toBe("hi");
    } finally {
      localStorage.removeItem(LANGUAGE_STORAGE_KEY);
      Reflect.deleteProperty(navigator, "language");
    }
  });
});
