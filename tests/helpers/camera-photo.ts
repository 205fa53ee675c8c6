import sharp from "sharp";

/**
 * A photo as a phone camera makes it, made at run time rather than committed: 12 megapixels (4032 x 3024 as stored),
 * sensor-like noise over a scene, JPEG quality 92 (about 3 MB), EXIF with the camera's make, model and serial, a
 * GPS position, and orientation 6 (held sideways: the stored pixels are turned a quarter to the left of what the
 * seller sees). The top-left corner of the picture as seen is red, so a test can tell upright from turned.
 */
export const CAMERA = { storedWidth: 4032, storedHeight: 3024 };

export async function cameraPhoto(opts: { orientation?: 1 | 6; seed?: number } = {}): Promise<Buffer> {
  const { storedWidth: w, storedHeight: h } = CAMERA;
  const orientation = opts.orientation ?? 6;
  // A scene: a soft gradient; then the red marker where the seen top-left corner falls in the stored pixels.
  // Orientation 6 shows the stored image turned a quarter clockwise, so the stored bottom-left becomes the top-left.
  const marker = { width: 600, height: 600 };
  const at = orientation === 6 ? { left: 0, top: h - marker.height } : { left: 0, top: 0 };
  const scene = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: { r: 90, g: 120, b: 150 },
      noise: { type: "gaussian", mean: 110, sigma: 7 },
    },
  })
    .composite([
      {
        input: { create: { ...marker, channels: 3, background: { r: 220, g: 20, b: 20 } } },
        left: at.left,
        top: at.top,
      },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(scene.data, { raw: { width: w, height: h, channels: scene.info.channels } })
    .removeAlpha()
    .withMetadata({ orientation })
    .withExifMerge({
      IFD0: { Make: "SnapTestCam", Model: "Phone 12MP", BodySerialNumber: "SN-4242-SECRET" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "12/1 58/1 2/1", GPSLongitudeRef: "E", GPSLongitude: "77/1 35/1 40/1" },
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}
