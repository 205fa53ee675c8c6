import { describe, expect, it } from "vitest";
import { englishMessageResources } from "../../../src/contract/message-codes.ts";
import { en as english } from "../../../src/web/i18n/en.ts";
import { hi as hindi } from "../../../src/web/i18n/hi.ts";

/**
 * One file per language (docs/decisions/131): every text of the seller's side exists in English and in Hindi,
 * with the same {{variables}} and the same <tags> - a key added to one file only fails here.
 */
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = "", out = new Map<string, string>()) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** English's server and form sentences are the contract's catalogues themselves (src/contract/message-codes.ts). */
const en = flatten({ ...english, errors: englishMessageResources() } as unknown as Tree);
const hi = flatten(hindi as unknown as Tree);
const variables = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const tags = (s: string) => [...s.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe("translation files", () => {
  it("have every English key in Hindi", () => {
    expect([...en.keys()].filter((k) => !hi.has(k))).toEqual([]);
  });

  it("have no Hindi key that English lacks", () => {
    expect([...hi.keys()].filter((k) => !en.has(k))).toEqual([]);
  });

  it("use the same {{variables}} and tags in both languages", () => {
    const differ = [...en].filter(([key, text]) => {
      const other = hi.get(key) ?? "";
      return variables(text).join() !== variables(other).join() || tags(text).join() !== tags(other).join();
    });
    expect(differ.map(([key]) => key)).toEqual([]);
  });

  it("has no empty text, and no English left untranslated in the Hindi file", () => {
    expect([...hi].filter(([, text]) => text.trim() === "").map(([key]) => key)).toEqual([]);
    // Texts that are only names, the same in both languages.
    const sameInBoth = new Set(["language.switchLabel", "sales.upiId", "sales.upiLine"]);
    const untranslated = [...hi].filter(
      ([key, text]) =>
        text === en.get(key) && !sameInBoth.has(key) && /[A-Za-z]{2,}/.test(text.replace(/\{\{\w+\}\}/g, "")),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });
});
