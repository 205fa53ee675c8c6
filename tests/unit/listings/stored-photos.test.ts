import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { localUploadPath } from "../../../src/server/modules/listings/stored-photos.ts";

const root = path.resolve("/srv/data/uploads");

describe("localUploadPath", () => {
  it("maps /uploads/<name> to a file directly in the uploads folder", () => {
    expect(localUploadPath(root, "/uploads/abc-123.jpg")).toBe(path.join(root, "abc-123.jpg"));
  });

  it.each([
    "/uploads/../secret",
    "/uploads/..",
    "/uploads/a/b.jpg",
    "/uploads/",
    "/uploads/.hidden",
    "https://cdn.example.com/uploads/a.jpg",
    "/etc/passwd",
    "/uploads/a.jpg?x=1",
    "/uploads/a%2F..%2Fb",
  ])("refuses %s", (url) => {
    expect(localUploadPath(root, url)).toBeNull();
  });

  it("never resolves outside the uploads folder, whatever the URL", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (tail) => {
        const file = localUploadPath(root, `/uploads/${tail}`);
        return file === null || path.dirname(file) === root;
      }),
    );
  });
});
