import { onlineManager, QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/**
 * Spec section 7: cached data never goes stale, no refetch on focus or interval, no retries.
 * Offline (docs/decisions/119), calls are tried at once ("always") instead of TanStack's default of pausing them:
 * a page says it could not load ("You are offline") rather than showing an empty list or a spinner, a change fails
 * rather than being sent later, unasked; a query with no data runs again when the network is back.
 */
export function createQueryClient() {
  // TanStack assumes it starts online and learns only from online/offline events: a page opened offline would
  // never hear that the network came back, and what failed would not be fetched again.
  if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: "always",
        // Stated: TanStack turns it off by default with "always". Only a query that never loaded is stale.
        refetchOnReconnect: true,
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
