// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { fillCategory } from "../../../extension/src/match/category.ts";
import { choiceTexts, discover } from "../../../extension/src/match/controls.ts";
import { locate } from "../../../extension/src/match/locate.ts";
import { missingHere } from "../../../extension/src/match/missing.ts";
import { fillPage, type PageInput } from "../../../extension/src/match/page.ts";
import { choose } from "../../../extension/src/match/set.ts";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import type { FieldMap } from "../../../src/contract/field-maps.ts";
import type { AssistantPosting } from "../../../src/contract/posting-desk.ts";
import { POSTING as BASE, pageInput as basePageInput, EMPTY_MAP as OLX_EMPTY } from "./page-fixtures.ts";

/**
 * Issue 49 items 2 and 3: names from aria-labelledby without their decorative marks (for radio groups and segmented
 * buttons as for text boxes); pickers of buttons, tiles and chips by their visible text, a second level appearing
 * under the first on the same page; a choice confirmed by what the page shows afterwards, with no false alarm; and
 * the fields a page may still hold, which hold its Next back. No marketplace map names these fields.
 */

const EMPTY_MAP: FieldMap = { ...OLX_EMPTY, marketplace: "quikr" };
const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;

beforeEach(() => {
  document.body.innerHTML = "";
});

const POSTING: AssistantPosting = {
  ...BASE,
  marketplace: "quikr",
  categoryPath: ["Electronics & Appliances", "TV - DVD - Multimedia"],
  brand: null,
  model: null,
};
const pageInput = (fields: PageInput["fields"], over: Partial<PageInput> = {}) =>
  basePageInput(fields, { posting: POSTING, map: EMPTY_MAP, ...over });

const conditionOf = () => locate(discover(document), { fields: ["condition"], map: EMPTY_MAP, fingerprints: {} });

describe("aria-labelledby names without decorative marks", () => {
  it("a text box named by a span holding the word and a 'required' mark", () => {
    document.body.innerHTML = `<span id="l">Title<abbr title="required">required</abbr></span><input id="t" aria-labelledby="l">`;
    const found = locate(discover(document), { fields: ["title"], map: EMPTY_MAP, fingerprints: {} });
    expect(found.get("title")?.control.el.id).toBe("t");
  });

  it("a required radio group named from outside: a span with the word and an asterisk element", async () => {
    document.body.innerHTML = `<span id="cl">Condition<span class="req">*</span></span>
      <div role="radiogroup" aria-labelledby="cl" aria-required="true">
        <div role="radio" aria-checked="false" tabindex="0">New</div><div role="radio" aria-checked="false" tabindex="-1">Used</div>
      </div>`;
    for (const r of Array.from(document.querySelectorAll("[role=radio]"))) {
      r.addEventListener("click", () => {
        for (const x of Array.from(document.querySelectorAll("[role=radio]")))
          x.setAttribute("aria-checked", String(x === r));
      });
    }
    const at = conditionOf().get("condition");
    expect(at?.control.kind).toBe("radios");
    expect(await choose(at!.control, ["Used"])).toEqual({ ok: true, picked: "Used" });
  });

  it("hidden native radios shown as pills through label[for], named by the question every radio points at", async () => {
    document.body.innerHTML = `<span id="q">Condition<b aria-hidden="true">*</b></span>
      <div class="pills">
        <input type="radio" name="c" id="n" aria-labelledby="q ln" style="display:none"><label id="ln" for="n">New</label>
        <input type="radio" name="c" id="u" aria-labelledby="q lu" style="display:none"><label id="lu" for="u">Used</label>
      </div>`;
    const at = conditionOf().get("condition");
    expect(at?.control.kind).toBe("radios");
    expect(choiceTexts(at!.control)).toEqual(["New", "Used"]);
    const picked = await choose(at!.control, ["Used"]);
    expect(picked.ok).toBe(true);
    expect($<HTMLInputElement>("#u").checked).toBe(true);
  });

  it("radios that each name only the question by aria-labelledby are told apart by their own labels", () => {
    document.body.innerHTML = `<span id="q">Condition <i>*</i></span>
      <label><input type="radio" name="cond" aria-labelledby="q"> New</label>
      <label><input type="radio" name="cond" aria-labelledby="q"> Used</label>`;
    const at = conditionOf().get("condition");
    expect(at?.control.names.label).toEqual(["Condition"]);
    expect(choiceTexts(at!.control)).toEqual(["New", "Used"]);
  });

  it("segmented buttons labelled from outside, with no role on their row", async () => {
    document.body.innerHTML = `<span id="cl">Condition <span>*</span></span>
      <div aria-labelledby="cl"><button type="button">New</button><button type="button">Used</button></div>
      <div aria-label="Steps"><button>Back</button><button>Next</button></div>`;
    for (const b of Array.from(document.querySelectorAll("[aria-labelledby] button"))) {
      b.addEventListener("click", () => {
        for (const x of Array.from(document.querySelectorAll("[aria-labelledby] button")))
          x.classList.toggle("is-selected", x === b);
      });
    }
    const controls = discover(document);
    // The row of Back and Next is the form's own footer, not a choice.
    expect(controls.map((c) => c.kind)).toEqual(["buttons"]);
    const at = conditionOf().get("condition");
    expect(await choose(at!.control, ["Used"])).toEqual({ ok: true, picked: "Used" });
  });
});

/** A category made of tiles under a heading, with chips appearing under the tiles on the same page. */
function tilesAndChips(confirm: "class" | "breadcrumb" | "nothing") {
  document.body.innerHTML = `<main><h3>Choose a category</h3>
    <div role="group" aria-label="Category"><button>Mobiles</button><button>Cars &amp; Bikes</button></div>
    <div id="tiles"><button class="tile"><span>Electronics &amp; Appliances</span><small>12,034 ads</small></button>
      <button class="tile"><span>Home &amp; Lifestyle</span></button></div>
    <div id="chips"></div><p id="crumb"></p></main>`;
  const tile = document.querySelectorAll<HTMLElement>(".tile")[0];
  tile.addEventListener("click", () => {
    tile.classList.add("tile--on");
    setTimeout(() => {
      $("#chips").innerHTML = `<span class="chip" tabindex="0">Audio - MP3 Players</span>
        <span class="chip" tabindex="0" id="tv">TV - DVD - Multimedia</span>`;
      $("#tv").addEventListener("click", () => {
        if (confirm === "class") $("#tv").className = "chip chip--selected";
        if (confirm === "breadcrumb") $("#crumb").textContent = "Electronics & Appliances › TV - DVD - Multimedia";
      });
    }, 60);
  });
}

describe("pickers of buttons, tiles and chips", () => {
  it("tiles under a heading that a group of other buttons does not hold, then chips under them on the same page", async () => {
    tilesAndChips("class");
    const found = locate(discover(document), { fields: ["category"], map: EMPTY_MAP, fingerprints: {} });
    // Words take the labelled group for the category: it does not offer ours, the tiles do.
    expect(found.get("category")?.control.kind).toBe("buttons");
    const out = await fillCategory({
      doc: document,
      map: EMPTY_MAP,
      path: POSTING.categoryPath,
      control: found.get("category")?.control ?? null,
      beforeLeaving: async () => undefined,
    });
    expect(out).toMatchObject({ ok: true, picked: ["Electronics & Appliances", "TV - DVD - Multimedia"] });
  });

  it("a chip confirmed by the breadcrumb the page draws: no false alarm", async () => {
    tilesAndChips("breadcrumb");
    const out = await fillCategory({
      doc: document,
      map: EMPTY_MAP,
      path: POSTING.categoryPath,
      control: null,
      beforeLeaving: async () => undefined,
    });
    expect(out.ok).toBe(true);
  });

  it("a chip the page shows no sign of taking is 'check it', never 'not taken'", async () => {
    tilesAndChips("nothing");
    const out = await fillPage(pageInput(["category"]));
    expect(out.results).toEqual([
      expect.objectContaining({ field: "category", state: "unconfirmed", detail: expect.stringMatching(/check it$/) }),
    ]);
  }, 10_000);

  it("a select that does not offer the value gives way to tiles showing it", async () => {
    document.body.innerHTML = `<main><label for="s">Category</label><select id="s"><option>Select</option><option>Jobs</option></select>
      <ul><li tabindex="0" id="e">Electronics &amp; Appliances</li></ul><div id="next"></div></main>`;
    $("#e").addEventListener("click", () => {
      $("#e").setAttribute("aria-selected", "true");
    });
    const found = locate(discover(document), { fields: ["category"], map: EMPTY_MAP, fingerprints: {} });
    const out = await fillCategory({
      doc: document,
      map: EMPTY_MAP,
      path: ["Electronics & Appliances"],
      control: found.get("category")?.control ?? null,
      beforeLeaving: async () => undefined,
    });
    expect(out).toMatchObject({ ok: true, picked: ["Electronics & Appliances"] });
  });
});

describe("never past a miss", () => {
  it("a field the marketplace asks, not found, with an empty box on the page that could be it, holds Next back", async () => {
    document.body.innerHTML = `<main><label for="t">Title</label><input id="t">
      <label for="x">Tell us more about it</label><textarea id="x"></textarea>
      <button>Next</button></main>`;
    const map = BUNDLED_FIELD_MAPS.facebook;
    const out = await fillPage(pageInput(["title", "description"], { map }));
    expect(out.results.map((r) => r.field)).toEqual(["title"]);
    expect(out.spare.map((c) => c.el.id)).toEqual(["x"]);
    expect(missingHere(["description"], out.spare, map, new Set(["title"]))).toEqual(["description"]);
  });

  it("not when the page has no box it could be, nor for a field the marketplace does not ask, nor a place asked already", async () => {
    document.body.innerHTML = `<main><label for="t">Title</label><input id="t"><span id="cl">Size</span>
      <div role="combobox" aria-labelledby="cl">Select</div><label for="k">Product tags</label><input id="k" value="tv">
      <span id="sl">Subcategory</span><div role="combobox" aria-labelledby="sl">Select</div>
      <label for="b">Brand</label><input id="b"><button>Next</button></main>`;
    const map = BUNDLED_FIELD_MAPS.facebook;
    const out = await fillPage(pageInput(["title"], { map }));
    // The filled box is not spare, nor a menu or box other words name (a finer category level, a brand); "Size" is.
    expect(out.spare.map((c) => c.kind)).toEqual(["combobox"]);
    expect(missingHere(["description"], out.spare, map, new Set())).toEqual([]);
    expect(missingHere(["brand"], out.spare, map, new Set())).toEqual([]);
    expect(missingHere(["condition"], out.spare, map, new Set())).toEqual(["condition"]);
    expect(missingHere(["city", "location"], out.spare, map, new Set(["location"]))).toEqual([]);
  });
});
