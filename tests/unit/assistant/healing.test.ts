// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { discover } from "../../../extension/src/match/controls.ts";
import { fingerprintOf, foundByText, similarity } from "../../../extension/src/match/fingerprint.ts";
import { landmarksOf, locate } from "../../../extension/src/match/locate.ts";
import { fillPage } from "../../../extension/src/match/page.ts";
import type { FieldName, Fingerprint } from "../../../src/contract/field-maps.ts";
import { EMPTY_MAP, POSTING, pageInput } from "./page-fixtures.ts";

/**
 * Issue 49 item 1: healing beyond the word lists. A field the map and the words do not find is scored against the
 * fingerprints of the controls that took it in earlier runs - name, placeholder, section, kind, and its place among
 * the fields the words did find - for each kind of control and each kind of redesign (renamed, moved, reordered,
 * regrouped). A field the words find is filled, never "healed". No renamed label here is in the word lists.
 */

beforeEach(() => {
  document.body.innerHTML = "";
});

type Prints = Partial<Record<FieldName, Fingerprint[]>>;

/** An earlier successful run: the form as it was, each field found by its words, its fingerprint as reported. */
function learn(html: string, fields: FieldName[]): Prints {
  document.body.innerHTML = html;
  const found = locate(discover(document), { fields, map: EMPTY_MAP, fingerprints: {} });
  expect([...found.keys()].sort()).toEqual([...fields].sort());
  const landmarks = landmarksOf(found);
  return Object.fromEntries([...found].map(([f, l]) => [f, [fingerprintOf(l.control, landmarks)]]));
}

/** The redesigned form, with the prints of earlier runs (or none: the baseline). */
function relocate(html: string, fields: FieldName[], prints: Prints = {}) {
  document.body.innerHTML = html;
  return locate(discover(document), { fields, map: EMPTY_MAP, fingerprints: prints });
}

const idOf = (found: ReturnType<typeof relocate>, f: FieldName) => found.get(f)?.control.el.id;

const FORM = `<main><h2>Include some details</h2>
  <div><label for="t">Title *</label><input id="t"></div>
  <div><label for="p">Price (₹)</label><input id="p" inputmode="numeric"></div>
  <div><label for="d">Description *</label><textarea id="d"></textarea></div>
  <div><label for="l">Location</label><input id="l"></div></main>`;
const FIELDS: FieldName[] = ["title", "price", "description", "location"];

describe("healing: renamed outside the word lists", () => {
  it("a textarea that kept its kind and place (Description -> Tell us more about it) heals, and says so", () => {
    const prints = learn(FORM, FIELDS);
    const redesigned = FORM.replace("Description *", "Tell us more about it");
    const baseline = relocate(redesigned, FIELDS);
    expect(baseline.has("description")).toBe(false);
    const found = relocate(redesigned, FIELDS, prints);
    expect(found.get("description")).toMatchObject({
      how: "heal",
      foundBy: "found by its kind of box and place in the form",
    });
    expect(idOf(found, "description")).toBe("d");
    // Everything else kept its words: filled by them, never "healed".
    for (const f of ["title", "price", "location"] as const) expect(found.get(f)?.how).toBe("words");
  });

  it("a text box that kept its placeholder heals by it, wherever it went", () => {
    const before = FORM.replace('<input id="p" inputmode="numeric">', '<input id="p" placeholder="e.g. 5,000">');
    const prints = learn(before, FIELDS);
    // Renamed and moved to the top of the form.
    const after = `<main><h2>Include some details</h2>
      <div><label for="p">Your ask</label><input id="p" placeholder="e.g. 5,000"></div>
      <div><label for="t">Title *</label><input id="t"></div>
      <div><label for="d">Description *</label><textarea id="d"></textarea></div>
      <div><label for="l">Location</label><input id="l"></div></main>`;
    expect(relocate(after, FIELDS).has("price")).toBe(false);
    const found = relocate(after, FIELDS, prints);
    expect(found.get("price")).toMatchObject({ how: "heal" });
    expect(found.get("price")?.foundBy).toMatch(/^found by its placeholder/);
    expect(idOf(found, "price")).toBe("p");
  });

  it("a box that kept its name attribute heals by it, in a regrouped form with new section headings", () => {
    const prints = learn(FORM.replace('<input id="t">', '<input id="t" name="itm_ttl">'), FIELDS);
    const after = `<main>
      <fieldset><legend>About the item</legend>
        <div><label for="t">Give it a name</label><input id="t" name="itm_ttl"></div>
        <div><label for="d">Description *</label><textarea id="d"></textarea></div></fieldset>
      <fieldset><legend>Money and place</legend>
        <div><label for="p">Price (₹)</label><input id="p"></div>
        <div><label for="l">Location</label><input id="l"></div></fieldset></main>`;
    const found = relocate(after, FIELDS, prints);
    expect(found.get("title")).toMatchObject({ how: "heal" });
    expect(found.get("title")?.foundBy).toMatch(/its name/);
    expect(idOf(found, "title")).toBe("t");
  });

  it("reordered around it: its place is the fields before and after it, not its neighbours", () => {
    const prints = learn(FORM, FIELDS);
    // Price and title swapped; the renamed description still sits after both and before the location.
    const after = `<main><h2>Include some details</h2>
      <div><label for="p">Price (₹)</label><input id="p"></div>
      <div><label for="t">Title *</label><input id="t"></div>
      <div><label for="d">Tell us more about it</label><textarea id="d"></textarea></div>
      <div><label for="l">Location</label><input id="l"></div></main>`;
    expect(relocate(after, FIELDS, prints).get("description")).toMatchObject({ how: "heal" });
  });

  it("moved elsewhere with nothing but its kind kept: not healed (no guess), left for the admin", () => {
    const prints = learn(FORM, FIELDS);
    const after = `<main><h2>Include some details</h2>
      <div><label for="d">Tell us more about it</label><textarea id="d"></textarea></div>
      <div><label for="l">Location</label><input id="l"></div>
      <div><label for="t">Title *</label><input id="t"></div>
      <div><label for="p">Price (₹)</label><input id="p"></div></main>`;
    expect(relocate(after, FIELDS, prints).has("description")).toBe(false);
  });

  it("a new box with only its kind and section like a field's never takes it", () => {
    const prints = learn(FORM, FIELDS);
    const after = `<main><h2>Include some details</h2>
      <div><label for="c">Promo code</label><input id="c"></div>
      <div><label for="t">Title *</label><input id="t"></div></main>`;
    const found = relocate(after, ["title", "price"], prints);
    expect(found.has("price")).toBe(false);
  });

  it("words first: a field its words find is filled by them, even with a fingerprint of another control", () => {
    const prints = learn(FORM, FIELDS);
    const found = relocate(FORM, FIELDS, { ...prints, title: prints.location });
    expect(found.get("title")).toMatchObject({ how: "words" });
    expect(idOf(found, "title")).toBe("t");
  });

  it("a healed field becomes a landmark: two renamed boxes in a row are both found by their place", () => {
    const prints = learn(FORM, FIELDS);
    const after = FORM.replace("Title *", "Give it a name").replace("Price (₹)", "Your ask");
    const found = relocate(after, FIELDS, prints);
    expect(idOf(found, "title")).toBe("t");
    expect(idOf(found, "price")).toBe("p");
    expect(found.get("title")?.how).toBe("heal");
    expect(found.get("price")?.how).toBe("heal");
  });
});

describe("healing: each kind of control", () => {
  const around = (inner: string) => `<main><h2>Details</h2>
    <div><label for="t">Title</label><input id="t"></div>${inner}
    <div><label for="l">Location</label><input id="l"></div>
    <div><label for="p">Price</label><input id="p"></div></main>`;
  const fields: FieldName[] = ["title", "condition", "location", "price"];

  const cases: Array<[string, string, string]> = [
    [
      "a native select",
      `<div><label for="c">Condition</label><select id="c"><option>Select</option><option>New</option><option>Used</option></select></div>`,
      `<div><label for="c">How worn is it?</label><select id="c"><option>Select</option><option>New</option><option>Used</option></select></div>`,
    ],
    [
      "a combobox menu",
      `<div><span id="cl">Condition</span><div role="combobox" id="c" aria-labelledby="cl" tabindex="0">Select</div></div>`,
      `<div><span id="cl">How worn is it?</span><div role="combobox" id="c" aria-labelledby="cl" tabindex="0">Select</div></div>`,
    ],
    [
      "a radio group",
      `<div role="radiogroup" id="c" aria-label="Condition"><label><input type="radio" name="wear"> New</label><label><input type="radio" name="wear"> Used</label></div>`,
      `<div role="radiogroup" id="c" aria-label="How worn is it?"><label><input type="radio" name="wear"> New</label><label><input type="radio" name="wear"> Used</label></div>`,
    ],
    [
      "segmented buttons",
      `<div role="group" id="c" aria-label="Condition"><button aria-pressed="false">New</button><button aria-pressed="false">Used</button></div>`,
      `<div role="group" id="c" aria-label="How worn is it?"><button aria-pressed="false">New</button><button aria-pressed="false">Used</button></div>`,
    ],
  ];
  for (const [kind, before, after] of cases) {
    it(`${kind}, renamed, heals by its kind and place`, () => {
      const prints = learn(around(before), fields);
      expect(relocate(around(after), fields).has("condition")).toBe(false);
      const found = relocate(around(after), fields, prints);
      expect(found.get("condition")).toMatchObject({ how: "heal" });
      expect(idOf(found, "condition")).toBe("c");
    });
  }

  it("a rich-text editor (contenteditable) renamed, by its kind and place", () => {
    const editor = (label: string) =>
      `<div><span id="dl">${label}</span><div contenteditable="true" role="textbox" aria-multiline="true" id="c" aria-labelledby="dl"></div></div>`;
    const f: FieldName[] = ["title", "description", "location", "price"];
    const prints = learn(around(editor("Description")), f);
    const found = relocate(around(editor("Say something about it")), f, prints);
    expect(found.get("description")).toMatchObject({ how: "heal" });
    expect(idOf(found, "description")).toBe("c");
  });

  it("a text box never heals into a menu on its place alone", () => {
    const prints = learn(around(""), ["title", "location", "price"]);
    const menu = `<div><span id="x">Your ask</span><div role="combobox" id="c" aria-labelledby="x">Select</div></div>`;
    const after = `<main><h2>Details</h2><div><label for="t">Title</label><input id="t"></div>
      <div><label for="l">Location</label><input id="l"></div>${menu}</main>`;
    expect(relocate(after, ["title", "location", "price"], prints).has("price")).toBe(false);
  });
});

describe("what the panel says", () => {
  it("names what matched, its place last", () => {
    expect(foundByText(["placeholder", "place", "kind"])).toBe("found by its placeholder and place in the form");
    expect(foundByText(["place", "kind"])).toBe("found by its kind of box and place in the form");
    expect(foundByText(["name", "kind", "legend"])).toBe("found by its name and its kind of box");
    expect(foundByText(["name", "placeholder", "place"])).toBe(
      "found by its name, its placeholder and place in the form",
    );
  });

  it("a page pass: healed only where a fingerprint found the control, filled where words did", async () => {
    const prints = learn(FORM, FIELDS);
    document.body.innerHTML = FORM.replace("Description *", "Tell us more about it");
    const out = await fillPage(pageInput(FIELDS, { fingerprints: prints }));
    const states = Object.fromEntries(out.results.map((r) => [r.field, [r.state, r.foundBy]]));
    expect(states).toEqual({
      title: ["filled", undefined],
      price: ["filled", undefined],
      description: ["healed", "found by its kind of box and place in the form"],
      location: ["filled", undefined],
    });
    // The healed control's fingerprint is reported with its place: what the next run learns from.
    const fp = out.results.find((r) => r.field === "description")?.fingerprint;
    expect(fp).toMatchObject({ tag: "textarea", fieldsBefore: ["price", "title"], fieldsAfter: ["location"] });
    expect(JSON.stringify(fp)).not.toContain(POSTING.description);
  });

  it("similarity says which traits scored", () => {
    const prints = learn(FORM, FIELDS);
    document.body.innerHTML = FORM.replace("Description *", "Tell us more about it");
    const controls = discover(document);
    const found = locate(controls, { fields: FIELDS, map: EMPTY_MAP, fingerprints: {} });
    const textarea = controls.find((c) => c.el.id === "d")!;
    const like = similarity(prints.description![0], textarea, landmarksOf(found));
    expect(like.traits).toEqual(["place", "kind"]);
    expect(like.score).toBeGreaterThanOrEqual(0.5);
  });
});
