/**
 * One tab's state changes, one after the other, in the order they arrived. The tab's state lives in
 * chrome.storage.session and each change reads it, then writes it back: two changes running side by side (the
 * edit page's "the admin pressed Save" and the tab's new address a moment later, under load) would each read the
 * state before the other's write, and the second would act on a stale copy (docs/decisions/141).
 */
export function perTabQueue() {
  const tails = new Map<number, Promise<void>>();
  return function serial<T>(tabId: number, run: () => Promise<T>): Promise<T> {
    const result = (tails.get(tabId) ?? Promise.resolve()).then(run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(tabId, tail);
    void tail.then(() => {
      if (tails.get(tabId) === tail) tails.delete(tabId);
    });
    return result;
  };
}
