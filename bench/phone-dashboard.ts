import type { Browser, BrowserContextOptions, Page } from "@playwright/test";

export interface Photo {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Issue 22: a 5-listing seller Dashboard on a phone fetches at most this much image data. */
export const DASHBOARD_IMAGE_BUDGET = 1.5 * 1024 * 1024;

/**
 * Image bytes (headers and bodies, as the network carried them) a phone fetches to show a seller's Dashboard of
 * `photos.length` listings, one camera photo each, uploaded through the API. The page is opened with an empty cache
 * and left until the network is idle, so lazy images in view are counted.
 */
export async function dashboardImageBytes(
  browser: Browser,
  options: BrowserContextOptions & { baseURL: string },
  photos: Photo[],
  prepare: (page: Page) => Promise<void>,
): Promise<{ bytes: number; images: number }> {
  const context = await browser.newContext(options);
  try {
    const api = context.request;
    const password = "bench-password-1";
    const registered = await api.post("/api/auth/register", {
      headers: { origin: options.baseURL },
      data: { email: `bench-dash-${Date.now()}@example.test`, password, confirmPassword: password, firstName: "Dash" },
    });
    if (registered.status() !== 201) throw new Error(`register answered ${registered.status()}`);
    for (const [i, photo] of photos.entries()) {
      const upload = await api.post("/api/upload", {
        headers: { origin: options.baseURL },
        multipart: { image: photo },
      });
      if (!upload.ok()) throw new Error(`upload answered ${upload.status()}`);
      const { imageUrl } = (await upload.json()) as { imageUrl: string };
      const created = await api.post("/api/listings", {
        headers: { origin: options.baseURL },
        data: { title: `Bench item ${i + 1}`, description: "A bench listing.", price: "1000", imageUrls: [imageUrl] },
      });
      if (created.status() !== 201) throw new Error(`create listing answered ${created.status()}`);
    }
    const page = await context.newPage();
    await prepare(page);
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "image") return;
      sizes.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
    });
    await page.goto("/?tab=manage");
    await page.getByRole("heading", { name: "Your Listings" }).waitFor({ timeout: 60_000 });
    await page
      .getByRole("article")
      .nth(photos.length - 1)
      .waitFor();
    await page.waitForLoadState("networkidle");
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    return { bytes, images: sizes.length };
  } finally {
    await context.close();
  }
}
