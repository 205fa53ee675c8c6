import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";

export const PHOTOS = path.join(import.meta.dirname, "..", "fixtures", "photos");

/** What a seeded listing is: its photo (a fixture) and the words and price a seller would give it. */
export interface SeedItem {
  photo: string;
  description: string;
  price: string;
  category: string;
}

export const TV: SeedItem = {
  photo: "tv_sticker.jpg",
  description: "55 inch 4K smart TV with its remote and stand. Works perfectly.",
  price: "42000",
  category: "electronics",
};

export const PLANT: SeedItem = {
  photo: "aloe_1000.jpg",
  description: "Healthy plant in a ceramic pot.",
  price: "13000",
  category: "home",
};

/** A seller (whose session `api` carries) uploads the item's photo and posts an active listing of it. */
export async function postListing(api: APIRequestContext, title: string, item: SeedItem = TV) {
  const upload = await api.post("/api/upload", {
    multipart: {
      image: { name: item.photo, mimeType: "image/jpeg", buffer: readFileSync(path.join(PHOTOS, item.photo)) },
    },
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const res = await api.post("/api/listings", {
    data: {
      title,
      description: item.description,
      price: item.price,
      category: item.category,
      condition: "good",
      status: "active",
      imageUrls: [imageUrl],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as { id: string; title: string }), imageUrl };
}
