import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hi } from "../../../src/web/i18n/hi.ts";

/**
 * Hindi copy does not assume the reader's gender (issue 47 item 5, docs/decisions/215). Hindi verbs agree with the
 * subject's gender: "मैं स्वीकार करता हूँ" is a man speaking, "मैं लूँगा" too, "आप सहमत होते हैं" addresses a man. The
 * rule: a seller's own words ("I ...") and words to the seller ("you ...") use forms without gender - "मुझे ₹X
 * स्वीकार है", imperatives ("जोड़ें"), "आपको/आपका" and the passive ("जोड़ा जा सकता है").
 *
 * Checked on every Hindi text: every line of the sources that holds Devanagari (the web's Hindi resources and the
 * server's texts: notices, pushes, the desk's prefilled messages, buyers' questions), and every value of the Hindi
 * resources themselves.
 */

/** Gendered first-person forms: "करता हूँ", "करती हूँ", "रहा हूँ", "चुका हूँ", "लूँगा", "दूँगी", "करूँगा"... */
const FIRST_PERSON = [
  /(?:ता|ती|रहा|रही|गया|गई|चुका|चुकी|सकता|सकती|था|थी)\s+हू[ँं]/,
  /[ूऊ][ँं]?(?:गा|गी)(?![\u0900-\u0963\u0966-\u097F])/,
];
/**
 * "आप" with a gendered participle in the same clause: "आप समझते हैं", "आप लॉग आउट हो गए हैं", "आप कर सकते हैं",
 * "आप स्वीकार करेंगे", "आप इस्तेमाल कर चुके हैं".
 */
const YOU = [
  /(?:^|[\s"'“‘(])आप\s[^।?!:;.,"”]*?(?:ते|ती|रहे|रही|गए|गई|चुके|चुकी|सकते|सकती)\s+(?:हैं|हो|थे|थीं)/,
  /(?:^|[\s"'“‘(])आप\s[^।?!:;.,"”]*?(?:ेंगे|ेंगी|ोगे|ोगी)(?![\u0900-\u0963\u0966-\u097F])/,
];
const GENDERED = [...FIRST_PERSON, ...YOU];
const gendered = (text: string) => GENDERED.some((re) => re.test(text));

const ROOT = path.resolve(import.meta.dirname, "..", "..", "..");
const DEVANAGARI = /[\u0900-\u097F]/;

function sourceLines(): Array<{ where: string; text: string }> {
  const out: Array<{ where: string; text: string }> = [];
  for (const dir of ["src", "extension"]) {
    for (const file of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: "utf8" })) {
      if (!/\.(ts|tsx)$/.test(file)) continue;
      const lines = readFileSync(path.join(ROOT, dir, file), "utf8").split("\n");
      lines.forEach((text, i) => {
        if (DEVANAGARI.test(text)) out.push({ where: `${dir}/${file}:${i + 1}`, text });
      });
    }
  }
  return out;
}

function leaves(value: unknown, at: string, out: Array<{ where: string; text: string }> = []) {
  if (typeof value === "string") out.push({ where: at, text: value });
  else if (value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) leaves(v, at ? `${at}.${k}` : k, out);
  return out;
}

describe("Hindi copy assumes no gender", () => {
  it("the check knows the gendered forms it is there for", () => {
    for (const text of [
      "मैं ₹… स्वीकार करता हूँ",
      "मैं ₹500 स्वीकार करती हूँ",
      "सबसे कम दाम जो मैं लूँगा",
      "मैं दूँगा",
      "मैं अभी बेच रहा हूँ",
      "मैं समझता/समझती हूँ",
      "आप लॉग आउट हो गए हैं",
      "साइन अप करके आप हमारी शर्तों से सहमत होते हैं",
      "आप जवाब दे सकते हैं",
      "आपका दाम तभी बदलेगा जब आप स्वीकार करेंगे।",
    ])
      expect(gendered(text), text).toBe(true);
    for (const text of [
      "मुझे ₹… स्वीकार है",
      "मेरा सबसे कम दाम",
      "आपका दाम तभी बदलेगा जब आप इसे स्वीकार करें।",
      "जवाब दिया जा सकता है",
      "इसे 'मेरी बिक्री' में जोड़ें",
      "खरीदार इसे शनि, रवि 10:00–13:00 बजे देख सकते हैं।",
      "लोड हो रहा है",
    ])
      expect(gendered(text), text).toBe(false);
  });

  it("in every line of the sources that holds Hindi", () => {
    const found = sourceLines().filter((l) => gendered(l.text));
    expect(found.map((l) => `${l.where}: ${l.text.trim()}`)).toEqual([]);
  });

  it("in every text of the web's Hindi resources", () => {
    const found = leaves(hi, "").filter((l) => gendered(l.text));
    expect(found.map((l) => `${l.where}: ${l.text}`)).toEqual([]);
  });
});
