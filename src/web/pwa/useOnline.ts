import { useSyncExternalStore } from "react";

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

/** Whether the phone has a network, as the browser says (navigator.onLine and its online/offline events). */
export function useOnline(): boolean {
  // The build's prerendered page (src/web/prerender.tsx) is drawn online.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
