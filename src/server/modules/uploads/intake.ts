import decodeHeic from "heic-decode";
import sharp, { type Metadata, type Sharp } from "sharp";
import { PHOTO_MAX_SIDE } from "../../../contract/limits.ts";
import { UPLOAD_ERRORS } from "../../../contract/uploads.ts";
import { HttpError } from "../../lib/http-error.ts";
import { heicDeclaredSize, type SniffedType, sniffImageType } from "./sniff.ts";

export interface UploadLimits {
  maxBytes: number;
  maxPixels: number;
}

export interface AcceptedImage {
  /** Re-encoded JPEG: EXIF orientation applied, every metadata block (GPS included) gone. */
  jpeg: Buffer;
  width: number;
  height: number;
  sourceType: SniffedType;
}

/**
 * Checks an uploaded file and turns it into a clean JPEG. Throws HttpError 413 (too big, too many pixels),
 * 415 (not an image we accept) or 422 (damaged / truncated). Nothing is stored here.
 */
export async function intakeImage(bytes: Buffer, limits: UploadLimits): Promise<AcceptedImage> {
  if (bytes.length === 0) throw new HttpError(400, UPLOAD_ERRORS.missing);
  if (bytes.length > limits.maxBytes) {
    throw new HttpError(413, UPLOAD_ERRORS.tooLarge(Math.round(limits.maxBytes / 1024 / 1024)));
  }
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(415, UPLOAD_ERRORS.notImage);

  let input: Sharp;
  if (type === "heic") {
    // Prebuilt sharp cannot decode HEVC: heic-decode (WASM libheif) gives raw pixels that sharp takes from there.
    const declared = heicDeclaredSize(bytes);
    if (!declared) throw new HttpError(422, UPLOAD_ERRORS.damaged);
    if (declared.width * declared.height > limits.maxPixels) throw new HttpError(413, UPLOAD_ERRORS.tooManyPixels);
    let decoded: { width: number; height: number; data: Uint8ClampedArray };
    try {
      decoded = await decodeHeic({ buffer: bytes });
    } catch {
      throw new HttpError(422, UPLOAD_ERRORS.damaged);
    }
    input = sharp(Buffer.from(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  } else {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new HttpError(422, UPLOAD_ERRORS.damaged);
    }
    if (!meta.width || !meta.height) throw new HttpError(422, UPLOAD_ERRORS.damaged);
    if (meta.width * meta.height > limits.maxPixels) throw new HttpError(413, UPLOAD_ERRORS.tooManyPixels);
    // failOn "warning": a truncated or corrupt file is refused instead of stored half grey.
    input = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "warning", animated: false });
  }
  try {
    const { data, info } = await input
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 86, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
    return { jpeg: data, width: info.width, height: info.height, sourceType: type };
  } catch {
    throw new HttpError(422, UPLOAD_ERRORS.damaged);
  }
}
