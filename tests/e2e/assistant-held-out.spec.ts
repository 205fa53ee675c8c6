import { type APIRequestContext, type BrowserContext, expect, request, test } from "@playwright/test";
import { baseURL } from "../../playwright.config.ts";
import { launchWithAssistant, saveToken, unpackAssistant } from "./assistant-helpers.ts";
import { adminApi, registerSellerViaApi, uniqueTag } from "./auth-helpers.ts";
import { formFieldsOf, heldOutListing, postOnHeldOut, scoreSubmission } from "./held-out/run.ts";
import { loadReplicaSet, type ReplicaSet } from "./held-out/sets.ts";
import type { HeldOutSubmission } from "./marketplace-replicas/held-out/serve.ts";

/**
 * Issue 40: the assistant on the held-out replica set - forms it was never tuned to, for which no field map is ever
 * changed (tests/e2e/marketplace-replicas/held-out/README.md). Untaught, it fills at least 95% of their fields right
 * (issue 49), fills none wrong, ticks nothing the form does not hold, and attaches the photos once, in order. Desktop
 * only. REPLICA_SET names another set in the held-out API (tests/e2e/held-out/sets.ts), e.g. an independent one.
 * `npm run bench -- posting` reports the same measure with its figures.
 */

const SET_NAME = process.env.REPLICA_SET ?? "held-out";

test.describe.configure({ mode: "serial" });

let admin: APIRequestContext;
let seller: APIRequestContext;
let context: BrowserContext;
let token: string;
let submissions: HeldOutSubmission[];
let set: ReplicaSet;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = await adminApi(baseURL);
  seller = await request.newContext({ baseURL });
  await registerSellerViaApi(seller, "Kiran");
  const launched = await launchWithAssistant(await unpackAssistant(admin));
  context = launched.context;
  set = await loadReplicaSet(SET_NAME);
  ({ submissions } = await set.serve(context));
  const created = await admin.post("/api/admin/extension-tokens", { data: { name: "Held-out browser" } });
  token = ((await created.json()) as { token: string }).token;
  await (await saveToken(context, launched.extensionId, token)).getByText(/^Connected as/).waitFor();
});

test.afterAll(async () => {
  await context?.close();
  await admin?.dispose();
  await seller?.dispose();
});

test(`untaught on the ${SET_NAME} forms: at least 95% of fields right, none wrong, no false tick, photos once`, async () => {
  test.setTimeout(300_000);
  let right = 0;
  let total = 0;
  for (const m of ["olx", "quikr", "facebook"] as const) {
    await test.step(m, async () => {
      const title = `Sony Bravia TV ${uniqueTag()}`;
      const listing = await heldOutListing(seller, title);
      const run = await postOnHeldOut(context, admin, submissions, token, listing.id, m, { forms: set.forms });
      expect(run.submission, `${m}: the admin could not publish (${run.statuses.join(" | ")})`).toBeDefined();
      const scores = scoreSubmission(m, run.submission, title, run.photoSums, set.forms);
      right += scores.filter((s) => s.right).length;
      total += scores.length;
      // Nothing wrong: a field the form holds a value in holds ours.
      expect(scores.filter((s) => !s.right && s.got !== "" && s.field !== "photos")).toEqual([]);
      // No false tick: every field the panel ticked is right in what the form sent.
      const asked = new Set(set.forms[m].fields.map((f) => f.field as string));
      const falseTicks = run.ticked
        .flatMap(formFieldsOf)
        .filter((f) => asked.has(f) && !scores.find((s) => s.field === f)?.right);
      expect(falseTicks).toEqual([]);
      expect(run.ticked).toEqual(expect.arrayContaining(["title", "price", "photos"]));
      // The photos, attached once, in order.
      expect(scores.find((s) => s.field === "photos")?.right).toBe(true);
      // Open from the desk, and Publish: nothing else by hand.
      expect(run.actions).toBe(2);
    });
  }
  expect(total).toBe(Object.values(set.forms).reduce((n, f) => n + f.fields.length, 0));
  expect(right / total).toBeGreaterThanOrEqual(0.95);
});
