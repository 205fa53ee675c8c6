import type { QueryClient } from "@tanstack/react-query";

/**
 * The answers a signed-in first page came with (src/server/plugins/first-page-data.ts, docs/decisions/143): the
 * query cache starts with them, so the first render draws the whole page instead of a loader and then each answer
 * in turn. Read once per page load; a page without them (a visitor, a page the service worker answered) starts
 * empty and asks as before.
 */
interface Entry {
  key: string[];
  data: unknown;
}

let entries: Entry[] | undefined;

const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Entry).key) &&
  (value as Entry).key.every((part) => typeof part === "string") &&
  "data" in value;

function read(): Entry[] {
  if (entries) return entries;
  entries = [];
  const block = typeof document === "undefined" ? null : document.getElementById("first-page-data");
  try {
    const parsed: unknown = JSON.parse(block?.textContent || "[]");
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry);
  } catch {
    // A damaged block is no data: the page asks for it as it would without.
  }
  block?.remove();
  return entries;
}

/** Puts the page's answers in `client`'s cache; returns the client. */
export function withFirstPageData(client: QueryClient): QueryClient {
  for (const { key, data } of read()) client.setQueryData(key, data);
  return client;
}

/** The page's answer for `key`, or undefined when the page did not come with one. */
export function firstPageAnswer(key: readonly string[]): unknown {
  return read().find((entry) => entry.key.join("/") === key.join("/"))?.data;
}
