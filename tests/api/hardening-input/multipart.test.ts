import { describe, expect, it } from "vitest";
import { UPLOAD_ERRORS } from "../../../src/contract/uploads.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { multipart, photo } from "../generator/multipart.ts";
import { ORIGIN } from "../listings/helpers.ts";

/**
 * Issue 13, "5xx on bad input": malformed multipart bodies (wrong or missing boundary, truncated, random bytes)
 * answered 500 on all five upload endpoints. They are the client's fault: 400 with a message.
 */
const app = await createTestApp();
const cookie = await loginCookie(app, await createUser(app));

const UPLOAD_ENDPOINTS = [
  "/api/upload",
  "/api/classify-image",
  "/api/enhance/upscale",
  "/api/enhance/blur-background",
  "/api/enhance/combo",
];

const partHeader = 'Content-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n';
const noise = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256));

/** [what, content-type, body, message]: each answered 500 before, except the empty body (no image: 400 already). */
const MALFORMED: [string, string, Buffer | string, string?][] = [
  ["no boundary", "multipart/form-data", `--abc\r\n${partHeader}xx\r\n--abc--\r\n`],
  ["an empty boundary", "multipart/form-data; boundary=", `--abc\r\n${partHeader}xx\r\n--abc--\r\n`],
  ["a boundary the body does not use", "multipart/form-data; boundary=zzz", `--abc\r\n${partHeader}xx\r\n--abc--\r\n`],
  ["a body cut off inside a file", "multipart/form-data; boundary=abc", `--abc\r\n${partHeader}xxxxx`],
  ["a body cut off inside a part header", "multipart/form-data; boundary=abc", "--abc\r\nContent-Disposition: form-da"],
  ["random bytes", "multipart/form-data; boundary=abc", noise],
  [
    "a real photo cut in half",
    "multipart/form-data; boundary=abc",
    Buffer.concat([Buffer.from(`--abc\r\n${partHeader}`), photo("stuff.jpg").subarray(0, 5000)]),
  ],
  ["an empty body", "multipart/form-data; boundary=abc", "", UPLOAD_ERRORS.missing],
];

describe("malformed multipart is a 400 with a message on every upload endpoint", () => {
  for (const url of UPLOAD_ENDPOINTS) {
    for (const [what, contentType, payload, message = UPLOAD_ERRORS.malformed] of MALFORMED) {
      it(`${url}: ${what}`, async () => {
        const res = await app.inject({
          method: "POST",
          url,
          headers: { cookie, origin: ORIGIN, "content-type": contentType },
          payload,
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toBe(message);
      });
    }
  }

  it("a well-formed upload still works after malformed ones", async () => {
    const form = multipart([{ name: "image", file: { bytes: photo("stuff.jpg"), filename: "stuff.jpg" } }]);
    const res = await app.inject({
      method: "POST",
      url: "/api/upload",
      headers: { cookie, origin: ORIGIN, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("a NUL in a multipart text field is a 400 naming the field", async () => {
    const form = multipart([
      { name: "image", file: { bytes: photo("stuff.jpg"), filename: "stuff.jpg" } },
      { name: "hint", value: "Phone\u0000case" },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/classify-image",
      headers: { cookie, origin: ORIGIN, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe("hint contains characters that are not allowed");
  });
});
