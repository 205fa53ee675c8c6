/**
 * The unique index or constraint a failed statement violated (PostgreSQL's 23505), or undefined for any other error.
 * node-postgres and PGlite both carry `code` and `constraint`; drizzle may wrap the error as a `cause`.
 */
export function violatedUnique(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return undefined;
}
