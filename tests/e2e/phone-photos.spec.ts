import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { ClassifyResponse } from "../../src/contract/generator.ts";
import { CAMERA, cameraPhoto } from "../helpers/camera-photo.ts";
import { signUp } from "./generator-helpers.ts";

/**
 * Chromium does not show Playwright the bytes of a multipart body made of files, so the page keeps, for the test,
 * the files of every FormData it sends by XMLHttpRequest (the upload on pick) or fetch; `sentFile` reads them back.
 */
const keepSentFiles = () => {
  const kept: Record<string, File>[] = [];
  (window as unknown as { __sentFiles: typeof kept }).__sentFiles = kept;
  const keep = (body: unknown) => {
    if (!(body instanceof FormData)) return;
    const files: Record<string, File> = {};
    body.forEach((value, key) => {
      if (value instanceof File) files[key] = value;
    });
    kept.push(files);
  };
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    keep(init?.body);
    return send(input, init);
  };
  const xhrSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
    keep(body);
    return xhrSend.call(this, body as XMLHttpRequestBodyInit);
  };
};

/** The upload of a picked photo (it starts when the photo is picked). */
const isUpload = (r: { url(): string; method(): string }) => r.url().endsWith("/api/upload") && r.method() === "POST";
const isClassify = (r: { url(): string }) => r.url().endsWith("/api/classify-photos");

async function sentFile(page: Page, key: string): Promise<Buffer> {
  const base64 = await page.evaluate(async (k) => {
    const kept = (window as unknown as { __sentFiles: Record<string, File>[] }).__sentFiles;
    const file = kept.at(-1)?.[k];
    if (!file) return "";
    const bytes = new Uint8Array(await file.arrayBuffer());
    let text = "";
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  }, key);
  return Buffer.from(base64, "base64");
}

/** Whether the pixel at (x, y) of an upright-decoded image is the camera photo's red marker. */
async function isRed(jpeg: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i] > 180 && data[i + 1] < 80 && data[i + 2] < 80;
}

test("a camera photo leaves the phone shrunk, upright and without EXIF, and is stored that way", async ({ page }) => {
  test.setTimeout(150_000); // identification runs on the CPU
  const original = await cameraPhoto({ orientation: 6 });
  await page.addInitScript(keepSentFiles);
  await signUp(page);

  // Picked through the file chooser, as a seller's gallery hands it over; it is sent at once.
  const sent = page.waitForRequest(isUpload);
  await page
    .getByLabel("Choose photos")
    .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: original });
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(1);

  const answered = page.waitForResponse((r) => isClassify(r) && r.ok());
  await page.getByRole("button", { name: "Generate Smart Listing" }).click();

  const bytesSent = Number(await (await sent).headerValue("content-length"));
  const photo = await sentFile(page, "image");
  // Shrunk: at most 2048 px on the long side, upright (the seller's portrait), a fraction of the camera's bytes.
  const meta = await sharp(photo).metadata();
  expect({ width: meta.width, height: meta.height }).toEqual({
    width: Math.round((CAMERA.storedHeight * 2048) / CAMERA.storedWidth),
    height: 2048,
  });
  expect(bytesSent).toBeGreaterThan(photo.length);
  expect(bytesSent).toBeLessThan(original.length / 2);
  // Nothing of the camera's EXIF leaves the phone: no block at all, so no GPS, make, model or serial.
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(photo.includes(Buffer.from("Exif\0\0", "latin1"))).toBe(false);
  expect(photo.includes(Buffer.from("SN-4242-SECRET"))).toBe(false);
  expect(await isRed(photo, 5, 5)).toBe(true); // the seen top-left corner is where it belongs

  // Stored as it was sent: upright, no metadata.
  const classified = (await (await answered).json()) as ClassifyResponse;
  const stored = await page.request.get(classified.imageUrl);
  expect(stored.ok()).toBe(true);
  const storedJpeg = Buffer.from(await stored.body());
  const storedMeta = await sharp(storedJpeg).metadata();
  expect(storedMeta.height).toBeGreaterThan(storedMeta.width ?? 0);
  expect(storedMeta.exif).toBeUndefined();
  expect(await isRed(storedJpeg, 5, 5)).toBe(true);
  expect(await isRed(storedJpeg, 5, (storedMeta.height ?? 1) - 5)).toBe(false);
  await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible({ timeout: 60_000 });
});

/** Picks the camera photo, taps Generate and answers the photo the page sent, once the server has answered. */
async function pickAndSend(page: Page, original: Buffer): Promise<Buffer> {
  await signUp(page);
  const uploaded = page.waitForResponse((r) => isUpload(r.request()) && r.ok());
  await page
    .getByLabel("Choose photos")
    .setInputFiles({ name: "IMG_2042.jpg", mimeType: "image/jpeg", buffer: original });
  await expect(page.getByRole("list", { name: "Selected photos" }).getByRole("listitem")).toHaveCount(1);
  await uploaded;
  const answered = page.waitForResponse((r) => isClassify(r) && r.ok());
  await page.getByRole("button", { name: "Generate Smart Listing" }).click();
  await answered;
  return sentFile(page, "image");
}

test("without workers the page's own canvas shrinks the photo, upright and without EXIF", async ({ page }) => {
  test.setTimeout(150_000);
  const original = await cameraPhoto({ orientation: 6 });
  await page.addInitScript(keepSentFiles);
  await page.addInitScript(() => Object.assign(window, { Worker: undefined }));
  const photo = await pickAndSend(page, original);
  const meta = await sharp(photo).metadata();
  expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
    width: 1536,
    height: 2048,
    exif: undefined,
  });
  expect(await isRed(photo, 5, 5)).toBe(true);
});

test("a browser that cannot decode the photo sends the original, and the listing still comes", async ({ page }) => {
  test.setTimeout(150_000);
  const original = await cameraPhoto({ orientation: 6 });
  await page.addInitScript(keepSentFiles);
  await page.addInitScript(() => Object.assign(window, { Worker: undefined, createImageBitmap: undefined }));
  const photo = await pickAndSend(page, original);
  expect(photo.equals(original)).toBe(true);
  await expect(page.getByRole("heading", { name: "Review your listing" })).toBeVisible({ timeout: 60_000 });
});
