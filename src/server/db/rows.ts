/** The rows of a raw `db.execute` answer: node-postgres and PGlite both answer `{ rows }`; drizzle types them apart. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];
