import { ApiError } from "../../../lib/api.ts";

/** A failed upload: the server's answer (status and body), or status 0 when the connection failed. */
export class UploadError extends ApiError {}

/**
 * POST /api/upload with XMLHttpRequest, which reports upload progress (fetch does not): `onProgress` gets the
 * fraction sent, 0 to 1. Answers the stored photo's URL.
 */
export function sendPhoto(file: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    const form = new FormData();
    form.append("image", file, file instanceof File ? file.name : "photo.jpg");
    xhr.open("POST", "/api/upload");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    const abort = () => xhr.abort();
    signal.addEventListener("abort", abort, { once: true });
    const done = () => signal.removeEventListener("abort", abort);
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          return resolve((JSON.parse(xhr.responseText) as { imageUrl: string }).imageUrl);
        } catch {
          return reject(new UploadError(xhr.status, "", "The upload's answer could not be read"));
        }
      }
      reject(new UploadError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = xhr.ontimeout = () => {
      done();
      reject(new UploadError(0, "", "The connection failed"));
    };
    xhr.onabort = () => {
      done();
      reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
    };
    xhr.send(form);
  });
}

/** Tells the server a removed photo is no longer wanted; it keeps any photo something still shows. */
export function forgetPhoto(url: string): void {
  fetch("/api/upload", {
    method: "DELETE",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ imageUrl: url }),
  }).catch(() => {
    // The orphan sweep removes it later.
  });
}
