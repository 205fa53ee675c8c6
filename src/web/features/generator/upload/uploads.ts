import i18n from "../../../i18n/index.ts";
import { errorText } from "../../../lib/api.ts";
import type { PickedPhoto } from "../photos.ts";
import { retryDelay, sleep, untilOnline } from "./backoff.ts";
import { forgetPhoto, sendPhoto, UploadError } from "./send.ts";

/** Where one picked photo's upload is: what its thumbnail shows. */
export type UploadState =
  | { phase: "preparing" }
  | { phase: "uploading"; fraction: number }
  | { phase: "waiting"; attempt: number }
  | { phase: "offline" }
  | { phase: "done"; url: string }
  | { phase: "failed"; message: string };

interface Entry {
  state: UploadState;
  controller: AbortController;
  url: Promise<string>;
}

export interface UploadDeps {
  send: typeof sendPhoto;
  forget: (url: string) => void;
  wait: typeof sleep;
  online: typeof untilOnline;
}

/**
 * Upload on pick (issue 22): each picked photo is sent (shrunk) as soon as it is ready, with progress, retries
 * with back-off on a dropped connection, and cancellation when the seller removes it. Generate then asks for the
 * URLs of photos already on the server. Offline, uploads wait for the network. One per Create Listings tab; React reads it through `subscribe`/`states`.
 */
export class PhotoUploads {
  private entries = new Map<string, Entry>();
  private snapshot: ReadonlyMap<string, UploadState> = new Map();
  private listeners = new Set<() => void>();

  constructor(
    private readonly deps: UploadDeps = {
      send: sendPhoto,
      forget: forgetPhoto,
      wait: sleep,
      online: untilOnline,
    },
  ) {}

  /** Starts uploads for photos new to the set and cancels those no longer in it. */
  sync(photos: PickedPhoto[]): void {
    const ids = new Set(photos.map((p) => p.id));
    for (const id of [...this.entries.keys()]) if (!ids.has(id)) this.cancel(id);
    for (const photo of photos) if (!this.entries.has(photo.id)) this.start(photo);
  }

  /** A photo already on the server (kept from before a reload). */
  adopt(id: string, url: string): void {
    this.entries.set(id, {
      state: { phase: "done", url },
      controller: new AbortController(),
      url: Promise.resolve(url),
    });
    this.publish();
  }

  /** The stored URLs of `photos`, in order, waiting for uploads under way; a failed one is tried again first. */
  urlsFor(photos: PickedPhoto[]): Promise<string[]> {
    return Promise.all(
      photos.map((p) => {
        const entry = this.entries.get(p.id);
        return entry && entry.state.phase !== "failed" ? entry.url : this.start(p);
      }),
    );
  }

  /** Sends `photos` again, also ones that finished (the server no longer has them). */
  restart(photos: PickedPhoto[]): void {
    for (const p of photos) this.start(p);
  }

  /** Stops everything and forgets the uploads without asking the server to delete them. */
  clear(): void {
    for (const entry of this.entries.values()) entry.controller.abort();
    this.entries.clear();
    this.publish();
  }

  states(): ReadonlyMap<string, UploadState> {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private start(photo: PickedPhoto): Promise<string> {
    this.entries.get(photo.id)?.controller.abort();
    const controller = new AbortController();
    const entry: Entry = { state: { phase: "preparing" }, controller, url: Promise.resolve("") };
    this.entries.set(photo.id, entry);
    entry.url = this.run(photo, entry);
    // A failure is shown on the thumbnail and reported to Generate; it is not an unhandled rejection.
    entry.url.catch(() => undefined);
    this.publish();
    return entry.url;
  }

  private cancel(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    entry.controller.abort();
    this.entries.delete(id);
    if (entry.state.phase === "done") this.deps.forget(entry.state.url);
    this.publish();
  }

  private async run(photo: PickedPhoto, entry: Entry): Promise<string> {
    const { signal } = entry.controller;
    const file = await (photo.ready ?? photo.file);
    for (let attempt = 0; ; attempt++) {
      signal.throwIfAborted();
      // Offline, nothing is sent (and no retry is spent) until the network is back.
      const offline = this.deps.online(signal);
      if (offline) {
        this.set(entry, { phase: "offline" });
        await offline;
      }
      this.set(entry, { phase: "uploading", fraction: 0 });
      try {
        const url = await this.deps.send(file, (fraction) => this.set(entry, { phase: "uploading", fraction }), signal);
        this.set(entry, { phase: "done", url });
        return url;
      } catch (err) {
        if (signal.aborted) throw err;
        const delay = retryDelay(err instanceof UploadError ? err.status : 0, attempt);
        if (delay === null) {
          this.set(entry, { phase: "failed", message: errorText(err, i18n.t("generator.photos.uploadFailed")) });
          throw err;
        }
        this.set(entry, { phase: "waiting", attempt: attempt + 1 });
        await this.deps.wait(delay, signal);
      }
    }
  }

  private set(entry: Entry, state: UploadState): void {
    if (entry.controller.signal.aborted) return;
    entry.state = state;
    this.publish();
  }

  private publish(): void {
    this.snapshot = new Map([...this.entries].map(([id, e]) => [id, e.state]));
    for (const listener of this.listeners) listener();
  }
}
