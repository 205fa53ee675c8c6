import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api.ts";

/** Spec section 7: cached data never goes stale, no refetch on focus or interval, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
