import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { signUpWithEmail, uniqueEmail, untilLive } from "./auth-helpers.ts";

export interface FixtureFile {
  name: string;
  mimeType: string;
  base64: string;
}

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", avif: "image/avif", txt: "text/plain" };

export function fixturePhoto(name: string): FixtureFile {
  const ext = name.split(".").pop() ?? "";
  return {
    name,
    mimeType: TYPES[ext] ?? "application/octet-stream",
    base64: readFileSync(`tests/fixtures/photos/${name}`).toString("base64"),
  };
}

export function textFile(name = "notes.txt"): FixtureFile {
  return { name, mimeType: "text/plain", base64: Buffer.from("not a photo").toString("base64") };
}

/** A real drag-and-drop onto the drop zone: a DataTransfer with the files, dragenter then drop. */
export async function dropFiles(page: Page, files: FixtureFile[]) {
  await untilLive(page);
  const dataTransfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.mimeType }));
    }
    return dt;
  }, files);
  const zone = page.getByTestId("photo-dropzone");
  await zone.dispatchEvent("dragenter", { dataTransfer });
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

/** A new seller signs up through the landing page and lands on the Create Listings tab. */
export async function signUp(page: Page, firstName = "Asha") {
  const { email } = await signUpWithEmail(page, { firstName, email: uniqueEmail("generator") });
  // Sign-up, session and the lazy generator chunk: allow for a busy machine.
  await expect(page.getByRole("heading", { name: "Smart Listing Generator" })).toBeVisible({ timeout: 30_000 });
  return email;
}

/** Whole units out of a shown price ("₹18,500" -> 18500). */
export const amountOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

export async function tierAmounts(page: Page) {
  return {
    quick: amountOf(await page.getByTestId("price-quick").textContent()),
    median: amountOf(await page.getByTestId("price-balanced").textContent()),
    max: amountOf(await page.getByTestId("price-max").textContent()),
  };
}

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole("textbox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

/** What the page keeps in IndexedDB for the signed-in seller (one record per seller). */
export const keptWork = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ photos: { url?: string }[]; draft: { title: string } | null } | null>((resolve, reject) => {
        const open = indexedDB.open("snaplist-unsaved-listing");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("work")) return resolve(null);
          const all = db.transaction("work").objectStore("work").getAll();
          all.onsuccess = () => resolve(all.result[0] ?? null);
          all.onerror = () => reject(all.error);
        };
      }),
  );
