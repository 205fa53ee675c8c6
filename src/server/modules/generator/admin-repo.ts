import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";

/** One page (limit + 1 rows) of creation logs as JSON text in creationLogSchema's shape with their user, newest first; read from creation_logs_created_id_idx (its NULLS LAST order). */
export async function creationLogsPage(
  db: Db,
  opts: { limit: number; after?: { at: string; id: string } },
): Promise<Array<{ json: string; at: string; id: string }>> {
  const after = opts.after
    ? sql`where (c.created_at, c.id) < (${opts.after.at}::timestamptz, ${opts.after.id}::uuid)`
    : sql``;
  const result = await db.execute(sql`
    with page as (
      select c.id, c.created_at from creation_logs c ${after}
      order by c.created_at desc nulls last, c.id desc nulls last limit ${opts.limit + 1})
    select c.id, to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
      json_build_object(
        'id', c.id, 'listingId', c.listing_id,
        'user', json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
                                  'upiId', u.upi_id),
        'createdAt', to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'originalImageUrl', c.original_image_url, 'userSelectedTitle', c.user_selected_title,
        'aiDetectedProduct', c.ai_detected_product, 'userSelectedPrice', c.user_selected_price::text,
        'userSelectedCategory', c.user_selected_category, 'userModifiedDescription', c.user_modified_description,
        'aiGeneratedDescription', c.ai_generated_description, 'aiDetectedBrand', c.ai_detected_brand,
        'aiDetectedModel', c.ai_detected_model, 'aiConfidenceScore', c.ai_confidence_score,
        'aiSuggestedPrices', c.ai_suggested_prices, 'sellerAnswer', c.seller_answer,
        'aiGeneratedTitles', coalesce(c.ai_generated_titles, '[]'::jsonb))::text as j
    from page join creation_logs c on c.id = page.id join users u on u.id = c.user_id
    order by page.created_at desc nulls last, page.id desc nulls last`);
  const rows = (result as unknown as { rows: { id: string; at: string; j: string }[] }).rows;
  return rows.map((r) => ({ json: r.j, at: r.at, id: r.id }));
}

/** The stored photo of one creation log and the id its download is named after. */
export async function creationLogImage(db: Db, id: string) {
  const result = await db.execute(
    sql`select original_image_url as url, coalesce(listing_id, id)::text as "nameId" from creation_logs where id = ${id}`,
  );
  return (result as unknown as { rows: { url: string | null; nameId: string }[] }).rows[0];
}
