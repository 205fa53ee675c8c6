import sharp from "sharp";

const WIDTH = 500;
const MAX_ANGLE = 10;

/**
 * Estimates how many degrees to rotate (clockwise, as sharp's rotate) so that text lines run level.
 * Projection profile: for each candidate angle, dark pixels are binned by the row they would land on; level
 * text lines give the most peaked histogram (highest sum of squared bin counts).
 */
export async function estimateSkew(image: Buffer): Promise<number> {
  const { data, info } = await sharp(image)
    .greyscale()
    .resize({ width: WIDTH })
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const xs: number[] = [];
  const ys: number[] = [];
  // Text strokes: dark pixels with a bright pixel just above or below (edges of glyphs, not dark areas).
  for (let y = 2; y < height - 2; y++) {
    for (let x = 0; x < width; x++) {
      const v = data[y * width + x];
      if (v < 90 && (data[(y - 2) * width + x] > 170 || data[(y + 2) * width + x] > 170)) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  if (xs.length < 50) return 0;
  let best = { angle: 0, score: -1 };
  for (let a = -MAX_ANGLE; a <= MAX_ANGLE; a += 0.5) {
    const rad = (a * Math.PI) / 180;
    const sin = Math.sin(rad);
    const cos = Math.cos(rad);
    const bins = new Map<number, number>();
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round(xs[i] * sin + ys[i] * cos);
      bins.set(row, (bins.get(row) ?? 0) + 1);
    }
    let score = 0;
    for (const c of bins.values()) score += c * c;
    if (score > best.score) best = { angle: a, score };
  }
  return best.angle;
}
