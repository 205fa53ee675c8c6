import { describe, expect, it } from "vitest";
import {
  addPhotos,
  isImageFile,
  makeMain,
  movePhoto,
  type PickedPhoto,
  removePhoto,
} from "../../../src/web/features/generator/photos.ts";

const img = (name: string, type = "image/jpeg") => new File(["x"], name, { type });
let n = 0;
const id = () => `p${n++}`;
const ids = (photos: PickedPhoto[]) => photos.map((p) => p.file.name);

describe("picking photos (spec section 5)", () => {
  it("adds images in the order given", () => {
    const r = addPhotos([], [img("a.jpg"), img("b.png", "image/png")], id);
    expect(r.ok).toBe(true);
    expect(ids(r.photos)).toEqual(["a.jpg", "b.png"]);
  });

  it("refuses a pick that would take the set past five, keeping what was there", () => {
    const four = addPhotos(
      [],
      ["1", "2", "3", "4"].map((s) => img(`${s}.jpg`)),
      id,
    ).photos;
    const r = addPhotos(four, [img("5.jpg"), img("6.jpg")], id);
    expect(r).toMatchObject({ ok: false, reason: "too-many" });
    expect(r.photos).toBe(four);
    expect(addPhotos(four, [img("5.jpg")], id).ok).toBe(true);
  });

  it("refuses a drop with no image files", () => {
    const r = addPhotos([], [new File(["hello"], "notes.txt", { type: "text/plain" })], id);
    expect(r).toMatchObject({ ok: false, reason: "invalid", photos: [] });
  });

  it("leaves out non-images mixed with images", () => {
    const r = addPhotos([], [img("a.jpg"), new File(["x"], "notes.txt", { type: "text/plain" })], id);
    expect(ids(r.photos)).toEqual(["a.jpg"]);
  });

  it("knows HEIC photos that come without a type by their name", () => {
    expect(isImageFile({ name: "IMG_0001.HEIC", type: "" })).toBe(true);
    expect(isImageFile({ name: "report.pdf", type: "" })).toBe(false);
    expect(isImageFile({ name: "x.jpg", type: "application/pdf" })).toBe(false);
  });
});

describe("ordering photos", () => {
  const photos = addPhotos([], [img("a.jpg"), img("b.jpg"), img("c.jpg")], id).photos;
  const [a, b, c] = photos;

  it("moves one place left or right and ignores moves past the ends", () => {
    expect(ids(movePhoto(photos, b.id, -1))).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    expect(ids(movePhoto(photos, b.id, 1))).toEqual(["a.jpg", "c.jpg", "b.jpg"]);
    expect(movePhoto(photos, a.id, -1)).toBe(photos);
    expect(movePhoto(photos, c.id, 1)).toBe(photos);
  });

  it("makes a photo the main one, keeping the others in order", () => {
    expect(ids(makeMain(photos, c.id))).toEqual(["c.jpg", "a.jpg", "b.jpg"]);
  });

  it("removes one photo", () => {
    expect(ids(removePhoto(photos, a.id))).toEqual(["b.jpg", "c.jpg"]);
  });
});
