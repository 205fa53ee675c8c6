import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readHeader, shownSize } from "../../../src/web/features/generator/shrink/header.ts";
import { targetFor } from "../../../src/web/features/generator/shrink/shrink.ts";

const jpeg = (width: number, height: number, exif?: { orientation: number }) => {
  let img = sharp({ create: { width, height, channels: 3, background: "#678" } });
  if (exif) {
    img = img
      .withMetadata({ orientation: exif.orientation })
      .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 2/1" } });
  }
  return img.jpeg().toBuffer();
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: "#0000" } })
    .png()
    .toBuffer();
const header = async (bytes: Promise<Buffer>) => readHeader(new Uint8Array(await bytes));

describe("reading a photo's header without decoding it", () => {
  it("reads a JPEG's stored size, its EXIF orientation and that it has EXIF", async () => {
    const h = await header(jpeg(400, 300, { orientation: 6 }));
    expect(h).toEqual({ type: "jpeg", width: 400, height: 300, orientation: 6, hasExif: true });
    expect(shownSize(h!)).toEqual({ width: 300, height: 400 });
  });

  it("reads a JPEG with no EXIF as orientation 1", async () => {
    expect(await header(jpeg(64, 48))).toEqual({ type: "jpeg", width: 64, height: 48, orientation: 1, hasExif: false });
  });

  it("reads a PNG's size", async () => {
    expect(await header(png(300, 100))).toMatchObject({ type: "png", width: 300, height: 100, orientation: 1 });
  });

  it("gives up on what it does not know or what is cut short, never throwing", async () => {
    const whole = await jpeg(64, 48, { orientation: 3 });
    for (const bytes of [
      new Uint8Array([]),
      new TextEncoder().encode("not a photo at all"),
      new Uint8Array(whole.subarray(0, 20)),
      new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x02]),
    ]) {
      expect(readHeader(bytes)).toBeUndefined();
    }
  });
});

describe("the size a photo leaves the phone at", () => {
  const camera = { type: "jpeg" as const, width: 4032, height: 3024, orientation: 6, hasExif: true };

  it("shrinks a 12 MP camera photo to 2048 px on its long side, as the seller sees it (portrait)", () => {
    expect(targetFor(camera)).toEqual({ width: 1536, height: 2048, quality: 0.8 });
    expect(targetFor({ ...camera, orientation: 1 })).toEqual({ width: 2048, height: 1536, quality: 0.8 });
  });

  it("sends a small photo without EXIF as it is, and re-encodes a small one with EXIF at its own size", () => {
    expect(targetFor({ ...camera, width: 1200, height: 900, hasExif: false, orientation: 1 })).toBeNull();
    expect(targetFor({ ...camera, width: 1200, height: 900 })).toEqual({ width: 900, height: 1200, quality: 0.8 });
  });

  it("keeps the aspect ratio of a long panorama and never makes a side of 0", () => {
    const pano = { type: "png" as const, width: 20000, height: 3, orientation: 1, hasExif: false };
    expect(targetFor(pano)).toEqual({ width: 2048, height: 1, quality: 0.8 });
  });
});
