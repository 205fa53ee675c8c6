/**
 * The README's screenshots of the posting assistant (docs/images/assistant-*.png), taken with Playwright on the
 * replica forms: `npm run build && npx tsx scripts/assistant-screenshots.ts`. Small palette PNGs.
 */
import path from "node:path";
import { type Page, request } from "@playwright/test";
import sharp from "sharp";
import { startServerProcess } from "../bench/lib.ts";
import { MARKETPLACE_LIMITS } from "../src/contract/marketplace-kit/limits.ts";
import { assistantLaunchUrl } from "../src/contract/posting-desk.ts";
import {
  launchWithAssistant,
  listingWithPhotos,
  panel,
  saveToken,
  unpackAssistant,
} from "../tests/e2e/assistant-helpers.ts";
import { serveReplicas } from "../tests/e2e/marketplace-replicas/serve.ts";

const OUT = path.resolve(import.meta.dirname, "..", "docs", "images");
const ADMIN = { email: "shots-admin@snaplist.test", password: "shots-admin-secret-1" };

async function shot(page: Page, name: string) {
  const png = await page.screenshot();
  await sharp(png)
    .resize({ width: 900 })
    .png({ palette: true, colours: 64, compressionLevel: 9 })
    .toFile(path.join(OUT, name));
  console.log(`docs/images/${name}`);
}

const server = await startServerProcess({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const admin = await request.newContext({ baseURL: server.url });
const seller = await request.newContext({ baseURL: server.url });
try {
  await admin.post("/api/auth/admin/login", { data: ADMIN });
  const password = "shots-seller-1";
  await seller.post("/api/auth/register", {
    data: { firstName: "Meera", email: `shots-${Date.now()}@example.test`, password, confirmPassword: password },
  });
  const listing = await listingWithPhotos(seller, "Sony Bravia 55 inch 4K smart TV");
  const { context, extensionId } = await launchWithAssistant(await unpackAssistant(admin));
  const replicas = { without: {} as Record<string, string[]> };
  await serveReplicas(context, replicas);
  const { token } = (await (await admin.post("/api/admin/extension-tokens", { data: { name: "Shots" } })).json()) as {
    token: string;
  };
  const options = await saveToken(context, extensionId, token);
  await options.getByText(/^Connected as/).waitFor();
  await options.setViewportSize({ width: 900, height: 560 });
  await shot(options, "assistant-options.png");

  await admin.post(`/api/admin/postings/${listing.id}/olx/claim`);
  const olx = await context.newPage();
  await olx.goto(assistantLaunchUrl(MARKETPLACE_LIMITS.olx.postUrl, { listingId: listing.id, marketplace: "olx" }));
  await panel(olx).getByText("Everything is filled").waitFor({ timeout: 30_000 });
  await shot(olx, "assistant-olx-filled.png");

  replicas.without = { facebook: ["description"] };
  await admin.post(`/api/admin/postings/${listing.id}/facebook/claim`);
  const fb = await context.newPage();
  await fb.goto(
    assistantLaunchUrl(MARKETPLACE_LIMITS.facebook.postUrl, { listingId: listing.id, marketplace: "facebook" }),
  );
  await panel(fb).getByText("1 field to do by hand").waitFor({ timeout: 30_000 });
  await shot(fb, "assistant-facebook-missing.png");

  await olx.getByRole("button", { name: "Post now" }).click();
  await panel(olx).getByText("Marked posted in SnapList").waitFor({ timeout: 30_000 });
  await shot(olx, "assistant-olx-posted.png");
  await context.close();
} finally {
  await admin.dispose();
  await seller.dispose();
  await server.stop();
}
