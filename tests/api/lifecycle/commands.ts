import fc from "fast-check";
import type { SellerQuestion } from "../../../src/contract/buyer-questions.ts";
import type { Marketplace } from "../../../src/contract/enums.ts";
import { isForSale } from "../../../src/contract/listing-life.ts";
import { runDueWork } from "../../../src/server/modules/postings/due-work.ts";
import { checkInvariants } from "./invariants.ts";
import {
  answered,
  leaveSale,
  MARKETS,
  type Model,
  type ModelListing,
  newAds,
  nextAdUrl,
  openDelistTasks,
  type Real,
  sellerListing,
  todayItems,
} from "./world.ts";

/*
 * Every action of a seller and an admin on a listing's life (issue 46 item 3), as fast-check commands. Each runs
 * the real call, asserts what the model says the answer must be (allowed: 2xx; not allowed: a human 4xx), and moves
 * the model. A command picks its listing by index, so that shrinking keeps sequences short and readable.
 */

type Cmd = fc.AsyncCommand<Model, Real>;
const DAY = 86_400_000;

const pick = (m: Model, i: number): ModelListing | undefined =>
  m.listings.length === 0 ? undefined : m.listings[i % m.listings.length];
const forSale = (l: ModelListing) => l.state !== "deleted" && isForSale(l.state);
const gone = (l: ModelListing) => l.state === "deleted";
/** Mostly a marketplace where the listing is live (where offers, questions and renewals happen), else the hint. */
const liveOr = (l: ModelListing, hint: Marketplace) =>
  l.ads[hint].state === "live" || hint === "facebook" ? hint : (MARKETS.find((m) => l.ads[m].state === "live") ?? hint);

/** One step: the action (with its own asserts), then every invariant. */
abstract class Step implements Cmd {
  check(_m: Readonly<Model>) {
    return true;
  }
  async run(m: Model, r: Real) {
    await this.act(m, r);
    await checkInvariants(m, r);
  }
  abstract act(m: Model, r: Real): Promise<void>;
  abstract toString(): string;
}

abstract class OnListing extends Step {
  constructor(readonly i: number) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.listings.length > 0;
  }
  async act(m: Model, r: Real) {
    const l = pick(m, this.i);
    if (l) await this.on(m, r, l);
  }
  abstract on(m: Model, r: Real, l: ModelListing): Promise<void>;
}

class Create extends Step {
  constructor(
    readonly status: "draft" | "active",
    readonly price: number,
  ) {
    super();
  }
  check(m: Readonly<Model>) {
    return m.listings.length < 3;
  }
  async act(m: Model, r: Real) {
    const res = await r.seller("POST", "/api/listings", {
      title: "Sony Bravia 55 inch TV",
      description: "Works perfectly, with its remote.",
      price: String(this.price),
      category: "electronics",
      status: this.status,
    });
    answered(res, [201], "create");
    m.listings.push({
      id: res.json().id,
      state: this.status,
      price: this.price,
      ads: newAds(this.status === "active" ? "waiting" : "none"),
      saleId: null,
      saleAmount: 0,
      paid: false,
      saleAds: [],
    });
  }
  toString() {
    return `create(${this.status}, ${this.price})`;
  }
}

class EditPrice extends OnListing {
  constructor(
    i: number,
    readonly price: number,
  ) {
    super(i);
  }
  async on(_m: Model, r: Real, l: ModelListing) {
    const res = await r.seller("PATCH", `/api/listings/${l.id}`, { price: String(this.price) });
    if (gone(l)) return answered(res, [404], "edit price");
    answered(res, [l.state === "sold" ? 409 : 200], "edit price");
    if (res.statusCode === 200) l.price = this.price;
  }
  toString() {
    return `editPrice(#${this.i}, ${this.price})`;
  }
}

/** The seller's own transitions: post a draft, take it off sale, put it back on sale. */
class Transition extends OnListing {
  constructor(
    i: number,
    readonly transition: "post" | "withdraw" | "relist",
  ) {
    super(i);
  }
  async on(m: Model, r: Real, l: ModelListing) {
    const res = await r.seller("POST", `/api/listings/${l.id}/${this.transition}`);
    if (gone(l)) return answered(res, [404], this.transition);
    const from = { post: "draft", withdraw: "active", relist: "withdrawn" }[this.transition];
    answered(res, [l.state === from ? 200 : 409], this.transition);
    if (res.statusCode !== 200) return;
    if (this.transition === "withdraw") {
      leaveSale(m, l);
      l.state = "withdrawn";
    } else {
      // Posted, or back on sale: every marketplace queued afresh (the old ads keep their delist tasks).
      l.state = "active";
      l.ads = newAds("waiting");
    }
  }
  toString() {
    return `${this.transition}(#${this.i})`;
  }
}

class MarkPosted extends OnListing {
  constructor(
    i: number,
    readonly market: Marketplace,
  ) {
    super(i);
  }
  async on(m: Model, r: Real, l: ModelListing) {
    const ad = l.ads[this.market];
    if (ad.state === "live") return; // a second address for a live ad is another story
    const url = nextAdUrl(this.market);
    const res = await r.admin.call("PUT", `/api/admin/listings/${l.id}/status`, {
      platform: this.market,
      status: "posted",
      postingUrl: url,
    });
    if (gone(l)) return answered(res, [404], "mark posted");
    // An ad published while the listing left sale is recorded and given its delist task (decision 170).
    const late = !forSale(l) && ad.state === "withdrawn";
    answered(res, [forSale(l) || late ? 200 : 409], "mark posted");
    if (res.statusCode !== 200) return;
    l.ads[this.market] = { state: "live", url };
    if (!late) return;
    m.mustDelist.add(url);
    // A sold item's late ad gets its sale's task: undoing the sale deletes it with the others.
    if (l.state === "sold") l.saleAds.push(url);
  }
  toString() {
    return `markPosted(#${this.i}, ${this.market})`;
  }
}

class RecordOffer extends OnListing {
  constructor(
    i: number,
    readonly market: Marketplace,
    readonly share: number,
  ) {
    super(i);
  }
  async on(_m: Model, r: Real, l: ModelListing) {
    const amount = String(Math.max(1, Math.round(l.price * this.share)));
    const market = liveOr(l, this.market);
    const res = await r.admin.call("POST", `/api/admin/listings/${l.id}/offers`, { marketplace: market, amount });
    if (gone(l)) return answered(res, [404], "record offer");
    const live = l.ads[market].state === "live";
    // For sale and live: recorded, unless the same offer is open or another was accepted (409).
    answered(res, forSale(l) && live ? [201, 409] : [409], "record offer");
  }
  toString() {
    return `recordOffer(#${this.i}, ${this.market}, ${this.share})`;
  }
}

/** The seller answers the listing's first offer, or an admin accepts it. */
class DecideOffer extends OnListing {
  constructor(
    i: number,
    readonly who: "seller" | "admin",
    readonly decision: "accept" | "counter" | "decline",
  ) {
    super(i);
  }
  async on(_m: Model, r: Real, l: ModelListing) {
    const dto = gone(l) ? null : await sellerListing(r, l.id);
    const offer = dto?.offers[0];
    if (!offer) return;
    const open = offer.status === "open" && offer.closedAt === null;
    const res =
      this.who === "admin"
        ? await r.admin.call("POST", `/api/admin/offers/${offer.id}/accept`)
        : await r.seller("POST", `/api/offers/${offer.id}/answer`, {
            decision: this.decision,
            amount: this.decision === "counter" ? String(Math.min(l.price, Number(offer.amount) + 1)) : undefined,
          });
    if (!forSale(l) || !open) return answered(res, [409], `${this.who} decides offer`);
    // Open on a listing for sale: decided, unless refused for the offer's own reasons (below the floor, another
    // accepted, a counter not above it).
    answered(res, [200, 400, 409], `${this.who} decides offer`);
  }
  toString() {
    return `decideOffer(#${this.i}, ${this.who}, ${this.decision})`;
  }
}

class Ask extends OnListing {
  constructor(
    i: number,
    readonly market: Marketplace,
    readonly common: "available" | "last_price" | "viewing",
  ) {
    super(i);
  }
  async on(_m: Model, r: Real, l: ModelListing) {
    const market = liveOr(l, this.market);
    const res = await r.admin.call("POST", `/api/admin/listings/${l.id}/questions`, {
      marketplace: market,
      common: this.common,
    });
    if (gone(l)) return answered(res, [404], "ask");
    answered(res, forSale(l) && l.ads[market].state === "live" ? [201, 409] : [409], "ask");
  }
  toString() {
    return `ask(#${this.i}, ${this.market}, ${this.common})`;
  }
}

type Reply = "available" | "accept" | "lowest" | "text" | "sold_elsewhere";

class AnswerQuestion extends OnListing {
  constructor(
    i: number,
    readonly reply: Reply,
  ) {
    super(i);
  }
  async on(m: Model, r: Real, l: ModelListing) {
    const list = await r.seller("GET", "/api/questions");
    answered(list, [200], "questions");
    const q = (list.json() as SellerQuestion[]).find((x) => x.listingId === l.id);
    if (!q) return;
    const waiting = q.answer === null && q.closedAt === null;
    const amount = this.reply === "accept" || this.reply === "lowest" ? String(l.price) : undefined;
    const res = await r.seller("POST", `/api/questions/${q.id}/answer`, {
      reply: this.reply,
      amount,
      text: this.reply === "text" ? "Only cash please" : undefined,
    });
    if (!waiting || !forSale(l)) return answered(res, [409], `answer ${this.reply}`);
    answered(res, [200], `answer ${this.reply}`);
    if (this.reply === "sold_elsewhere") {
      leaveSale(m, l);
      l.state = "withdrawn";
    }
  }
  toString() {
    return `answer(#${this.i}, ${this.reply})`;
  }
}

class RecordSale extends OnListing {
  async on(m: Model, r: Real, l: ModelListing) {
    const res = await r.admin.call("POST", "/api/admin/sales", {
      listingId: l.id,
      saleAmount: String(l.price),
      marketplace: "olx",
    });
    if (gone(l)) return answered(res, [404], "sale");
    answered(res, [l.state === "active" ? 201 : 409], "sale");
    if (res.statusCode !== 201) return;
    l.saleAds = leaveSale(m, l);
    l.state = "sold";
    l.saleId = res.json().id;
    l.saleAmount = l.price;
  }
  toString() {
    return `recordSale(#${this.i})`;
  }
}

class UndoSale extends OnListing {
  async on(m: Model, r: Real, l: ModelListing) {
    if (!l.saleId) return;
    const res = await r.admin.call("DELETE", `/api/admin/sales/${l.saleId}/undo`);
    answered(res, [l.paid ? 409 : 204], "undo sale");
    if (res.statusCode !== 204) return;
    l.state = "active";
    l.saleId = null;
    // The sale's delist tasks go with it: its live ads are for sale again.
    for (const url of l.saleAds) m.mustDelist.delete(url);
    l.saleAds = [];
    // What the sale withdrew waits again; the ads taken down meanwhile are queued again; live ones stay live.
    for (const m of MARKETS) {
      const ad = l.ads[m];
      if (ad.state === "withdrawn" || ad.state === "down") l.ads[m] = { state: "waiting", url: null };
    }
  }
  toString() {
    return `undoSale(#${this.i})`;
  }
}

class Payout extends OnListing {
  async on(m: Model, r: Real, l: ModelListing) {
    if (!l.saleId) return;
    const res = await r.admin.call("PUT", `/api/admin/sales/${l.saleId}/payout`, {
      payoutMethod: "upi",
      payoutAmount: String(l.saleAmount),
    });
    answered(res, [l.paid ? 409 : 200], "payout");
    if (res.statusCode !== 200) return;
    l.paid = true;
    m.paidTotal += l.saleAmount;
    m.payouts += 1;
  }
  toString() {
    return `payout(#${this.i})`;
  }
}

class Renewal extends OnListing {
  constructor(
    i: number,
    readonly market: Marketplace,
    readonly action: "renewed" | "repost",
  ) {
    super(i);
  }
  async on(_m: Model, r: Real, l: ModelListing) {
    const market = liveOr(l, this.market);
    const res = await r.admin.call("POST", `/api/admin/postings/${l.id}/${market}/${this.action}`);
    if (gone(l)) return answered(res, [404], this.action);
    const ad = l.ads[market];
    // A posting that never existed is a 404; any other not live, or a listing off sale, a 409.
    const ok = forSale(l) && ad.state === "live";
    answered(res, ok ? [200] : ad.state === "none" ? [404, 409] : [409], this.action);
    if (res.statusCode === 200 && this.action === "repost") l.ads[market] = { state: "waiting", url: null };
  }
  toString() {
    return `${this.action}(#${this.i}, ${this.market})`;
  }
}

class Delete extends OnListing {
  async on(m: Model, r: Real, l: ModelListing) {
    const res = await r.seller("DELETE", `/api/listings/${l.id}`);
    if (gone(l)) return answered(res, [404], "delete");
    answered(res, [l.state === "sold" ? 409 : 204], "delete");
    if (res.statusCode !== 204) return;
    if (l.state === "active") leaveSale(m, l);
    l.state = "deleted";
  }
  toString() {
    return `delete(#${this.i})`;
  }
}

/** An admin ticks the listing's oldest open delist task: its ad is down. */
class TickDelist extends OnListing {
  async on(_m: Model, r: Real, l: ModelListing) {
    if (gone(l)) return;
    const [task] = await openDelistTasks(r, l.id);
    if (!task) return;
    const res = await r.admin.call("POST", `/api/admin/delist-tasks/${task.id}/done`, { done: true });
    answered(res, [200], "tick delist");
    const ad = l.ads[task.marketplace];
    if (ad.state === "live" && ad.url === task.url) ad.state = "down";
  }
  toString() {
    return `tickDelist(#${this.i})`;
  }
}

/** An admin tells a buyer what Today says (an offer's or a question's answer, or that the item is gone). */
class Relay extends Step {
  async act(_m: Model, r: Real) {
    const item = (await todayItems(r)).find((x) => x.kind === "buyer" || x.kind === "offer");
    if (!item) return;
    const path = item.kind === "buyer" ? `questions/${item.id}` : `offers/${item.id}`;
    answered(await r.admin.call("POST", `/api/admin/${path}/relayed`), [200], "relay");
  }
  toString() {
    return "relay()";
  }
}

class Time extends Step {
  constructor(readonly days: number) {
    super();
  }
  async act(_m: Model, r: Real) {
    r.clock.advance(this.days * DAY);
  }
  toString() {
    return `wait(${this.days} days)`;
  }
}

class DueWork extends Step {
  async act(_m: Model, r: Real) {
    await runDueWork(r.app);
  }
  toString() {
    return "dueWork()";
  }
}

const index = fc.nat({ max: 2 });
const market = fc.constantFrom(...MARKETS);

/** Every action, weighted so that listings get made, posted and sold often enough to meet each rule. */
const create = fc
  .tuple(fc.constantFrom("draft" as const, "active" as const, "active" as const), fc.integer({ min: 2, max: 40 }))
  .map(([s, p]) => new Create(s, p * 1000));

const posted = fc.tuple(index, market).map(([i, mk]) => new MarkPosted(i, mk));
const offer = fc.tuple(index, market, fc.constantFrom(0.5, 0.8, 1)).map(([i, mk, s]) => new RecordOffer(i, mk, s));
const ask = fc
  .tuple(index, market, fc.constantFrom("available" as const, "last_price" as const))
  .map(([i, mk, c]) => new Ask(i, mk, c));
const answer = fc
  .tuple(index, fc.constantFrom<Reply>("available", "accept", "lowest", "text", "sold_elsewhere"))
  .map(([i, reply]) => new AnswerQuestion(i, reply));

export const allCommands = [
  create,
  create,
  create,
  fc.tuple(index, fc.integer({ min: 2, max: 40 })).map(([i, p]) => new EditPrice(i, p * 1000)),
  fc
    .tuple(index, fc.constantFrom("post" as const, "withdraw" as const, "relist" as const))
    .map(([i, t]) => new Transition(i, t)),
  posted,
  posted,
  posted,
  posted,
  offer,
  offer,
  fc
    .tuple(index, fc.constantFrom("seller" as const, "admin" as const), fc.constantFrom("accept", "counter", "decline"))
    .map(([i, w, d]) => new DecideOffer(i, w, d as "accept")),
  ask,
  ask,
  answer,
  answer,
  index.map((i) => new RecordSale(i)),
  index.map((i) => new UndoSale(i)),
  index.map((i) => new Payout(i)),
  fc
    .tuple(index, market, fc.constantFrom("renewed" as const, "repost" as const))
    .map(([i, mk, a]) => new Renewal(i, mk, a)),
  index.map((i) => new Delete(i)),
  index.map((i) => new TickDelist(i)),
  fc.constant(new Relay()),
  fc.integer({ min: 1, max: 35 }).map((d) => new Time(d)),
  fc.constant(new DueWork()),
];
