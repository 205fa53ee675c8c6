import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, request, test } from "@playwright/test";
import { adminApi, FIRST_PAGE, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";

/**
 * Issue 6's journey: a seller's posted listing is Queued on all three marketplaces; an admin marks OLX failed
 * (the seller sees Issue, retries, sees Queued again) and Quikr posted (Live with a working link); the seller
 * edits the title and the photo; delete removes the row and the photos' URLs then answer 404.
 * Accounts and the listing are made through the API (the generator has its own journey).
 */
const PHOTOS = path.join(import.meta.dirname, "..", "fixtures", "photos");
const unique = uniqueTag;

/** Registers a seller in the page's browser context and posts a listing with one uploaded photo. */
async function sellerWithPostedListing(page: Page) {
  await registerSellerViaApi(page.request, "Ravi");
  const upload = await page.request.post("/api/upload", {
    multipart: {
      image: { name: "fruits.jpg", mimeType: "image/jpeg", buffer: readFileSync(path.join(PHOTOS, "fruits.jpg")) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const created = await page.request.post("/api/listings", {
    data: {
      title: `Fruit bowl ${unique()}`,
      description: "Ceramic bowl, hand painted, no chips.",
      price: "1200",
      category: "home",
      condition: "good",
      status: "active",
      imageUrls: [imageUrl],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; title: string; imageUrl: string };
}

/** The listing's table row (desktop) or card (phone): whichever is shown. */
const listingItem = (page: Page, title: string) =>
  page.getByRole("row", { name: title }).or(page.getByRole("article", { name: title }));

async function openDashboard(page: Page) {
  await page.goto("/?tab=manage");
  await expect(page.getByRole("heading", { name: "Your Listings" })).toBeVisible(FIRST_PAGE);
}

test("a seller follows a listing through the marketplaces, retries, edits and deletes it", async ({
  page,
  baseURL,
}) => {
  const listing = await sellerWithPostedListing(page);
  const admin = await adminApi(baseURL ?? "");
  const setStatus = async (data: Record<string, string>) => {
    const res = await admin.put(`/api/admin/listings/${listing.id}/status`, { data });
    expect(res.ok(), await res.text()).toBe(true);
  };

  await test.step("a posted listing shows three Queued badges", async () => {
    await openDashboard(page);
    const item = listingItem(page, listing.title);
    await expect(item).toBeVisible();
    await expect(item.getByText("Queued", { exact: true })).toHaveCount(3);
    await expect(item.getByText("₹1,200")).toBeVisible();
    await expect(item.getByText("Just now")).toBeVisible();
    // The thumbnail comes from the photo's renditions (docs/decisions/118), lazily; the small one answers a JPEG.
    const thumb = item.getByRole("img", { name: listing.title });
    await expect(thumb).toHaveAttribute("srcset", /\.w320\.jpg 320w/);
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const small = listing.imageUrl.replace(/\.jpg$/, ".w320.jpg");
    const answer = await page.request.get(small);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/jpeg");
    expect(await thumb.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(".w320.jpg");
  });

  await test.step("an admin marks OLX failed: Issue and Retry; the retry queues it again", async () => {
    await setStatus({ platform: "olx", status: "failed" });
    await page.reload();
    const item = listingItem(page, listing.title);
    await expect(item.getByText("Issue", { exact: true })).toBeVisible();
    await item.getByRole("button", { name: "Retry OLX" }).click();
    await expect(page.getByText("Reposting initiated")).toBeVisible();
    await expect(item.getByText("Queued", { exact: true })).toHaveCount(3);
    await expect(item.getByRole("button", { name: "Retry OLX" })).toHaveCount(0);
  });

  await test.step("an admin marks Quikr posted with a URL: Live with a working link", async () => {
    // The ad's page is served by the test (no request leaves the machine), at Quikr's own address.
    const adUrl = "https://bangalore.quikr.com/Painted-fruit-bowl-W0QQAdIdZ240428043";
    await page
      .context()
      .route(adUrl, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Quikr</title><h1>Painted fruit bowl</h1>" }),
      );
    await setStatus({ platform: "quikr", status: "posted", postingUrl: adUrl });
    await page.reload();
    const item = listingItem(page, listing.title);
    await expect(item.getByText("Live", { exact: true })).toBeVisible();
    const link = item.getByRole("link", { name: "Open on Quikr" });
    await expect(link).toHaveAttribute("href", adUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(adUrl);
    await expect(popup.getByRole("heading", { name: "Painted fruit bowl" })).toBeVisible();
    await popup.close();
  });

  const newTitle = `Painted fruit bowl ${unique()}`;
  await test.step("editing the title and the photo shows in the table", async () => {
    await listingItem(page, listing.title)
      .getByRole("button", { name: `Edit ${listing.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/edit-listing/${listing.id}$`));
    await expect(page.getByRole("heading", { name: "Edit Listing" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Current photo 1" })).toBeVisible();
    await page.getByLabel("Title").fill(newTitle);
    await page.locator('input[type="file"]').setInputFiles(path.join(PHOTOS, "aloe_1000.jpg"));
    await expect(page.getByRole("img", { name: "New photo 1" })).toBeVisible();
    await page.getByRole("button", { name: "Update Listing" }).click();
    await expect(page.getByText("Your listing has been updated successfully.")).toBeVisible();
    const item = listingItem(page, newTitle);
    await expect(item).toBeVisible();
    await expect(listingItem(page, listing.title)).toHaveCount(0);
    const thumb = item.getByRole("img", { name: newTitle });
    await expect(thumb).toHaveAttribute("src", /^\/uploads\/.+\.jpg$/);
    expect(await thumb.getAttribute("src")).not.toBe(listing.imageUrl);
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  await test.step("delete removes the row, and the photos' URLs then answer 404", async () => {
    const current = (await (await page.request.get(`/api/listings/${listing.id}`)).json()) as { imageUrls: string[] };
    expect(current.imageUrls).toHaveLength(2);
    for (const url of current.imageUrls) expect((await page.request.get(url)).status()).toBe(200);

    await listingItem(page, newTitle)
      .getByRole("button", { name: `Delete ${newTitle}` })
      .click();
    const dialog = page.getByRole("dialog", { name: "Delete listing" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Listing deleted")).toBeVisible();
    await expect(listingItem(page, newTitle)).toHaveCount(0);
    await expect(page.getByText("No listings yet")).toBeVisible();
    for (const url of current.imageUrls) expect((await page.request.get(url)).status()).toBe(404);
    expect((await page.request.get(`/api/listings/${listing.id}`)).status()).toBe(404);
  });

  await admin.dispose();
});

test("another seller's listing id shows 'Listing not found' on the edit page", async ({ page, baseURL }) => {
  const owner = await request.newContext({ baseURL });
  await registerSellerViaApi(owner, "Owner");
  const created = await owner.post("/api/listings", {
    data: { title: "Owner's drone", description: "DJI Mini 2", price: "25000", status: "active" },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await registerSellerViaApi(page.request, "Visitor");
  await page.goto(`/edit-listing/${id}`);
  await expect(page.getByRole("heading", { name: "Listing not found" })).toBeVisible();
  await expect(page.getByText("Owner's drone")).toHaveCount(0);
  await owner.dispose();
});
