/** Row ids are UUIDs: anything else in a path names no row, and is answered 404 without asking the database. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string | null | undefined): id is string => typeof id === "string" && UUID.test(id);
