import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * The listing the held-out replica sets' self-tests post (held-out-replicas.spec.ts, held-out-2-replicas.spec.ts):
 * its title and description, its photos (the fixtures' files) and what a replica's submission holds for them
 * (`sum` = the bytes' sum mod 1e9+7, as the replicas' runtime computes it).
 */

const PHOTO_DIR = path.join(import.meta.dirname, "..", "fixtures", "photos");
export const PHOTO_NAMES = ["tv_sticker.jpg", "chelsea.png", "fruits.jpg", "stuff.jpg", "aloe_1000.jpg"];
export const PHOTO_FILES = PHOTO_NAMES.map((n) => path.join(PHOTO_DIR, n));
export const EXPECTED_PHOTOS = PHOTO_NAMES.map((name) => {
  const bytes = readFileSync(path.join(PHOTO_DIR, name));
  let sum = 0;
  for (const b of bytes) sum = (sum + b) % 1000000007;
  return { name, size: bytes.length, type: name.endsWith(".png") ? "image/png" : "image/jpeg", sum };
});

export const TITLE = "Sony Bravia 55 inch 4K Smart TV KD-55X80K";
export const DESCRIPTION = "55 inch 4K smart TV with its remote and stand. Works perfectly, bought in 2023.";
