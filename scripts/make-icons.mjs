// Draws the app icons (web app manifest, iPhone home screen) from the favicon's camera, once; the PNGs are
// committed under src/web/public/icons/. Run again after changing the drawing: `node scripts/make-icons.mjs`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const out = path.join(import.meta.dirname, "..", "src", "web", "public", "icons");
const BRAND = "#0b7285";
const camera = `<path d="M9 12h3l2-3h4l2 3h3v11H9z" fill="none" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>
<circle cx="16" cy="17" r="3.2" fill="none" stroke="#fff" stroke-width="2"/>`;

/** `inset`: how much of the square the camera may use; a maskable icon keeps it in the 80 % safe circle. */
const svg = (rounded, inset) => {
  const scale = inset;
  const shift = 16 * (1 - scale);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="${rounded ? 7 : 0}" fill="${BRAND}"/>
<g transform="translate(${shift} ${shift}) scale(${scale})">${camera}</g></svg>`;
};

const icons = [
  { file: "icon-192.png", size: 192, rounded: true, inset: 1 },
  { file: "icon-512.png", size: 512, rounded: true, inset: 1 },
  { file: "icon-maskable-512.png", size: 512, rounded: false, inset: 0.7 },
  { file: "apple-touch-icon-180.png", size: 180, rounded: false, inset: 0.85 },
];

mkdirSync(out, { recursive: true });
for (const icon of icons) {
  await sharp(Buffer.from(svg(icon.rounded, icon.inset)), { density: (72 * icon.size) / 32 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, icon.file));
  console.log(icon.file);
}
