import type { Query, QueryClient } from "@tanstack/react-query";

/**
 * The answers a signed-in first page came with (src/server/plugins/first-page-data.ts, docs/decisions/143): the
 * query cache starts with them, so the first render draws the whole page instead of a loader and then each answer
 * in turn. Read once per page load; a page without them (a visitor, a page the service worker answered) starts
 * empty and asks as before.
 */
export interface Entry {
  key: string[];
  data: unknown;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === "object" &&
  value !== null &&
  Array.isArray((value as Entry).key) &&
  (value as Entry).key.every((part) => typeof part === "string") &&
  "data" in value;

/** The page's data block, read and taken out of the page; a missing or damaged block is no data. */
export function takeFirstPageData(page: Document): Entry[] {
  const block = page.getElementById("first-page-data");
  block?.remove();
  try {
    const parsed: unknown = JSON.parse(block?.textContent || "[]");
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return []; // the page asks for it as it would without
  }
}

let entries: Entry[] | undefined;
const read = () => {
  entries ??= typeof document === "undefined" ? [] : takeFirstPageData(document);
  return entries;
};

/** Puts `answers` in `client`'s cache; returns the client. */
export function seedQueries(client: QueryClient, answers: Entry[]): QueryClient {
  for (const { key, data } of answers) client.setQueryData(key, data);
  return client;
}

/** Puts the page's answers (read once per page load) in `client`'s cache: React's strict mode makes two clients. */
export const withFirstPageData = (client: QueryClient): QueryClient => seedQueries(client, read());

/** The page's answer for `key` among `answers`, if it came with one. */
const answerFor = (key: readonly unknown[], answers: Entry[]) =>
  answers.find((entry) => entry.key.join("/") === key.join("/"));

/** The page's answer for `key`, or undefined when the page did not come with one. */
export function firstPageAnswer(key: readonly string[]): unknown {
  return answerFor(key, read())?.data;
}

/** How long the page's own answer stays fresh for a query that is otherwise asked again on every visit. */
export const PAGE_ANSWER_FRESH_MS = 10_000;

/**
 * `staleTime` for a query asked afresh on every visit (a listing's history): the answer the page came with was
 * fetched by the server for this very page, so the page does not ask again as it goes live (a request, and a render
 * of the answer after the page is live; decision 146). Once refetched or set again, it is stale at once as before.
 */
export function freshOnEveryVisit(query: Pick<Query, "queryKey" | "state">, answers: Entry[] = read()): number {
  const fromPage = query.state.dataUpdateCount === 1 && answerFor(query.queryKey, answers) !== undefined;
  return fromPage ? PAGE_ANSWER_FRESH_MS : 0;
}
