// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { listings } from "../../../src/server/db/schema.ts";
import { BuyerQuestions } from "../../../src/web/features/messages/BuyerQuestions.tsx";
import { clientFor } from "../../api/listings/helpers.ts";
import { adUrl } from "../../helpers/ad-urls.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createListing, createUser, loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, settled, text, waitFor } from "../listings/render.tsx";

/**
 * "Sold elsewhere" is not a quick reply like the others (issue 47 item 3): it takes the listing off sale, so it says
 * what it does and asks first; Cancel leaves everything as it was.
 */
const app = await createTestApp();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function questionWaiting() {
  const user = await createUser(app);
  const listing = await createListing(app, user, { title: "Sony TV" });
  const admin = await clientFor(app, await createAdmin(app));
  const posted = await admin("PUT", `/api/admin/listings/${listing.id}/status`, {
    platform: "olx",
    status: "posted",
    postingUrl: adUrl("olx"),
  });
  expect(posted.statusCode, posted.body).toBe(200);
  const asked = await admin("POST", `/api/admin/listings/${listing.id}/questions`, {
    marketplace: "olx",
    common: "last_price",
  });
  expect(asked.statusCode, asked.body).toBe(201);
  fetchThroughApp(app, await loginCookie(app, user));
  const view = await renderAt("/messages", [{ path: "/messages", element: <BuyerQuestions /> }]);
  cleanup = view.unmount;
  await waitFor(() => expect(text()).toContain("Sony TV"));
  return listing;
}

const stateOf = (id: string) =>
  settled(async () => (await app.db.select().from(listings).where(eq(listings.id, id)))[0].status);

describe("Sold elsewhere", () => {
  it("asks first and says what it does; Cancel changes nothing", async () => {
    const listing = await questionWaiting();
    await click(buttonByText("Sold elsewhere"));
    expect(text()).toContain("This takes the listing off sale");
    expect(await stateOf(listing.id)).toBe("active");
    await click(buttonByText("Cancel"));
    expect(text()).not.toContain("This takes the listing off sale");
    expect(buttonByText("Yes, still available")).toBeTruthy();
    expect(await stateOf(listing.id)).toBe("active");
  });

  it("takes the listing off sale once confirmed", async () => {
    const listing = await questionWaiting();
    await click(buttonByText("Sold elsewhere"));
    await click(buttonByText("Yes, it sold elsewhere"));
    await waitFor(() => expect(text()).not.toContain("Sony TV"));
    expect(await stateOf(listing.id)).toBe("withdrawn");
  });
});
