/** The image type the bytes say they are, whatever the file name or the browser's declared type. */
export type SniffedType = "jpeg" | "png" | "webp" | "avif" | "heic";

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

export function sniffImageType(bytes: Uint8Array): SniffedType | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp") {
    // ISO media: the major brand, then compatible brands, say whether it is AVIF or HEIC.
    const size = Math.min(bytes.length, (bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]);
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(i, i + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIC_BRANDS.has(b))) return "heic";
  }
  return undefined;
}

/**
 * The largest image size declared in a HEIC file's 'ispe' boxes, read without decoding,
 * so a decompression bomb is refused before any pixel is allocated.
 */
export function heicDeclaredSize(bytes: Buffer): { width: number; height: number } | undefined {
  let best: { width: number; height: number } | undefined;
  let at = bytes.indexOf("ispe");
  while (at >= 0 && at + 16 <= bytes.length) {
    const width = bytes.readUInt32BE(at + 8);
    const height = bytes.readUInt32BE(at + 12);
    if (!best || width * height > best.width * best.height) best = { width, height };
    at = bytes.indexOf("ispe", at + 4);
  }
  return best;
}
