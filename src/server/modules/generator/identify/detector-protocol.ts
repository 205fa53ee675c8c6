/** Messages between detector.ts (request thread) and detector-worker.ts (the model's thread). */

/** The size centernet was trained at; the graph's constants are written for it. */
export const TRAINED_INPUT = 512;

export interface DetectRequest {
  id: number;
  /** Side of the square input, a multiple of 32. */
  size: number;
  /** size x size x 3 RGB bytes. */
  pixels: Uint8Array;
}

/** Detections as [1,100,6] flattened: x1, y1, x2, y2 (in input pixels), score, COCO class. */
export type DetectReply = { id: number; rows: Float32Array } | { id: number; error: string };

export type DetectorNotice = { ready: true } | { fatal: string };
