import type { Row } from "./lib.ts";

/** Category and brand hit rate of the offline engine over the fixture photos (table rows for `npm run bench`). */
export async function run(): Promise<Row[]> {
  return (await import("./generator.ts")).accuracy();
}
