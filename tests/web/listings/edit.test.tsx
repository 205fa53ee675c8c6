// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import EditListingPage from "../../../src/web/features/listings/EditListingPage.tsx";
import { clientFor, validListing } from "../../api/listings/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createListing, createUser, loginCookie, ownUploads } from "../../helpers/factories.ts";
import {
  buttonByText,
  byLabel,
  click,
  currentPath,
  fetchThroughApp,
  renderAt,
  settled,
  text,
  waitFor,
} from "./render.tsx";

const app = await createTestApp();
let cleanup: (() => Promise<void>) | undefined;
afterEach(async () => {
  await cleanup?.();
  vi.unstubAllGlobals();
});

async function renderEdit(id: string) {
  const view = await renderAt(`/edit-listing/${id}`, [
    { path: "/edit-listing/:id", element: <EditListingPage /> },
    { path: "/", element: <p>home</p> },
  ]);
  cleanup = view.unmount;
  return view;
}

const input = (label: string) =>
  [...document.querySelectorAll("label")].find((l) => l.textContent?.replace("*", "").trim() === label)?.control as
    | HTMLInputElement
    | HTMLTextAreaElement;

/** Types into a React-controlled field the way a browser does. */
async function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  await act(async () => {
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Edit Listing page", () => {
  it("loads the listing, checks the fields, saves, toasts and goes back to the dashboard", async () => {
    const user = await createUser(app);
    const listing = await createListing(app, user, { title: "Old title", price: "1500.00" });
    const calls = fetchThroughApp(app, await loginCookie(app, user));
    await renderEdit(listing.id);
    await waitFor(() => expect(input("Title")?.value).toBe("Old title"));
    expect(input("Price (₹)").value).toBe("1500");
    expect(document.querySelector('img[alt="Current photo 1"]')).toBeTruthy();

    await type(input("Title"), " ");
    await type(input("Price (₹)"), "abc");
    await click(buttonByText("Update Listing"));
    await waitFor(() => expect(text()).toContain("Title is required"));
    expect(text()).toContain("Price must be a number greater than 0");
    expect(calls.some((c) => c.method === "PATCH")).toBe(false);

    await type(input("Title"), "New title");
    await type(input("Price (₹)"), "1750");
    await click(buttonByText("Update Listing"));
    await waitFor(() => expect(currentPath).toBe("/?tab=manage"));
    expect(text()).toContain("Listing updated");
    expect(text()).toContain("Your listing has been updated successfully.");
    const saved = await settled(async () =>
      app.inject({
        method: "GET",
        url: `/api/listings/${listing.id}`,
        headers: { cookie: await loginCookie(app, user) },
      }),
    );
    expect(saved.json()).toMatchObject({ title: "New title", price: "1750.00", imageUrls: ["/uploads/test.jpg"] });
  });

  it("removes a current photo: the second photo becomes the main one", async () => {
    const user = await createUser(app);
    const api = await clientFor(app, user);
    await ownUploads(app, user, ["/uploads/x1.jpg", "/uploads/x2.jpg"]);
    const created = (
      await api("POST", "/api/listings", validListing({ imageUrls: ["/uploads/x1.jpg", "/uploads/x2.jpg"] }))
    ).json();
    const calls = fetchThroughApp(app, await loginCookie(app, user));
    await renderEdit(created.id);
    await waitFor(() => expect(byLabel("Remove current photo 1")).toBeTruthy());
    await click(byLabel("Remove current photo 1"));
    // One photo left: wait for the page to show it before saving (a loaded machine renders late).
    await waitFor(() => expect(document.querySelector('[aria-label="Remove current photo 2"]')).toBeNull());
    await click(buttonByText("Update Listing"));
    // The page leaves for the dashboard only once the PATCH has answered.
    await waitFor(() => expect(currentPath).toBe("/?tab=manage"));
    expect(text()).toContain("Listing updated");
    expect(calls.filter((c) => c.method === "PATCH")).toHaveLength(1);
    expect((await settled(() => api("GET", `/api/listings/${created.id}`))).json()).toMatchObject({
      imageUrl: "/uploads/x2.jpg",
      imageUrls: ["/uploads/x2.jpg"],
    });
  });

  it("says 'Listing not found' for another seller's listing or a bad id", async () => {
    const owner = await createUser(app);
    const listing = await createListing(app, owner);
    fetchThroughApp(app, await loginCookie(app, await createUser(app)));
    await renderEdit(listing.id);
    await waitFor(() => expect(text()).toContain("Listing not found"));
    await cleanup?.();
    await renderEdit("nonsense");
    await waitFor(() => expect(text()).toContain("Listing not found"));
  });
});
