import { describe, expect, it } from "vitest";
import { renditionUrl } from "../../../src/contract/photo-renditions.ts";
import { srcSetFor } from "../../../src/web/ui/photo-srcset.ts";

const NAME = "AbCdEfGhIjKlMnOpQrStUvWxYz012-_9";

describe("srcSetFor (docs/decisions/118)", () => {
  it("offers a local stored photo's renditions and the photo itself by their longest sides", () => {
    expect(srcSetFor(`/uploads/${NAME}.jpg`)).toBe(
      `/uploads/${NAME}.w320.jpg 320w, /uploads/${NAME}.w1024.jpg 1024w, /uploads/${NAME}.jpg 2048w`,
    );
  });

  it("does the same for a photo in an S3 bucket or behind its CDN", () => {
    const url = `https://cdn.example.com/photos/uploads/${NAME}.jpg`;
    expect(srcSetFor(url)).toBe(
      `https://cdn.example.com/photos/uploads/${NAME}.w320.jpg 320w, ` +
        `https://cdn.example.com/photos/uploads/${NAME}.w1024.jpg 1024w, ${url} 2048w`,
    );
  });

  it("leaves every other address alone", () => {
    for (const url of [
      undefined,
      null,
      "",
      "blob:http://localhost:3000/6b1c6f5e-1f0e-4b7e-9b7a-4a1b2c3d4e5f",
      "data:image/svg+xml;utf8,<svg/>",
      "https://example.com/photo.jpg",
      `/uploads/${NAME}.png`,
      `/uploads/${NAME}.w320.jpg`,
      `/uploads/${NAME.slice(1)}.jpg`,
      `/uploads/${NAME}.jpg?v=2`,
      `/elsewhere/${NAME}.jpg`,
    ]) {
      expect(srcSetFor(url), String(url)).toBeUndefined();
    }
  });

  it("names renditions the way the server stores them", () => {
    expect(renditionUrl(`/uploads/${NAME}.jpg`, 320)).toBe(`/uploads/${NAME}.w320.jpg`);
    expect(renditionUrl(`/uploads/${NAME}.w320.jpg`, 1024)).toBeUndefined();
  });
});
