import { describe, expect, it } from "vitest";
import { pickSharedPhotos, takeSharedPhotos } from "../../../src/web/pwa/share-inbox.ts";

const photo = (name: string, type = "image/jpeg") => new File([new Uint8Array([1, 2, 3])], name, { type });

describe("photos shared into SnapList (issue 22 item 6)", () => {
  it("keeps the image files of a share, in the order shared", () => {
    const shared = pickSharedPhotos([photo("a.jpg"), photo("b.png", "image/png")]);
    expect(shared.files.map((f) => f.name)).toEqual(["a.jpg", "b.png"]);
    expect(shared.skipped).toBe(0);
  });

  it("drops what is not a photo: text fields, other files, empty file fields", () => {
    const shared = pickSharedPhotos([
      "a caption",
      photo("notes.pdf", "application/pdf"),
      new File([], "", { type: "application/octet-stream" }),
      photo("c.jpg"),
    ]);
    expect(shared.files.map((f) => f.name)).toEqual(["c.jpg"]);
  });

  it("takes HEIC photos that came without a type, by their name", () => {
    expect(pickSharedPhotos([photo("IMG_1.HEIC", "")]).files).toHaveLength(1);
  });

  it("keeps the first five of a larger share and counts the rest", () => {
    const shared = pickSharedPhotos(Array.from({ length: 7 }, (_, i) => photo(`p${i}.jpg`)));
    expect(shared.files.map((f) => f.name)).toEqual(["p0.jpg", "p1.jpg", "p2.jpg", "p3.jpg", "p4.jpg"]);
    expect(shared.skipped).toBe(2);
  });

  it("finds nothing waiting where IndexedDB is unavailable, rather than failing the photo step", async () => {
    await expect(takeSharedPhotos()).resolves.toEqual({ files: [], skipped: 0 });
  });
});
