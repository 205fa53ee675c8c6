/**
 * Code a screen needs only once the person acts - a form's zod checks - loaded then rather than with the screen
 * (issue 31, docs/decisions/143: zod is 23 kB compressed, and a first page that draws a form need not load it to
 * draw). `warm()` starts loading (a form calls it when a field first takes focus); `get()` waits for it (on submit).
 * A failed load (offline) is tried again at the next call.
 */
export function loadLater<T>(load: () => Promise<T>) {
  let value: Promise<T> | undefined;
  const get = () => {
    value ??= load().catch((err: unknown) => {
      value = undefined;
      throw err;
    });
    return value;
  };
  return {
    get,
    warm: () => {
      get().catch(() => undefined);
    },
  };
}
