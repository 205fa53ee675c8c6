/**
 * What a photo's first bytes say about it, read without decoding: its stored size, its EXIF orientation, and
 * whether it carries an EXIF block (GPS position, camera serial). JPEG and PNG; anything else is left to the
 * browser's decoder.
 */
export interface PhotoHeader {
  type: "jpeg" | "png";
  /** As stored, before the EXIF orientation is applied. */
  width: number;
  height: number;
  /** EXIF orientation 1-8 (1 when absent). */
  orientation: number;
  hasExif: boolean;
}

/** The size the seller sees: orientations 5-8 turn the stored image a quarter. */
export function shownSize(h: PhotoHeader): { width: number; height: number } {
  return h.orientation >= 5 ? { width: h.height, height: h.width } : { width: h.width, height: h.height };
}

export function readHeader(bytes: Uint8Array): PhotoHeader | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return readJpeg(bytes);
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return readPng(bytes);
  return undefined;
}

function readPng(bytes: Uint8Array): PhotoHeader | undefined {
  if (bytes.length < 24) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG's own eXIf chunk is rare; browsers ignore its orientation, so neither is looked for.
  return { type: "png", width: view.getUint32(16), height: view.getUint32(20), orientation: 1, hasExif: false };
}

/** Start-of-frame markers: baseline, extended, progressive, lossless (not DHT 0xc4, JPG 0xc8 or DAC 0xcc). */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function readJpeg(bytes: Uint8Array): PhotoHeader | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let orientation = 1;
  let hasExif = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = view.getUint16(at + 2);
    const body = at + 4;
    if (marker === 0xe1 && isExif(bytes, body)) {
      hasExif = true;
      orientation = exifOrientation(view, body + 6) ?? orientation;
    }
    if (SOF.has(marker)) {
      if (body + 5 > bytes.length) return undefined;
      return { type: "jpeg", height: view.getUint16(body + 1), width: view.getUint16(body + 3), orientation, hasExif };
    }
    if (marker === 0xda || length < 2) return undefined; // image data before any frame header: not a photo we read
    at += 2 + length;
  }
  return undefined;
}

function isExif(bytes: Uint8Array, at: number): boolean {
  // "Exif\0\0"
  return (
    bytes[at] === 0x45 &&
    bytes[at + 1] === 0x78 &&
    bytes[at + 2] === 0x69 &&
    bytes[at + 3] === 0x66 &&
    bytes[at + 4] === 0
  );
}

/** Tag 0x0112 of IFD0 in the TIFF structure at `tiff`; undefined when absent or out of bounds. */
function exifOrientation(view: DataView, tiff: number): number | undefined {
  if (tiff + 8 > view.byteLength) return undefined;
  const little = view.getUint16(tiff) === 0x4949;
  const ifd = tiff + view.getUint32(tiff + 4, little);
  if (ifd + 2 > view.byteLength) return undefined;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > view.byteLength) return undefined;
    if (view.getUint16(entry, little) === 0x0112) {
      const value = view.getUint16(entry + 8, little);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}
