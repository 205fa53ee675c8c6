/**
 * The admin's next click on the page, taken for Teach (and not passed to the page: a click on a tile would otherwise
 * choose it before the assistant learned it). Escape cancels; clicks on the assistant's own panel pass through.
 */
export function nextClick(doc: Document, panelHost: Element): Promise<Element | null> {
  return new Promise((resolve) => {
    const stop = (e: Event) => {
      if (e.composedPath().includes(panelHost)) return;
      e.preventDefault();
      e.stopPropagation();
      e.stopImmediatePropagation();
    };
    const onClick = (e: MouseEvent) => {
      if (e.composedPath().includes(panelHost)) return;
      stop(e);
      done(e.target instanceof Element ? e.target : null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") done(null);
    };
    const events = ["pointerdown", "mousedown", "pointerup", "mouseup"] as const;
    function done(target: Element | null) {
      // The rest of this click's events are still swallowed, then the page is the page again.
      setTimeout(() => {
        for (const type of events) doc.removeEventListener(type, stop, true);
      }, 0);
      doc.removeEventListener("click", onClick, true);
      doc.removeEventListener("keydown", onKey, true);
      resolve(target);
    }
    for (const type of events) doc.addEventListener(type, stop, true);
    doc.addEventListener("click", onClick, true);
    doc.addEventListener("keydown", onKey, true);
  });
}
