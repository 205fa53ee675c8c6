import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { adUrl } from "../helpers/ad-urls.ts";
import { adminApi, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { PHOTOS, postListing } from "./seed-listing.ts";

/**
 * Data for the journeys that look at every screen (the accessibility scans, issue 25, and the layout checks), made
 * through the API: the screens are scanned and worked with something on them, in every state a badge or button
 * can show.
 */

/** A listing made through the identify call, so that Creation Logs has an entry for it. */
export async function generatedListing(api: APIRequestContext, title: string) {
  const classify = await api.post("/api/classify-image", {
    multipart: {
      image: { name: "fruits.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(PHOTOS, "fruits.jpg")) },
      condition: "good",
    },
  });
  expect(classify.ok(), await classify.text()).toBe(true);
  const c = (await classify.json()) as { imageUrls: string[]; creationLogId: string };
  const created = await api.post("/api/listings", {
    data: {
      title,
      description: "A woven basket of fresh fruit.",
      price: "900",
      category: "home",
      condition: "good",
      status: "active",
      imageUrls: c.imageUrls,
      creationLogId: c.creationLogId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; title: string };
}

export interface SellerContent {
  sellerId: string;
  tag: string;
  /** Live on OLX, Manual Review on Quikr, queued on Facebook; has a message about it. */
  mixed: { id: string; title: string };
  /** Failed everywhere. */
  failed: { id: string; title: string };
  /** Sold, payout pending; the seller has a UPI id, so the payout can be processed. */
  sold: { id: string; title: string };
  /** Made by the identify call (when asked for): Creation Logs shows it. */
  generated: { id: string; title: string } | null;
  messageSubject: string;
}

/**
 * A seller (signed in on `api`) whose pages hold something in every state: Live, Manual Review, Queued and Issue
 * badges, an unread message from the admin, a sale with its payout pending and payout details set.
 */
export async function sellerWithContent(
  api: APIRequestContext,
  baseURL: string,
  // longTitles: titles as long as sellers write them, for the layout checks that nothing overflows.
  { firstName = "Lakshmi", withCreationLog = false, longTitles = false } = {},
) {
  const tag = uniqueTag();
  const seller = await registerSellerViaApi(api, firstName);
  const mixed = await postListing(
    api,
    `${longTitles ? "Sony Bravia KD-55X85J 55 inch 4K Ultra HD Smart LED TV" : "Sony Bravia 55 inch 4K TV"} ${tag}`,
  );
  const failed = await postListing(
    api,
    `${longTitles ? "Samsung Galaxy S21 Ultra 5G 256 GB Phantom Black" : "Samsung Galaxy S21 Ultra"} ${tag}`,
  );
  const sold = await postListing(api, `Wooden study table ${tag}`);
  // An identification costs a second or two of CPU: only the admin's scan needs its log.
  const generated = withCreationLog ? await generatedListing(api, `Fruit basket ${tag}`) : null;
  const payout = await api.put("/api/user/payout-info", { data: { upiId: `${firstName.toLowerCase()}@okaxis` } });
  expect(payout.ok(), await payout.text()).toBe(true);
  const admin = await adminApi(baseURL);
  const put = async (id: string, data: Record<string, string>) => {
    const res = await admin.put(`/api/admin/listings/${id}/status`, { data });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await put(mixed.id, { platform: "olx", status: "posted", postingUrl: adUrl("olx") });
  await put(mixed.id, { platform: "quikr", status: "pending_human" });
  for (const platform of ["olx", "quikr", "facebook"]) await put(failed.id, { platform, status: "failed" });
  const messageSubject = `We need more details for your listing: ${mixed.title}`;
  const message = await admin.post("/api/admin/messages", {
    data: {
      toUserId: seller.id,
      subject: messageSubject,
      message: "Is the original box included? Buyers ask for it.",
      messageType: "info_request",
      listingId: mixed.id,
    },
  });
  expect(message.status(), await message.text()).toBe(201);
  const sale = await admin.post("/api/admin/sales", {
    data: { listingId: sold.id, saleAmount: "12000", marketplace: "olx", payoutAmount: "10800" },
  });
  expect(sale.status(), await sale.text()).toBe(201);
  await admin.dispose();
  return { sellerId: seller.id, tag, mixed, failed, sold, generated, messageSubject } satisfies SellerContent;
}
