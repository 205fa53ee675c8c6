/**
 * Draws a photo at `width` x `height` and encodes it as JPEG. Runs in the shrink worker (OffscreenCanvas) or, where
 * that is missing, on the main thread (a canvas element). The photo is decoded straight to the target size
 * (createImageBitmap's resize options), so no canvas or bitmap larger than the target is made where the browser
 * supports them; EXIF orientation is applied by the decoder, once. What comes out has no EXIF at all.
 */
export interface Target {
  width: number;
  height: number;
  quality: number;
}

type Canvas2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export async function decodeAt(blob: Blob, t: Target): Promise<ImageBitmap> {
  return createImageBitmap(blob, {
    resizeWidth: t.width,
    resizeHeight: t.height,
    resizeQuality: "high",
    imageOrientation: "from-image",
  });
}

/** Paints on white (a transparent PNG becomes a JPEG) and scales if the browser ignored the resize options. */
export function paint(ctx: Canvas2D, bitmap: ImageBitmap, t: Target): void {
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, t.width, t.height);
  ctx.drawImage(bitmap, 0, 0, t.width, t.height);
  bitmap.close();
}

export async function drawOffscreen(blob: Blob, t: Target): Promise<Blob> {
  const bitmap = await decodeAt(blob, t);
  const canvas = new OffscreenCanvas(t.width, t.height);
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  paint(ctx, bitmap, t);
  return canvas.convertToBlob({ type: "image/jpeg", quality: t.quality });
}

export async function drawOnPage(blob: Blob, t: Target): Promise<Blob> {
  const bitmap = await decodeAt(blob, t);
  const canvas = document.createElement("canvas");
  canvas.width = t.width;
  canvas.height = t.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  paint(ctx, bitmap, t);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("encode failed"))), "image/jpeg", t.quality),
  );
}
