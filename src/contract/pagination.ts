import { z } from "zod";

/**
 * Admin lists (docs/engineering.md): paginated in SQL with a capped page size. The body keeps the spec's shape
 * (a JSON array), so a plain call with no parameters answers the first page as the spec describes;
 * the next page's cursor and, where a screen shows it, the total travel in headers.
 */
export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 100;
export const NEXT_CURSOR_HEADER = "x-next-cursor";
export const TOTAL_COUNT_HEADER = "x-total-count";

export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ message: `Limit must be a number from 1 to ${PAGE_SIZE_MAX}` })
    .int(`Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .min(1, `Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .max(PAGE_SIZE_MAX, `Limit must be a number from 1 to ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  /** Opaque: the value of the previous page's x-next-cursor header. */
  cursor: z.string().max(200, "Invalid cursor").optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
