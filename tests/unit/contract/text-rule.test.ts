import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  byteLength,
  cleanText,
  fitsLimit,
  MAX_BYTES_PER_CHARACTER,
  stripInvisible,
  TEXT_MESSAGES,
  textProblem,
  visibleLength,
} from "../../../src/contract/text.ts";

/** Issue 46 item 4 (docs/decisions/180): invisible runs refused, stray ones stripped, limits in what is seen and bytes. */

const withoutNul = (s: string) => s.split(String.fromCharCode(0)).join("");
const INVISIBLE = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u202e", "\u2066", "\u00ad", "\u180e", "\u0007"];

describe("invisible characters", () => {
  it("three or more in a row are a run, whichever they are; two are not", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...INVISIBLE), { minLength: 3, maxLength: 50 }), fc.string(), (run, s) => {
        expect(textProblem(`${withoutNul(s)}${run.join("")}`)).not.toBeNull();
      }),
    );
    expect(textProblem("a\u200b\u200cb")).toBeNull();
    expect(textProblem("line one\n\n\n\r\n\tline two")).toBeNull();
  });

  it("a stray one is stripped, except a joiner between two visible characters", () => {
    expect(stripInvisible("\ufeffHello\u200b world\u2060")).toBe("Hello world");
    expect(stripInvisible("क्\u200dष")).toBe("क्\u200dष");
    expect(stripInvisible("👩\u200d💻")).toBe("👩\u200d💻");
    expect(stripInvisible("\u200dstart and end\u200c")).toBe("start and end");
    expect(stripInvisible("a \u200d b")).toBe("a  b");
    // Tag letters make a subdivision flag: one emoji, kept whole, never a run.
    const england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}";
    expect(textProblem(`Made in ${england}`)).toBeNull();
    expect(stripInvisible(`Made in ${england}`)).toBe(`Made in ${england}`);
  });

  it("stripping never changes what a person sees, and leaves no run", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(...INVISIBLE))), (parts) => {
        const s = withoutNul(parts.join(""));
        expect(visibleLength(stripInvisible(s))).toBe(visibleLength(s));
        expect(textProblem(stripInvisible(s))).not.toBe("invisible");
      }),
    );
  });

  it("the schemas refuse a run with the rule's sentence", () => {
    expect(cleanText(100).safeParse(`ok${"\u200b".repeat(3)}`).error?.issues[0].message).toBe(
      TEXT_MESSAGES.invisibleRun,
    );
    expect(cleanText(100).parse(" ok\u200b ")).toBe("ok");
  });
});

describe("limits count what a person sees, and cap the bytes", () => {
  it("1,000 CJK characters fit a limit of 1,000, 1,001 do not", () => {
    expect(fitsLimit("中".repeat(1000), 1000)).toBe(true);
    expect(fitsLimit("中".repeat(1001), 1000)).toBe(false);
    expect(fitsLimit("😀".repeat(1000), 1000)).toBe(true);
  });

  it("no text within its limit takes more than the byte cap", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 200 }), fc.integer({ min: 1, max: 200 }), (s, max) => {
        if (fitsLimit(s, max)) expect(byteLength(s)).toBeLessThanOrEqual(max * MAX_BYTES_PER_CHARACTER);
      }),
    );
    // Combining marks count (each is drawn), so zalgo text cannot hide bytes behind one letter.
    expect(fitsLimit(`e${"\u0301".repeat(200)}`, 100)).toBe(false);
  });
});
