import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { rowsOf } from "../db/rows.ts";
import { rebuildListingFacts } from "../modules/listings/history-facts.ts";
import { SEED_ITEMS } from "./seed-catalog.ts";

/**
 * The listings of `npm run seed`, made by the database in a few set-based statements (issue 48 item 5): 1,000,000
 * listings would take hours one batch at a time. Each listing gets a life a shop has: put on sale up to 180 days ago,
 * ads live on the marketplaces a few hours later and renewed every 30 days, some price drops, offers and questions
 * (answered and passed on), sales after an exponential wait (mean 25 days) with their delists and payouts,
 * withdrawals - and its history (listing_events) and summary row (listing_facts) as the app would have written them.
 * One transaction with `setseed`, so two seeded databases look alike. Sellers must exist (seed.ts makes them);
 * the first of them is a power seller with BIG_SELLER_LISTINGS listings when the shop is large enough.
 */
export const BIG_SELLER_LISTINGS = 500;

export async function seedShop(
  db: Db,
  opts: { listings: number; sellerEmailLike: string; adminId: string | null },
): Promise<{ listings: number; sold: number }> {
  return db.transaction(async (tx) => {
    const run = (q: ReturnType<typeof sql>) => tx.execute(q);
    const n = opts.listings;
    const big = n >= 10 * BIG_SELLER_LISTINGS ? BIG_SELLER_LISTINGS : 0;
    await run(sql`select setseed(0.42)`);
    await run(sql`
      create temp table seed_items on commit drop as
      select (row_number() over ())::int as n, x.brand, x.model, x.category, x.item_type, x.price
      from json_to_recordset(${JSON.stringify(SEED_ITEMS.map((i) => ({ ...i, item_type: i.itemType })))}::json)
        as x(brand text, model text, category text, item_type text, price numeric)`);
    await run(sql`
      create temp table seed_sellers on commit drop as
      select (row_number() over (order by created_at, id))::int as n, id from users
      where email like ${opts.sellerEmailLike}`);
    // One row per listing: who, what, when, and what becomes of it.
    await run(sql`
      create temp table seed_l on commit drop as
      with r as (
        select g as n, random() as r_seller, random() as r_item, random() as r_price, random() as r_draft,
          random() as r_age, random() as r_wait, random() as r_fate, random() as r_amount, random() as r_drop,
          random() as r_pay, random() as r_market, random() as r_cond
        from generate_series(1, ${n}) g
      ), base as (
        select r.*, gen_random_uuid() as id, s.id as user_id, it.brand, it.model, it.category, it.item_type,
          it.price as market, round(it.price * (0.7 + r.r_price * 0.5)) as ask0,
          now() - (r.r_age * 180) * interval '1 day' as listed_at,
          (array['excellent', 'good', 'good', 'fair', 'poor'])[1 + floor(r.r_cond * 5)::int] as condition,
          -ln(1 - r.r_wait) * 25 as wait_days
        from r
        join seed_sellers s on s.n = case when r.n <= ${big} then 1
          else 1 + floor(r.r_seller * (select count(*) from seed_sellers))::int end
        join seed_items it on it.n = 1 + floor(r.r_item * (select count(*) from seed_items))::int
      ), fate as (
        select b.*, b.r_draft < 0.1 as draft,
          case when b.r_draft >= 0.1 and b.r_fate < 0.45 and b.listed_at + b.wait_days * interval '1 day' < now()
            then b.listed_at + b.wait_days * interval '1 day' end as sold_at,
          case when b.r_draft >= 0.1 and b.r_fate >= 0.45 and b.r_fate < 0.51
              and b.listed_at + (b.r_wait * 30) * interval '1 day' < now()
            then b.listed_at + (b.r_wait * 30) * interval '1 day' end as withdrawn_at
        from base b
      )
      select f.*, coalesce(f.sold_at, f.withdrawn_at, now()) as end_at,
        case when f.draft then 'draft' when f.sold_at is not null then 'sold'
          when f.withdrawn_at is not null then 'withdrawn' else 'active' end as status,
        case when not f.draft and f.r_drop < 0.3 and f.listed_at + interval '12 days' < coalesce(f.sold_at, f.withdrawn_at, now())
          then f.listed_at + interval '12 days' end as drop_at
      from fate f`);
    await run(sql`
      create temp table seed_p on commit drop as
      select l.*, case when l.drop_at is not null then round(l.ask0 * 0.9) else l.ask0 end as price,
        (array['olx', 'olx', 'quikr', 'facebook', 'facebook', 'other'])[1 + floor(l.r_market * 6)::int] as sale_marketplace,
        case when l.sold_at < now() - interval '3 days' and l.r_pay < 0.85
          then l.sold_at + (1 + l.r_pay * 96) * interval '1 hour' end as paid_at
      from seed_l l`);
    await run(sql`
      insert into listings (id, user_id, title, description, price, image_url, category, item_type, condition, status,
        brand, model, quick_price, median_price, max_price, confidence_score, created_at, updated_at, withdrawn_at)
      select id, user_id, brand || ' ' || model || ' - ' || condition || ' condition',
        'Selling my ' || brand || ' ' || model || '. ' || initcap(condition) || ' condition, works as it should. Pickup or meet in the city.',
        price, '/uploads/demo.jpg', category, item_type, condition, status, brand, model,
        round(market * 0.85), market, round(market * 1.15), 0.6 + r_cond * 0.35, listed_at, listed_at,
        case when status = 'withdrawn' then withdrawn_at end
      from seed_p order by n`);
    await run(sql`
      insert into listing_photos (listing_id, position, url) select id, 0, '/uploads/demo.jpg' from seed_p order by n`);
    // Every marketplace of a listing put on sale: live a few hours later (70%), or still waiting, or failed.
    await run(sql`
      create temp table seed_ads on commit drop as
      with a as (
        select p.n, p.id as listing_id, p.status as listing_status, p.listed_at, p.end_at, p.sold_at, p.withdrawn_at,
          m.marketplace, m.k, random() as r_live, random() as r_wait, random() as r_down
        from seed_p p cross join (values ('olx', 1), ('quikr', 2), ('facebook', 3)) m(marketplace, k)
        where not p.draft
      ), timed as (
        select a.*, a.listed_at + (1 + a.r_wait * 47) * interval '1 hour' as live_at,
          coalesce(a.sold_at, a.withdrawn_at) as left_at
        from a
      ), up as (
        select t.*, t.r_live < 0.7 and t.live_at < t.end_at as posted
        from timed t
      )
      select u.*,
        case when u.posted and u.left_at is not null and u.left_at < now() - interval '2 days'
          then u.left_at + (0.5 + u.r_down * 30) * interval '1 hour' end as down_at,
        case when u.posted then floor(extract(epoch from (u.end_at - u.live_at)) / (30 * 86400))::int else 0 end
          as renewals,
        case when u.marketplace = 'olx' then 'https://www.olx.in/item/demo-item-iid-' || (u.n * 3 + u.k)
          when u.marketplace = 'quikr' then 'https://mumbai.quikr.com/Demo-item-W0QQAdIdZ' || (u.n * 3 + u.k)
          else 'https://www.facebook.com/marketplace/item/' || (u.n * 3 + u.k) || '/' end as url
      from up u`);
    await run(sql`
      insert into postings (listing_id, marketplace, status, url, failure_reason, withdrawn_from, updated_at, created_at,
        live_since, renewed_at, expires_at, taken_down_at)
      select listing_id, marketplace,
        case when posted and down_at is not null then 'taken_down' when posted then 'posted'
          when r_live >= 0.93 then 'failed' when listing_status <> 'active' then 'withdrawn_sold'
          when r_live < 0.85 then 'pending' else 'pending_human' end,
        case when posted then url end,
        case when not posted and r_live >= 0.93 then 'Technical issue encountered during posting process.' end,
        case when not posted and r_live < 0.93 and listing_status <> 'active'
          then case when r_live < 0.85 then 'pending' else 'pending_human' end end,
        listed_at, listed_at,
        case when posted then live_at end,
        case when posted and renewals > 0 then live_at + renewals * interval '30 days' end,
        case when posted and down_at is null then live_at + (renewals + 1) * interval '30 days' end,
        down_at
      from seed_ads order by n, k`);
    await run(sql`
      insert into sales (listing_id, user_id, sale_amount, payout_amount, sale_date, marketplace, payout_status,
        payout_date, payout_method, marked_sold_by_admin_id, paid_by_admin_id, created_at)
      select id, user_id, round(price * (0.82 + r_amount * 0.18)), round((price * (0.82 + r_amount * 0.18) * 0.9)::numeric, 2),
        sold_at, sale_marketplace, case when paid_at is null then 'pending' else 'paid' end, paid_at,
        case when paid_at is not null then 'upi' end, ${opts.adminId}::uuid,
        case when paid_at is not null then ${opts.adminId}::uuid end, sold_at
      from seed_p where status = 'sold' order by n`);
    await run(sql`
      insert into delist_tasks (sale_id, listing_id, reason, title, marketplace, url, done_at, done_by_admin_id, created_at)
      select s.id, a.listing_id, case when s.id is null then 'withdrawn' else 'sold' end, l.title, a.marketplace, a.url,
        a.down_at, case when a.down_at is not null then ${opts.adminId}::uuid end, a.left_at
      from seed_ads a join listings l on l.id = a.listing_id left join sales s on s.listing_id = a.listing_id
      where a.posted and a.left_at is not null order by a.n, a.k`);
    // Buyers: up to three offers and two questions on a listing with an ad up, each answered and passed on.
    await run(sql`
      create temp table seed_interest on commit drop as
      with first_ad as (
        select distinct on (listing_id) listing_id, marketplace, live_at, end_at
        from seed_ads where posted order by listing_id, live_at
      ), counts as (
        select f.*, floor(random() ^ 2 * 4)::int as offers, floor(random() ^ 2 * 3)::int as questions from first_ad f
      )
      select c.listing_id, c.marketplace, kind.kind, c.live_at + random() * (c.end_at - c.live_at) as at,
        random() as r_amount
      from counts c
      cross join lateral (select 'offer' as kind from generate_series(1, c.offers)
        union all select 'question' from generate_series(1, c.questions)) kind`);
    await run(sql`
      insert into offers (listing_id, marketplace, amount, status, decided_by, created_at, decided_at, relayed_at)
      select i.listing_id, i.marketplace, round(p.price * (0.7 + i.r_amount * 0.25)), 'declined', 'seller', i.at,
        i.at + interval '2 hours', i.at + interval '3 hours'
      from seed_interest i join seed_p p on p.id = i.listing_id where i.kind = 'offer'`);
    await run(sql`
      insert into buyer_questions (listing_id, marketplace, common, question_key, created_at, reply, answered_at, relayed_at)
      select listing_id, marketplace, 'available', 'available', at, 'available', at + interval '1 hour', at + interval '2 hours'
      from seed_interest where kind = 'question'`);
    // The history, in the order the app writes it, then every summary row from it.
    await run(sql`
      insert into listing_events (listing_id, kind, marketplace, amount, at, until)
      select listing_id, kind, marketplace, amount, at, until from (
        select id as listing_id, 'listed' as kind, null as marketplace, ask0 as amount, listed_at as at,
          null::timestamptz as until from seed_p where not draft
        union all select listing_id, 'live', marketplace, null, live_at, live_at + interval '30 days'
          from seed_ads where posted
        union all select a.listing_id, 'renewed', a.marketplace, null, a.live_at + g * interval '30 days',
          a.live_at + (g + 1) * interval '30 days'
          from seed_ads a cross join lateral generate_series(1, a.renewals) g where a.posted
        union all select id, 'price', null, price, drop_at, null from seed_p where drop_at is not null
        union all select o.listing_id, 'offer', o.marketplace, o.amount, o.created_at, null
          from offers o join seed_p p on p.id = o.listing_id
        union all select q.listing_id, 'question', q.marketplace, null, q.created_at, null
          from buyer_questions q join seed_p p on p.id = q.listing_id
        union all select p.id, 'sold', s.marketplace, s.sale_amount, s.sale_date, null
          from seed_p p join sales s on s.listing_id = p.id
        union all select listing_id, 'taken_down', marketplace, null, down_at, null from seed_ads where down_at is not null
        union all select id, 'withdrawn', null, null, withdrawn_at, null from seed_p where status = 'withdrawn'
        union all select s.listing_id, 'paid', null, s.payout_amount, s.payout_date, null
          from sales s join seed_p p on p.id = s.listing_id where s.payout_status = 'paid'
      ) e order by at`);
    await rebuildListingFacts(tx);
    await run(sql`
      insert into messages (to_user_id, from_user_id, subject, message, is_system_message, listing_id)
      select user_id, ${opts.adminId}::uuid, 'Update on your listing: ' || brand || ' ' || model,
        'Your listing has been reviewed by our team and is queued for posting.', true, id
      from seed_p where status = 'active' and r_cond < 0.2`);
    const [{ sold }] = rowsOf<{ sold: number }>(
      await tx.execute(sql`select count(*)::int as sold from seed_p where status = 'sold'`),
    );
    return { listings: n, sold: Number(sold) };
  });
}
