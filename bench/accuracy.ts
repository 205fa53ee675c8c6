import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { SURE_CONFIDENCE } from "../src/contract/limits.ts";
import { identifyOffline } from "../src/server/modules/generator/identify/identify.ts";
import { closeOcr } from "../src/server/modules/generator/identify/ocr.ts";
import { intakeImage } from "../src/server/modules/uploads/intake.ts";
import type { Row } from "./lib.ts";

/**
 * Identification accuracy and calibration over the fixture photos and hand-made cases: each answer's confidence
 * and which side of the "sure" threshold it falls. Sure answers must be right; wrong answers must fall below.
 * `expected` null: nothing we know is for sale in it (or nothing can tell), so the only right behaviour is to ask.
 */
interface Case {
  name: string;
  photos: () => Promise<Buffer[]>;
  expected: { category: string; brand?: string; model?: string } | null;
}

const dir = path.resolve(import.meta.dirname, "..", "tests", "fixtures", "photos");
const file = (name: string) => readFileSync(path.join(dir, name));
const limits = { maxBytes: 20 * 1024 * 1024, maxPixels: 40_000_000 };
/** Every photo goes through the same intake as an upload (clean JPEG, at most 2048 px). */
const stored = async (bytes: Buffer | Promise<Buffer>) => (await intakeImage(await bytes, limits)).jpeg;
const fixture =
  (...names: string[]) =>
  () =>
    Promise.all(names.map((n) => stored(file(n))));
const made = (build: () => Promise<Buffer>) => async () => [await stored(build())];
const label = (text: string) =>
  sharp({ text: { text: `<span foreground="black">${text}</span>`, rgba: true, dpi: 300 } })
    .flatten({ background: "#ffffff" })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: "#ffffff" })
    .png()
    .toBuffer();

const home = { category: "home" };
const CASES: Case[] = [
  { name: "coffee.png", photos: fixture("coffee.png"), expected: home },
  { name: "coffee.heic", photos: fixture("coffee.heic"), expected: home },
  { name: "coffee.avif", photos: fixture("coffee.avif"), expected: home },
  { name: "motorcycle_left.png", photos: fixture("motorcycle_left.png"), expected: { category: "automotive" } },
  { name: "aloe_1000.jpg", photos: fixture("aloe_1000.jpg"), expected: home },
  {
    name: "tv_sticker.jpg",
    photos: fixture("tv_sticker.jpg"),
    expected: { category: "electronics", brand: "Sony", model: "KD-55X85J" },
  },
  {
    name: "test.png",
    photos: fixture("test.png"),
    expected: { category: "electronics", brand: "Samsung", model: "Galaxy S21" },
  },
  { name: "chelsea.png (a cat)", photos: fixture("chelsea.png"), expected: null },
  { name: "stuff.jpg (desk clutter)", photos: fixture("stuff.jpg"), expected: null },
  { name: "fruits.jpg", photos: fixture("fruits.jpg"), expected: null },
  // Hand-made: several photos, the main one first.
  { name: "coffee + Samsung label", photos: fixture("coffee.png", "test.png"), expected: home },
  {
    name: "Sony sticker + Samsung label",
    photos: fixture("tv_sticker.jpg", "test.png"),
    expected: { category: "electronics", brand: "Sony", model: "KD-55X85J" },
  },
  {
    name: "Samsung label + coffee",
    photos: fixture("test.png", "coffee.png"),
    expected: { category: "electronics", brand: "Samsung", model: "Galaxy S21" },
  },
  // Hand-made: harder photos of the same things, and things we do not sell.
  {
    name: "coffee, blurred",
    photos: made(() => sharp(file("coffee.png")).blur(6).png().toBuffer()),
    expected: home,
  },
  {
    name: "coffee, turned 90 degrees",
    photos: made(() => sharp(file("coffee.png")).rotate(90).png().toBuffer()),
    expected: home,
  },
  {
    name: "coffee, 160 px",
    photos: made(() => sharp(file("coffee.png")).resize({ width: 160 }).png().toBuffer()),
    expected: home,
  },
  {
    name: "motorcycle, blurred",
    photos: made(() => sharp(file("motorcycle_left.png")).blur(8).png().toBuffer()),
    expected: { category: "automotive" },
  },
  {
    name: "an apple (cut from fruits.jpg)",
    photos: made(() =>
      sharp(file("fruits.jpg")).extract({ left: 300, top: 230, width: 212, height: 250 }).png().toBuffer(),
    ),
    expected: null,
  },
  {
    name: "box label 'Basmati Rice 5 kg'",
    photos: made(() => label("India Gate Basmati Rice 5 kg")),
    expected: null,
  },
  {
    name: "label 'Royal Enfield Classic 350'",
    photos: made(() => label("Royal Enfield Classic 350")),
    expected: { category: "automotive", brand: "Royal Enfield", model: "Classic 350" },
  },
  {
    name: "plain grey photo",
    photos: made(() =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: "#808080" } })
        .png()
        .toBuffer(),
    ),
    expected: null,
  },
];

export async function run(): Promise<Row[]> {
  const rows: Row[] = [];
  const tally = { sureRight: 0, sureWrong: 0, askedWrong: 0, askedRight: 0 };
  try {
    for (const c of CASES) {
      const answer = await identifyOffline(await c.photos());
      const e = c.expected;
      const right =
        e !== null &&
        answer.category === e.category &&
        (!e.brand || answer.brand === e.brand) &&
        (!e.model || answer.model === e.model);
      const sure = answer.confidence >= SURE_CONFIDENCE;
      if (sure) tally[right ? "sureRight" : "sureWrong"]++;
      else tally[right ? "askedRight" : "askedWrong"]++;
      rows.push({
        case: c.name,
        expected: e ? [e.category, e.brand, e.model].filter(Boolean).join(" / ") : "(ask)",
        answered: `${answer.product} (${answer.category})${answer.mixedPhotos ? ", mixed photos" : ""}`,
        confidence: answer.confidence,
        side: sure ? "sure" : "asks",
        verdict: sure
          ? right
            ? "right"
            : "WRONG AND SURE"
          : right
            ? "right, but asks"
            : e
              ? "wrong, asks (good)"
              : "asks (good)",
      });
    }
  } finally {
    await closeOcr();
  }
  rows.push({
    case: `threshold ${SURE_CONFIDENCE}`,
    expected: "",
    answered: `sure: ${tally.sureRight} right, ${tally.sureWrong} wrong; asks: ${tally.askedWrong} would be wrong or unknown, ${tally.askedRight} right`,
    confidence: "",
    side: "",
    verdict: tally.sureWrong === 0 ? "calibrated" : "NOT CALIBRATED",
  });
  return rows;
}
