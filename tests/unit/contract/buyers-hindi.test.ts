import { describe, expect, it } from "vitest";
import { COMMON_QUESTION_TEXTS, COMMON_QUESTIONS, questionNotice } from "../../../src/contract/buyer-questions.ts";
import { codeOfMessage } from "../../../src/contract/message-codes.ts";
import { offerAcceptedNotice, offerNotice } from "../../../src/contract/offers.ts";
import { availabilitySentence, TERMS_MESSAGES } from "../../../src/contract/seller-terms.ts";
import { BUYER_MESSAGES } from "../../../src/contract/sentences.ts";
import { hi } from "../../../src/web/i18n/hi.ts";

/** Issue 42's texts a seller reads, in Hindi: the questions, the notices, the viewing sentence and every refusal. */
const devanagari = /[\u0900-\u097F]/;

describe("issue 42 in Hindi", () => {
  it("every common question has a Hindi text", () => {
    for (const c of COMMON_QUESTIONS) expect(COMMON_QUESTION_TEXTS[c].hi).toMatch(devanagari);
  });

  it("the question, offer and accepted-offer notices are Hindi for a Hindi seller", () => {
    const q = questionNotice("hi", {
      title: "साइकिल",
      question: COMMON_QUESTION_TEXTS.available.hi,
      marketplace: "olx",
    });
    expect(q.subject).toBe("साइकिल के बारे में खरीदार का सवाल");
    expect(q.message).toContain("OLX पर एक खरीदार का सवाल");
    const o = offerNotice("hi", { title: "साइकिल", amount: "5000", price: "6000", marketplace: "quikr" });
    expect(o.subject).toBe("साइकिल के लिए ₹5,000 का ऑफ़र");
    expect(offerAcceptedNotice("hi", { title: "साइकिल", amount: "5500", marketplace: "facebook" }).message).toMatch(
      devanagari,
    );
  });

  it("'Buyers can see it on ...' reads in Hindi, and in English for the buyer", () => {
    const a = { days: ["sat", "sun"] as const, windows: [{ from: "10:00", to: "13:00" }], area: "बानेर" };
    expect(availabilitySentence({ ...a, days: [...a.days] }, "hi")).toBe(
      "खरीदार इसे शनि, रवि 10:00–13:00 बजे, बानेर में देख सकते हैं।",
    );
    expect(availabilitySentence({ ...a, days: [...a.days], area: "Baner" }, "en")).toBe(
      "Buyers can see it on Sat, Sun, 10:00–13:00, in Baner.",
    );
  });

  it("every refusal a seller can get has a code and a Hindi sentence", () => {
    const errors = hi.errors as Record<string, Record<string, string>>;
    for (const [catalogue, sentences] of [
      ["terms", TERMS_MESSAGES],
      ["buyers", BUYER_MESSAGES],
    ] as const) {
      for (const [key, english] of Object.entries(sentences)) {
        expect(codeOfMessage(english)?.code, english).toBeTruthy();
        expect(errors[catalogue][key], `${catalogue}.${key}`).toMatch(devanagari);
      }
    }
  });
});
