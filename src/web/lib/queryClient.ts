import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/**
 * Spec section 7: cached data never goes stale, no refetch on focus or interval, no retries.
 * Offline (docs/decisions/119): a query waits for the network and runs when it is back ("online"); a change
 * is tried at once ("always"), so that it fails with "You are offline" instead of being sent later, unasked.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: "online",
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
