import { sql } from "drizzle-orm";
import { isLanguage, type Language } from "../../../contract/language.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** SQL for whom a notice goes to. */

/**
 * The language a person's notices are written in (issue 47 item 5): the one their account keeps - set at sign-up
 * from the language the seller saw, changed by the switch - and English for an account that has none.
 */
export async function languageOf(db: Db, userId: string): Promise<Language> {
  const r = await db.execute(sql`select language from users where id = ${userId}`);
  const lang = rowsOf<{ language: string | null }>(r)[0]?.language;
  return isLanguage(lang) ? lang : "en";
}
