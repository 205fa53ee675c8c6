import { keepPreviousData, type QueryKey, useInfiniteQuery } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../contract/pagination.ts";
import { apiRequest } from "./api.ts";

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number | null;
}

/** GET one page of an admin list: the body is the array, the cursor and total come in headers. */
export async function fetchPage<T>(path: string, params: Record<string, string | number | undefined | null>) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  const res = await apiRequest("GET", qs.size ? `${path}?${qs}` : path);
  const total = res.headers.get(TOTAL_COUNT_HEADER);
  return {
    items: (await res.json()) as T[],
    nextCursor: res.headers.get(NEXT_CURSOR_HEADER),
    total: total === null ? null : Number(total),
  } satisfies Page<T>;
}

/**
 * An admin list that loads page by page as it scrolls (never the whole table).
 * `key` must hold every filter, so a filter change starts from the first page.
 */
export function usePagedList<T>(
  key: QueryKey,
  path: string,
  params: Record<string, string | number | undefined | null>,
  enabled = true,
  /** "always": fetch afresh whenever the list mounts (a trail others append to), despite the infinite staleTime. */
  refetchOnMount?: "always",
) {
  const query = useInfiniteQuery({
    queryKey: [...key, params],
    queryFn: ({ pageParam }) => fetchPage<T>(path, { ...params, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchOnMount,
    // A new search keeps showing the previous rows until its first page arrives, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const total = query.data?.pages[0]?.total ?? null;
  return { ...query, items, total };
}
