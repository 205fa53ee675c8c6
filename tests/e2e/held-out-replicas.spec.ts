import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { DESCRIPTION, EXPECTED_PHOTOS, PHOTO_FILES, TITLE } from "./held-out-listing.ts";
import { HELD_OUT_FORMS, type HeldOutSubmission, serveHeldOut } from "./marketplace-replicas/held-out/serve.ts";

/**
 * The held-out replica set's own check (marketplace-replicas/held-out/README.md): each form, filled as a person
 * would (roles, labels, clicks, the file chooser), submits every field's canonical value and the photos once, in
 * order; and the hard parts are real (a plain `el.value =` is forgotten, a typed city or location without a picked
 * suggestion counts for nothing, OLX's file input is emptied once read while its previews show the photos). No
 * SnapList server is used: a plain browser context with the replicas served at the marketplaces' addresses.
 * Desktop only (playwright.config.ts).
 */

let context: BrowserContext;
let page: Page;
let submissions: HeldOutSubmission[];

test.beforeEach(async ({ browser }) => {
  context = await browser.newContext();
  ({ submissions } = await serveHeldOut(context));
  page = await context.newPage();
});

test.afterEach(async () => {
  await context?.close();
});

/** The one submission the test's publish made. */
async function submitted(): Promise<HeldOutSubmission> {
  await expect.poll(() => submissions.length).toBe(1);
  return submissions[0];
}

/** A person picks the photos in the file chooser the control opens. */
async function pickPhotos(open: () => Promise<void>) {
  const chooser = page.waitForEvent("filechooser");
  await open();
  await (await chooser).setFiles(PHOTO_FILES);
}

async function olxDetailsPage() {
  await page.goto(HELD_OUT_FORMS.olx.startUrl);
  await page.getByRole("listitem").filter({ hasText: "Electronics & Appliances" }).click();
  await page.getByRole("listitem").filter({ hasText: "TVs, Video - Audio" }).click();
  // A page load, not a route change.
  await page.waitForURL(/^https:\/\/www\.olx\.in\/post\/attributes\?category=\d+$/);
}

test("OLX: category lists, then the details page after a page load; every field arrives", async () => {
  await olxDetailsPage();
  await expect(page.getByText("Electronics & Appliances / TVs, Video - Audio")).toBeVisible();
  // Its helper text mentions "brand" too: the label is "Brand *".
  await page.getByLabel("Brand *", { exact: true }).selectOption("Sony");
  await page.getByLabel("Ad title").fill(TITLE);
  await expect(page.getByText(`${TITLE.length}/70`)).toBeVisible();
  await page.getByLabel("Description").fill(DESCRIPTION);
  // "Price*" is the text just above the ₹ box: nothing ties it to the input.
  await page.getByText("Price*", { exact: true }).locator("xpath=following::input[1]").fill("42000");
  await pickPhotos(() => page.getByText("Add photo", { exact: true }).click());
  // The page empties its file input once it has read it, and shows thumbnails and a count instead.
  await expect(page.getByRole("img", { name: /^Photo \d$/ })).toHaveCount(5);
  await expect(page.getByText("5/20", { exact: true })).toBeVisible();
  expect(await page.locator("input[type=file]").evaluate((i: HTMLInputElement) => i.files?.length)).toBe(0);
  // Cascading selects: City appears once a State is picked, Neighbourhood once a City is.
  await expect(page.getByLabel("City")).toHaveCount(0);
  await page.getByLabel("State").selectOption("Maharashtra");
  await expect(page.getByLabel("Neighbourhood")).toHaveCount(0);
  await page.getByLabel("City").selectOption("Mumbai");
  await page.getByLabel("Neighbourhood").selectOption("Andheri West");
  await page.getByRole("button", { name: HELD_OUT_FORMS.olx.publish }).click();
  await page.waitForURL(/^https:\/\/www\.olx\.in\/item\/sony-bravia-55-inch-4k-smart-tv-kd-55x80k-iid-\d+$/);
  await expect(page.getByRole("heading", { name: TITLE })).toBeVisible();

  const sent = await submitted();
  expect(sent).toMatchObject({
    marketplace: "olx",
    category: "Electronics & Appliances",
    subcategory: "TVs, Video - Audio",
    brand: "Sony",
    title: TITLE,
    description: DESCRIPTION,
    price: "42000",
    state: "Maharashtra",
    city: "Mumbai",
    locality: "Andheri West",
    photoBatches: 1,
    adUrl: page.url(),
  });
  expect(sent.photos).toEqual(EXPECTED_PHOTOS);
  for (const { field } of HELD_OUT_FORMS.olx.fields) if (field !== "photos") expect(sent[field]).toBeTruthy();
});

test("OLX: a plain el.value = is forgotten; the native setter and an input event count", async () => {
  await olxDetailsPage();
  const title = page.getByLabel("Ad title");
  await title.fill(TITLE);
  await title.evaluate((el: HTMLInputElement) => {
    el.value = "Set by a plain assignment";
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await expect(title).toHaveValue(TITLE);
  const price = page.getByText("Price*", { exact: true }).locator("xpath=following::input[1]");
  await price.evaluate((el: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(el, "39999");
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await page.getByRole("button", { name: HELD_OUT_FORMS.olx.publish }).click();
  const sent = await submitted();
  expect(sent.title).toBe(TITLE);
  expect(sent.price).toBe("39999");
  expect(sent.photos).toEqual([]);
  expect(sent.photoBatches).toBe(0);
  expect(sent.city).toBe("");
});

async function quikrForm() {
  await page.goto(HELD_OUT_FORMS.quikr.startUrl);
  await page.getByRole("button", { name: "Electronics & Appliances" }).click();
  await page.getByRole("link", { name: "TV - DVD - Multimedia" }).click();
  await page.waitForURL(/^https:\/\/www\.quikr\.com\/post-classifieds-ads\/\?postadcategoryid=\d+$/);
}

test("Quikr: tiles and chips, a radio group, the city typeahead; every field arrives", async () => {
  await quikrForm();
  await page.getByRole("group", { name: "Condition" }).getByRole("radio", { name: "Used" }).check();
  await page.getByLabel("Ad Title").fill(TITLE);
  await page.getByRole("textbox", { name: /^Description/ }).fill(DESCRIPTION);
  await page.getByLabel("Expected Price").fill("42000");
  await page.getByRole("group", { name: "Brand & Model" }).getByPlaceholder("Brand").fill("Sony");
  await page.getByPlaceholder("Model").fill("Bravia KD-55X80K");
  const city = page.getByRole("combobox", { name: "City" });
  await city.pressSequentially("Mum");
  await page.getByRole("option", { name: "Mumbai", exact: true }).click();
  await expect(city).toHaveValue("Mumbai");
  await page.locator("select[name=locality]").selectOption("Andheri West");
  await pickPhotos(() => page.getByText("Browse", { exact: true }).click());
  await expect(page.getByText("5 of 10 photos added")).toBeVisible();
  await page.getByRole("button", { name: HELD_OUT_FORMS.quikr.publish }).click();
  await page.waitForURL(/^https:\/\/mumbai\.quikr\.com\/Sony-Bravia-55-inch-4K-Smart-TV-KD-55X80K-W0QQAdIdZ\d+$/);

  const sent = await submitted();
  expect(sent).toMatchObject({
    marketplace: "quikr",
    category: "Electronics & Appliances",
    subcategory: "TV - DVD - Multimedia",
    condition: "Used",
    title: TITLE,
    description: DESCRIPTION,
    price: "42000",
    brand: "Sony",
    model: "Bravia KD-55X80K",
    city: "Mumbai",
    locality: "Andheri West",
    photoBatches: 1,
  });
  expect(sent.photos).toEqual(EXPECTED_PHOTOS);
  for (const { field } of HELD_OUT_FORMS.quikr.fields) if (field !== "photos") expect(sent[field]).toBeTruthy();
});

test("Quikr: a city typed but not picked from the suggestions leaves city (and locality) empty", async () => {
  await quikrForm();
  const city = page.getByRole("combobox", { name: "City" });
  await city.fill("Mumbai");
  await expect(page.getByRole("option", { name: "Mumbai", exact: true })).toBeVisible();
  await city.press("Escape");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expect(page.locator("select[name=locality]")).toHaveCount(0);
  await page.getByRole("button", { name: HELD_OUT_FORMS.quikr.publish }).click();
  const sent = await submitted();
  expect(sent.city).toBe("");
  expect(sent.locality).toBe("");
});

test("Facebook: More details, the location typeahead, Next as a route change, Publish; every field arrives", async () => {
  await page.goto(HELD_OUT_FORMS.facebook.startUrl);
  await pickPhotos(() => page.getByRole("button", { name: "Add photos or drag and drop" }).click());
  await expect(page.getByText("Photos · 5 / 10")).toBeVisible();
  await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
  await page.getByRole("textbox", { name: "Price" }).fill("42000");
  await page.getByRole("button", { name: "Category" }).click();
  await page.getByRole("menuitem", { name: "Electronics", exact: true }).click();
  await page.getByRole("radiogroup", { name: "Condition" }).getByRole("radio", { name: "Used – good" }).click();
  await page.getByRole("combobox", { name: "Location" }).pressSequentially("Andheri W");
  await page.getByRole("option", { name: "Andheri West, Mumbai, Maharashtra" }).click();
  // Description and brand are under a collapsed "More details": not in the page until it is opened.
  const more = page.getByRole("button", { name: /^More details/ });
  await expect(more).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("textbox", { name: "Description" })).toHaveCount(0);
  await more.click();
  await expect(more).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("textbox", { name: "Description" }).fill(DESCRIPTION);
  await page.getByPlaceholder("Brand").fill("Sony");
  // From here on the page never loads again: the steps are route changes in the same document.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL("https://www.facebook.com/marketplace/create/item/delivery/");
  await page.getByRole("button", { name: HELD_OUT_FORMS.facebook.publish }).click();
  await expect(page).toHaveURL(/^https:\/\/www\.facebook\.com\/marketplace\/item\/\d+\/$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  const sent = await submitted();
  expect(sent).toMatchObject({
    marketplace: "facebook",
    title: TITLE,
    price: "42000",
    category: "Electronics",
    condition: "Used – good",
    location: "Andheri West, Mumbai, Maharashtra",
    description: DESCRIPTION,
    brand: "Sony",
    photoBatches: 1,
    adUrl: page.url(),
  });
  expect(sent.photos).toEqual(EXPECTED_PHOTOS);
  for (const { field } of HELD_OUT_FORMS.facebook.fields) if (field !== "photos") expect(sent[field]).toBeTruthy();
});

test("Facebook: a location typed but not picked counts for nothing; going back keeps what was filled", async () => {
  await page.goto(HELD_OUT_FORMS.facebook.startUrl);
  await page.getByRole("textbox", { name: "Title" }).fill(TITLE);
  const where = page.getByRole("combobox", { name: "Location" });
  await where.fill("Mumbai, Maharashtra");
  await expect(page.getByRole("option", { name: "Mumbai, Maharashtra", exact: true })).toBeVisible();
  await where.press("Escape");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(HELD_OUT_FORMS.facebook.startUrl);
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(TITLE);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: HELD_OUT_FORMS.facebook.publish }).click();
  const sent = await submitted();
  expect(sent.title).toBe(TITLE);
  expect(sent.location).toBe("");
  expect(sent.description).toBe("");
});
