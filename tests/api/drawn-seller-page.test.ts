import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { en } from "../../src/web/i18n/en.ts";
import { hi } from "../../src/web/i18n/hi.ts";
import i18n from "../../src/web/i18n/index.ts";
import { type PageAnswer, renderSellerPage } from "../../src/web/prerender.tsx";
import { createTestApp } from "../helpers/app.ts";
import { createAdmin, createListing, createMessage, createUser, loginCookie } from "../helpers/factories.ts";
import { answersIn as pageAnswers, scriptsOf } from "../helpers/served-page.ts";
import { tempDir } from "../helpers/temp-dir.ts";

/**
 * Issue 31, docs/decisions/144: a seller's page comes drawn by the server, from the answers the page carries. The
 * renderer is the build's Node copy of the client (src/web/prerender.tsx); here it runs from the sources, on the
 * answers the server really gives, and a stand-in renderer checks the server's wiring.
 */
const SHELL = `<!doctype html><html lang="en"><head><title>SnapList</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>`;

/** A build in miniature, with a Node renderer beside it that says what it was asked to draw (or fails). */
function fakeBuild(renderer: string): string {
  const dir = tempDir("snaplist-drawn-page");
  mkdirSync(path.join(dir, "web"), { recursive: true });
  mkdirSync(path.join(dir, "prerender"), { recursive: true });
  writeFileSync(path.join(dir, "web", "index.html"), SHELL);
  writeFileSync(path.join(dir, "prerender", "prerender.js"), renderer);
  return path.join(dir, "web");
}
const echo = `export async function renderSellerPage(address, language, answers) {
  const user = answers.find((a) => a.key[0] === "/api/auth/user").data;
  return { html: "<main>drawn " + address + " for " + user.firstName + " in " + language + "</main>", title: "Title <" + language + ">" };
}`;

const app = await createTestApp({}, (c) => {
  c.webDir = fakeBuild(echo);
});
const failing = await createTestApp({}, (c) => {
  c.webDir = fakeBuild(`export async function renderSellerPage() { throw new Error("window is not defined"); }`);
});
afterAll(async () => {
  await app.close();
  await failing.close();
  await i18n.changeLanguage("en");
});

const get = (server: typeof app, url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: "GET", url, headers });
const answersIn = (body: string) => pageAnswers(body) as PageAnswer[];

describe("the server draws a seller's page", () => {
  it("puts the drawn page in the root, marked not yet live, in the browser's language, with its title", async () => {
    const seller = await createUser(app, { firstName: "Meera" });
    const res = await get(app, "/?tab=manage", { cookie: await loginCookie(app, seller), "accept-language": "hi-IN" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<div id="root" data-page="seller" aria-disabled="true"><main>drawn /?tab=manage for Meera in hi</main></div>',
    );
    expect(res.body).toContain('<html lang="hi" data-mantine-color-scheme="light">');
    expect(res.body).toContain("<title>Title &lt;hi&gt;</title>");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("asks for the drawn page's scripts once it has painted: they make it live, they do not paint it", async () => {
    const seller = await createUser(app);
    const drawn = (await get(app, "/", { cookie: await loginCookie(app, seller) })).body;
    expect(scriptsOf(drawn)).toMatchObject({ entry: "/assets/index-1.js", afterPaint: true });
    const admin = (await get(app, "/admin", { cookie: await loginCookie(app, await createAdmin(app)) })).body;
    expect(scriptsOf(admin)).toMatchObject({ entry: "/assets/index-1.js", afterPaint: false });
  });

  it("every inline script of a drawn page is one the Content-Security-Policy allows by its hash", async () => {
    const seller = await createUser(app);
    const res = await get(app, "/my-sales", { cookie: await loginCookie(app, seller) });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1].split(" ") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const inline = [
      ...res.body.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/json")[^>]*>(.*?)<\/script>/gs),
    ];
    // The loader of its scripts, and the one that keeps photos picked before they run (docs/decisions/150).
    expect(inline).toHaveLength(2);
    for (const [, source] of inline) {
      const hash = `'sha256-${createHash("sha256")
        .update(source as string)
        .digest("base64")}'`;
      expect(scriptSrc, (source as string).slice(0, 60)).toContain(hash);
    }
  });

  it("draws only the seller's own pages: not the admin desk or a missing page a seller opens", async () => {
    const cookie = await loginCookie(app, await createUser(app));
    for (const url of ["/admin", "/admin-login", "/no-such-page"]) {
      expect((await get(app, url, { cookie })).body, url).toContain('<div id="root"></div>');
    }
    expect((await get(app, "/my-sales", { cookie })).body).toContain('data-page="seller"');
  });

  it("draws nothing for an admin, a stale session or a visitor", async () => {
    const admin = await createAdmin(app);
    const visits: Record<string, string>[] = [
      { cookie: await loginCookie(app, admin) },
      { cookie: "snaplist_sid=stale" },
      {},
    ];
    for (const headers of visits) {
      const res = await get(app, "/admin", headers);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it("sends the page undrawn when drawing fails, with its answers still in it", async () => {
    const seller = await createUser(failing);
    const res = await get(failing, "/", { cookie: await loginCookie(failing, seller) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(answersIn(res.body).map((a) => a.key.join("/"))).toContain("/api/auth/user");
  });
});

describe("renderSellerPage (the client's own components, on the server's answers)", () => {
  it("draws Create Listings, the Dashboard with its listings, Messages with its messages, Edit Listing with the listing, My Sales, Referrals and Performance", async () => {
    const seller = await createUser(app, { firstName: "Ravi" });
    const cookie = await loginCookie(app, seller);
    const listing = await createListing(app, seller, { title: "Canon EOS 1500D body" });
    const drawn = async (url: string) => renderSellerPage(url, "en", answersIn((await get(app, url, { cookie })).body));

    const create = await drawn("/");
    expect(create.html).toContain("Smart Listing Generator");
    expect(create.html).toContain("Ravi");
    expect(create.title).toMatch(/SnapList/);
    expect(create.html).not.toMatch(/role="status"[^>]*>[^<]*Loading/);
    // Its photo step, ready for photos: the page does not wait for the browser's kept work to draw it.
    expect(create.html).toContain(en.generator.addPhotos);
    expect(create.html).toContain('data-testid="photo-dropzone"');
    // The photo controls name their file inputs, which the inline script opens before the app runs (decision 150).
    expect(create.html).toMatch(/data-picks="photo-files"/);
    expect(create.html).toMatch(/<input[^>]*id="photo-files"/);
    expect(create.html).toMatch(/data-picks="camera-files"/);
    expect(create.html).toMatch(/<input[^>]*id="camera-files"/);

    expect((await drawn("/?tab=manage")).html).toContain("Canon EOS 1500D body");
    await createMessage(app, seller, { subject: "About your camera" });
    expect((await drawn("/?tab=messages")).html).toContain("About your camera");
    const edit = (await drawn(`/edit-listing/${listing.id}`)).html;
    expect(edit).toContain('value="Canon EOS 1500D body"');
    expect(edit).toMatch(/data-picks="edit-photo-files"/);
    expect(edit).toMatch(/<input[^>]*id="edit-photo-files"/);
    // My Sales and Referrals draw their own lists, not their loaders.
    const sales = (await drawn("/my-sales")).html;
    expect(sales).toContain(en.sales.empty);
    const referrals = (await drawn("/referrals")).html;
    expect(referrals).toContain(en.referrals.notGenerated);
    expect(referrals).not.toContain(en.referrals.loading);
    // How my listings are doing: its figures and its listings, drawn; the charts' places empty until in view.
    const performance = (await drawn("/performance")).html;
    expect(performance).toContain(en.performance.title);
    expect(performance).toContain("Canon EOS 1500D body");
    expect(performance).not.toContain(en.performance.loading);
    expect(performance).not.toContain('role="img"');
  });

  it("draws in Hindi when asked, and leaves nothing of the request's language behind", async () => {
    const seller = await createUser(app);
    const answers = answersIn((await get(app, "/", { cookie: await loginCookie(app, seller) })).body);
    const hindi = await renderSellerPage("/", "hi", answers);
    expect(hindi.html).toContain(hi.generator.title);
    expect(hindi.html).not.toContain(en.generator.title);
    const english = await renderSellerPage("/", "en", answers);
    expect(english.html).toContain(en.generator.title);
    expect(english.html).not.toContain(hi.generator.title);
  });
});
