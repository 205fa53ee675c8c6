import { describe, expect, it, vi } from "vitest";
import type { PickedPhoto } from "../../../src/web/features/generator/photos.ts";
import { RETRY_DELAYS_MS, retryDelay } from "../../../src/web/features/generator/upload/backoff.ts";
import { UploadError } from "../../../src/web/features/generator/upload/send.ts";
import { PhotoUploads, type UploadState } from "../../../src/web/features/generator/upload/uploads.ts";

const photo = (id: string): PickedPhoto => {
  const file = new File([id], `${id}.jpg`, { type: "image/jpeg" });
  return { id, file, ready: Promise.resolve(file) };
};

type Send = (file: Blob, onProgress: (f: number) => void, signal: AbortSignal) => Promise<string>;

/** Uploads with a fake network: `send` decides each try's outcome; waits between tries are recorded, not slept. */
function setup(send: Send) {
  const forget = vi.fn<(url: string) => void>();
  const wait = vi.fn(async (_ms: number, signal: AbortSignal) => signal.throwIfAborted());
  const online = vi.fn((_signal: AbortSignal) => undefined);
  const uploads = new PhotoUploads({ send: vi.fn(send), forget, wait, online });
  const seen: Record<string, UploadState["phase"][]> = {};
  uploads.subscribe(() => {
    for (const [id, state] of uploads.states()) {
      seen[id] ??= [];
      if (seen[id].at(-1) !== state.phase) seen[id].push(state.phase);
    }
  });
  return { uploads, forget, wait, seen };
}

const failing = (status: number, body = "") => new UploadError(status, body, "");

describe("upload on pick", () => {
  it("uploads each photo as it is picked, with progress, and answers the URLs in the photos' order", async () => {
    const { uploads, seen } = setup(async (file, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return `/uploads/${(file as File).name}`;
    });
    const photos = [photo("a"), photo("b")];
    uploads.sync(photos);
    expect(await uploads.urlsFor([photos[1], photos[0]])).toEqual(["/uploads/b.jpg", "/uploads/a.jpg"]);
    expect(seen.a).toEqual(["preparing", "uploading", "done"]);
    expect(uploads.states().get("b")).toEqual({ phase: "done", url: "/uploads/b.jpg" });
  });

  it("tries a dropped connection again after 1 s, then 2 s, and succeeds", async () => {
    let tries = 0;
    const { uploads, wait, seen } = setup(async () => {
      tries += 1;
      if (tries < 3) throw failing(0);
      return "/uploads/ok.jpg";
    });
    const p = photo("a");
    uploads.sync([p]);
    expect(await uploads.urlsFor([p])).toEqual(["/uploads/ok.jpg"]);
    expect(wait.mock.calls.map((c) => c[0])).toEqual([1000, 2000]);
    expect(seen.a).toEqual(["preparing", "uploading", "waiting", "uploading", "waiting", "uploading", "done"]);
  });

  it("does not repeat what the server refused: the thumbnail shows its message, and Generate tries once more", async () => {
    let tries = 0;
    const { uploads, wait } = setup(async () => {
      tries += 1;
      if (tries === 1) throw failing(413, JSON.stringify({ message: "That image is too large. The limit is 15 MB." }));
      return "/uploads/second.jpg";
    });
    const p = photo("a");
    uploads.sync([p]);
    await vi.waitFor(() => expect(uploads.states().get("a")?.phase).toBe("failed"));
    expect(uploads.states().get("a")).toEqual({
      phase: "failed",
      message: "That image is too large. The limit is 15 MB.",
    });
    expect(wait).not.toHaveBeenCalled();
    expect(await uploads.urlsFor([p])).toEqual(["/uploads/second.jpg"]);
    expect(tries).toBe(2);
  });

  it("gives up after the last back-off and marks the photo failed", async () => {
    const { uploads, wait } = setup(async () => {
      throw failing(503);
    });
    const p = photo("a");
    uploads.sync([p]);
    await vi.waitFor(() => expect(uploads.states().get("a")?.phase).toBe("failed"));
    expect(wait.mock.calls.map((c) => c[0])).toEqual([...RETRY_DELAYS_MS]);
  });

  it("cancels an upload under way when the photo is removed, and forgets one already stored", async () => {
    let signalOfB: AbortSignal | undefined;
    const { uploads, forget } = setup(
      (file, _progress, signal) =>
        new Promise((resolve, reject) => {
          if ((file as File).name === "a.jpg") return resolve("/uploads/a.jpg");
          signalOfB = signal;
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    const a = photo("a");
    const b = photo("b");
    uploads.sync([a, b]);
    await vi.waitFor(() => expect(uploads.states().get("a")?.phase).toBe("done"));
    await vi.waitFor(() => expect(signalOfB).toBeDefined());
    uploads.sync([]);
    expect(signalOfB?.aborted).toBe(true);
    expect(forget).toHaveBeenCalledExactlyOnceWith("/uploads/a.jpg");
    expect(uploads.states().size).toBe(0);
  });

  it("uses a photo kept from before a reload without sending it, and sends it again when asked", async () => {
    const send = vi.fn(async () => "/uploads/again.jpg");
    const { uploads } = setup(send);
    const p = photo("a");
    uploads.adopt("a", "/uploads/kept.jpg");
    uploads.sync([p]);
    expect(await uploads.urlsFor([p])).toEqual(["/uploads/kept.jpg"]);
    uploads.restart([p]);
    expect(await uploads.urlsFor([p])).toEqual(["/uploads/again.jpg"]);
  });
});

it("sends nothing while the browser is offline, and uploads once the network is back", async () => {
  let back = () => {};
  const send = vi.fn(async () => "/uploads/later.jpg");
  const uploads = new PhotoUploads({
    send,
    forget: vi.fn(),
    wait: vi.fn(),
    online: () =>
      new Promise<void>((resolve) => {
        back = resolve;
      }),
  });
  const p = photo("a");
  uploads.sync([p]);
  await vi.waitFor(() => expect(uploads.states().get("a")?.phase).toBe("offline"));
  expect(send).not.toHaveBeenCalled();
  back();
  expect(await uploads.urlsFor([p])).toEqual(["/uploads/later.jpg"]);
});

describe("retryDelay", () => {
  it.each([
    [0, 0, 1000],
    [0, 4, 16000],
    [0, 5, null],
    [408, 1, 2000],
    [429, 0, 1000],
    [502, 2, 4000],
    [400, 0, null],
    [401, 0, null],
    [413, 0, null],
    [415, 0, null],
  ])("status %i after try %i waits %s", (status, attempt, delay) => {
    expect(retryDelay(status, attempt)).toBe(delay);
  });
});
