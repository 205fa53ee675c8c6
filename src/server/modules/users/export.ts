import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { EXPORT_JSON_NAME, EXPORT_PHOTOS_DIR, type SellerDataExport } from "../../../contract/account.ts";
import type { App } from "../../app-types.ts";
import { notFound } from "../../lib/http-error.ts";
import { photoStoreFor } from "../uploads/service.ts";
import * as repo from "./export-repo.ts";

/** The JSON without its photo references, and where each photo URL goes in the ZIP. */
export interface CollectedData {
  build(present: (url: string | null) => string | null): SellerDataExport;
  photos: Map<string, string>;
}

const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,99}$/;

/** A file name in the ZIP for each photo URL: the stored name (random and unique), else photo-N.jpg. */
function nameFiles(urls: string[]): Map<string, string> {
  const files = new Map<string, string>();
  const used = new Set<string>();
  for (const url of urls) {
    if (files.has(url)) continue;
    const last = url.split(/[/?#]/).filter(Boolean).pop() ?? "";
    let name = SAFE_NAME.test(last) && !used.has(last) ? last : `photo-${files.size + 1}.jpg`;
    while (used.has(name)) name = `photo-${files.size + 1}-${used.size}.jpg`;
    used.add(name);
    files.set(url, `${EXPORT_PHOTOS_DIR}${name}`);
  }
  return files;
}

/**
 * Everything stored about the seller, read by their id (docs/decisions/129). Left out on purpose: the password
 * hash, session ids, the TOTP secret and recovery codes, client addresses, admins' names and emails, other
 * people's details (those who joined with the seller's code appear as join dates), and the audit trail. Buyers' offers
 * and questions come with how each was decided and answered, never which admin recorded or relayed them.
 */
export async function collectSellerData(app: App, userId: string): Promise<CollectedData> {
  const user = await repo.sellerRow(app.db, userId);
  if (!user) throw notFound("User not found");
  const [sessionRows, listingRows, saleRows, messageRows, joined, generations, uploadUrls, offers, questions] =
    await Promise.all([
      repo.liveSessions(app.db, userId),
      repo.sellerListings(app.db, userId),
      repo.sellerSales(app.db, userId),
      repo.sellerMessages(app.db, userId),
      repo.joinedWithCode(app.db, userId),
      repo.sellerGenerations(app.db, userId),
      repo.sellerUploadUrls(app.db, userId),
      repo.sellerOffers(app.db, userId),
      repo.sellerBuyerQuestions(app.db, userId),
    ]);
  const iso = (d: string | Date | null) => (d === null ? null : new Date(d).toISOString());
  const photos = nameFiles([
    ...listingRows.flatMap((l) => [...l.photos.map((p) => p.url), ...(l.listing.imageUrl ? [l.listing.imageUrl] : [])]),
    ...generations.flatMap((g) => (g.originalImageUrl ? [g.originalImageUrl] : [])),
    ...uploadUrls,
  ]);

  const build = (present: (url: string | null) => string | null): SellerDataExport => ({
    format: "snaplist-seller-data",
    version: 1,
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      profileImageUrl: user.profileImageUrl,
      createdAt: user.createdAt.toISOString(),
      signInMethods: [
        ...(user.passwordHash ? ["password" as const] : []),
        ...(user.googleId ? ["google" as const] : []),
      ],
      twoFactorEnabled: Boolean(user.totpEnabledAt),
      payoutDetails: { upiId: user.upiId, paypalEmail: user.paypalEmail },
    },
    sessions: sessionRows.map((s) => ({
      startedAt: s.createdAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      device: s.userAgent,
    })),
    listings: listingRows.map(({ listing: l, photos: lp, postings }) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      price: l.price,
      category: l.category,
      itemType: l.itemType,
      condition: l.condition,
      status: l.status,
      brand: l.brand,
      model: l.model,
      pricingStrategy: l.pricingStrategy,
      quickPrice: l.quickPrice,
      medianPrice: l.medianPrice,
      maxPrice: l.maxPrice,
      confidenceScore: l.confidenceScore,
      isSold: l.status === "sold",
      createdAt: l.createdAt.toISOString(),
      updatedAt: l.updatedAt.toISOString(),
      photos: (lp.length ? lp : l.imageUrl ? [{ position: 0, url: l.imageUrl }] : []).map((p) => ({
        position: p.position,
        file: present(p.url),
      })),
      postings: postings.map((p) => ({
        marketplace: p.marketplace,
        status: p.status,
        url: p.url,
        updatedAt: p.updatedAt.toISOString(),
      })),
    })),
    sales: saleRows.map((s) => ({
      id: s.id,
      listingId: s.listingId ?? "",
      listingTitle: s.listing.title,
      saleAmount: s.saleAmount,
      payoutAmount: s.payoutAmount,
      saleDate: s.saleDate,
      marketplace: s.marketplace,
      payoutStatus: s.payoutStatus,
    })),
    payouts: saleRows
      .filter((s) => s.payoutStatus === "paid")
      .map((s) => ({
        saleId: s.id,
        amount: s.payoutAmount ?? s.saleAmount,
        method: s.payoutMethod,
        paidAt: s.payoutDate,
        reference: s.payoutReference,
        notes: s.payoutNotes,
      })),
    messages: messageRows.map((m) => ({
      id: m.id,
      direction: m.toUserId === userId ? ("received" as const) : ("sent" as const),
      counterpart: "SnapList" as const,
      subject: m.subject,
      message: m.message,
      type: m.messageType,
      isRead: m.isRead,
      isSystemMessage: m.isSystemMessage,
      listingId: m.listingId,
      createdAt: m.createdAt.toISOString(),
    })),
    referrals: {
      yourCode: user.referralCode,
      codeYouUsed: user.referredBy,
      joinedWithYourCode: joined.map((j) => ({ joinedAt: j.createdAt.toISOString() })),
    },
    generations: generations.map((g) => ({
      id: g.id,
      createdAt: g.createdAt.toISOString(),
      listingId: g.listingId,
      photoFile: present(g.originalImageUrl),
      detectedProduct: g.aiDetectedProduct,
      detectedBrand: g.aiDetectedBrand,
      detectedModel: g.aiDetectedModel,
      detectedCategory: g.aiDetectedCategory,
      confidence: g.aiConfidenceScore,
      suggestedPrices: g.aiSuggestedPrices ?? null,
      generatedTitles: g.aiGeneratedTitles ?? null,
      generatedDescription: g.aiGeneratedDescription,
      yourAnswer: g.sellerAnswer,
      chosenTitle: g.userSelectedTitle,
      chosenPrice: g.userSelectedPrice,
      chosenCategory: g.userSelectedCategory,
      yourDescription: g.userModifiedDescription,
    })),
    offers: offers.map(({ floorAtRecord, createdAt, decidedAt, ...o }) => ({
      ...o,
      yourLowestPriceThen: floorAtRecord,
      createdAt: iso(createdAt) as string,
      decidedAt: iso(decidedAt),
    })),
    buyerQuestions: questions.map(({ askedAt, answeredAt, ...q }) => ({
      ...q,
      askedAt: iso(askedAt) as string,
      answeredAt: iso(answeredAt),
    })),
    photoFiles: [...new Set([...photos.keys()].map(present).filter((f): f is string => f !== null))],
  });
  return { build, photos };
}

/** Resolves once `out` can take more, or has closed (the client went away). */
async function drained(out: PassThrough) {
  if (!out.writableNeedDrain || out.destroyed) return;
  await Promise.race([once(out, "drain"), once(out, "close")]).catch(() => undefined);
}

/**
 * The ZIP, streamed: each photo is read from the store (local disk or S3) and written as it is (JPEGs do not
 * compress), one at a time, waiting while the client is slow; the JSON comes last, deflated, so that it names
 * only the photos really in the ZIP (a file missing from the store is `null`, not a broken reference).
 */
export function streamSellerZip(app: App, data: CollectedData): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (out.destroyed) return;
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  const store = photoStoreFor(app.config);
  (async () => {
    const present = new Set<string>();
    for (const [url, file] of data.photos) {
      if (out.destroyed) return;
      const bytes = await store.get(url).catch(() => undefined);
      if (!bytes) continue;
      const entry = new ZipPassThrough(file);
      zip.add(entry);
      entry.push(bytes, true);
      present.add(url);
      await drained(out);
    }
    const json = data.build((url) => (url && present.has(url) ? (data.photos.get(url) ?? null) : null));
    const entry = new ZipDeflate(EXPORT_JSON_NAME, { level: 6 });
    zip.add(entry);
    entry.push(strToU8(`${JSON.stringify(json, null, 2)}\n`), true);
    zip.end();
  })().catch((err) => {
    app.log.error({ err }, "seller data export failed part-way");
    out.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return out;
}
