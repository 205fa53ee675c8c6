/// <reference lib="webworker" />
import { drawOffscreen, type Target } from "./draw.ts";

/** The shrink worker: one photo per message, answered with the JPEG or with an error (the page then sends the original). */
self.onmessage = async (event: MessageEvent<{ id: number; blob: Blob; target: Target }>) => {
  const { id, blob, target } = event.data;
  try {
    const out = await drawOffscreen(blob, target);
    self.postMessage({ id, blob: out });
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
