/** What a page the web client served holds (for tests that read the HTML). */

/**
 * What a page served by the web client loads: its module script and preloads, either as tags (fetched at once) or
 * named to the inline loader that asks for them after the first paint (src/server/plugins/scripts-after-paint.ts).
 */
export function scriptsOf(html: string): { entry: string | undefined; preloads: string[]; afterPaint: boolean } {
  const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html);
  if (loader) return { entry: loader[1], preloads: loader[2].split(" ").filter(Boolean), afterPaint: true };
  return {
    entry: /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1],
    preloads: [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)">/g)].map((m) => m[1]),
    afterPaint: false,
  };
}

/** The answers a page came with (its first-page data block, src/server/plugins/first-page-data.ts); none: []. */
export function answersIn(html: string): { key: string[]; data: unknown }[] {
  const block = /<script type="application\/json" id="first-page-data">(.*?)<\/script>/s.exec(html);
  return JSON.parse(block?.[1] ?? "[]") as { key: string[]; data: unknown }[];
}
