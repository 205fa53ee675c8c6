/**
 * Where a toast may sit (docs/decisions/120): the spot on screen nearest the top that covers no control (button,
 * link, input, menu), and if it can, no heading, progress bar, step indicator, navigation or dialog either. Pure
 * geometry, so that it can be tested without a browser; `app/toastPlacement.ts` measures the page and applies it.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SpotInput {
  viewport: { width: number; height: number };
  toast: { width: number; height: number };
  /** What the toast must not cover: what a person taps or types into. */
  controls: Box[];
  /** What it should rather not cover: headings, progress, steps, navigation, an open dialog. */
  landmarks: Box[];
  /** Where it is now; kept while it is still as good as the best spot, so that a toast does not hop about. */
  current?: { x: number; y: number };
  /** Distance kept from the screen's edges and from what it avoids. */
  margin?: number;
  gap?: number;
}

export interface Spot {
  x: number;
  y: number;
  /** 0: clear of controls and landmarks; 1: clear of controls only; 2: covers a control (nothing better exists). */
  tier: 0 | 1 | 2;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const coveredArea = (a: Box, boxes: Box[]) =>
  boxes.reduce((sum, b) => {
    const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
    const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
    return w > 0 && h > 0 ? sum + w * h : sum;
  }, 0);

function tierOf(box: Box, controls: Box[], landmarks: Box[]): Spot["tier"] {
  if (controls.some((c) => overlaps(box, c))) return 2;
  return landmarks.some((l) => overlaps(box, l)) ? 1 : 0;
}

/**
 * Candidates: the right and the left edge (one and the same on a phone, where the toast spans the width), at the
 * top, at the bottom, and just below or just above each thing to avoid. Of those in the best tier, the one
 * nearest the top wins (then the right edge): toasts read from the top, as on a phone, and below the header on a
 * desktop. A spot that covers a control is the last resort, and then the one covering the least of them.
 */
export function toastSpot(input: SpotInput): Spot {
  const { viewport, toast, controls, landmarks } = input;
  const margin = input.margin ?? 16;
  const gap = input.gap ?? 8;
  const minY = gap;
  const maxY = Math.max(minY, viewport.height - gap - toast.height);
  const xs = [...new Set([Math.max(0, viewport.width - margin - toast.width), margin])];
  const ys = new Set([minY, maxY]);
  for (const b of [...controls, ...landmarks]) {
    ys.add(b.y + b.height + gap);
    ys.add(b.y - gap - toast.height);
  }
  const clamp = (y: number) => Math.min(maxY, Math.max(minY, Math.round(y)));

  const at = (x: number, y: number) => ({ x, y, width: toast.width, height: toast.height });
  let best: (Spot & { cost: number }) | undefined;
  for (const rawY of ys) {
    const y = clamp(rawY);
    for (const x of xs) {
      const box = at(x, y);
      const tier = tierOf(box, controls, landmarks);
      const cost = tier === 2 ? coveredArea(box, controls) : 0;
      const better =
        !best ||
        tier < best.tier ||
        (tier === best.tier &&
          (cost < best.cost || (cost === best.cost && (y < best.y || (y === best.y && x > best.x)))));
      if (better) best = { x, y, tier, cost };
    }
  }
  const chosen: Spot = best ? { x: best.x, y: best.y, tier: best.tier } : { x: xs[0] ?? margin, y: minY, tier: 2 };

  const current = input.current;
  if (current && chosen.tier < 2) {
    const box = at(current.x, current.y);
    const inside =
      current.y >= minY && current.y <= maxY && current.x >= 0 && current.x + toast.width <= viewport.width;
    if (inside && tierOf(box, controls, landmarks) <= chosen.tier) return { ...current, tier: chosen.tier };
  }
  return chosen;
}
