// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { fillCategory } from "../../../extension/src/match/category.ts";
import { choiceTexts, discover } from "../../../extension/src/match/controls.ts";
import { fingerprintOf, similarity } from "../../../extension/src/match/fingerprint.ts";
import { locate } from "../../../extension/src/match/locate.ts";
import { namesOf } from "../../../extension/src/match/names.ts";
import { fillPage } from "../../../extension/src/match/page.ts";
import { attachPhotos, photoTarget } from "../../../extension/src/match/photos.ts";
import { choose, setText, suggestionScore, typeAndPick } from "../../../extension/src/match/set.ts";
import { controlAt, locatorFor } from "../../../extension/src/match/teach.ts";
import { BUNDLED_FIELD_MAPS } from "../../../src/contract/field-maps/index.ts";
import { EMPTY_MAP, POSTING, pageInput } from "./page-fixtures.ts";

/**
 * Issue 40 item 1: the assistant's understanding of forms it was never tuned to, on DOM fixtures of each kind of
 * labelling and control. No marketplace map names any of these fields unless a test says so.
 */

beforeEach(() => {
  document.body.innerHTML = "";
});

const $ = <T extends HTMLElement>(sel: string) => document.querySelector(sel) as T;

/** A React-like controlled input: a plain `value =` is forgotten; only the native setter + input event count. */
function controlled(el: HTMLInputElement | HTMLTextAreaElement) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const native = Object.getOwnPropertyDescriptor(proto, "value")!;
  let tracked = "";
  const state = { value: "" };
  Object.defineProperty(el, "value", {
    configurable: true,
    get: () => native.get!.call(el),
    set: (v: string) => {
      native.set!.call(el, v);
      tracked = v;
      queueMicrotask(() => native.set!.call(el, state.value));
    },
  });
  el.addEventListener("input", () => {
    const v = native.get!.call(el) as string;
    if (v !== tracked) state.value = v;
    tracked = v;
  });
  return state;
}

describe("finding a field by what a person reads", () => {
  it("reads label[for], a wrapping label without its select's options, aria-labelledby of several ids and aria-label", () => {
    document.body.innerHTML = `
      <label for="t">Ad title *</label><input id="t">
      <label>Condition <select id="c"><option>New</option><option>Used</option></select></label>
      <span id="a">Set a</span><span id="b">price</span><input id="p" aria-labelledby="a b">
      <input id="m" aria-label="Model">`;
    expect(namesOf($("#t")).label).toEqual(["Ad title *"]);
    expect(namesOf($("#c")).label).toEqual(["Condition"]);
    expect(namesOf($("#p")).label).toEqual(["Set a price"]);
    expect(namesOf($("#m")).aria).toBe("Model");
  });

  it("reads the placeholder, the name, a fieldset's legend, a heading above, and the nearest text before", () => {
    document.body.innerHTML = `
      <input id="ph" placeholder="What are you selling?">
      <input id="nm" name="item_brand">
      <fieldset><legend>Condition*</legend><label><input type="radio" name="c" id="r1"> New</label></fieldset>
      <h3>Confirm your location</h3><div><input id="h"></div>
      <div><span>Brand</span><input id="bf"></div>`;
    expect(namesOf($("#ph")).placeholder).toBe("What are you selling?");
    expect(namesOf($("#nm")).name).toBe("item brand");
    expect(namesOf($("#r1")).legend).toBe("Condition*");
    expect(namesOf($("#h")).legend).toBe("Confirm your location");
    expect(namesOf($("#bf")).before).toBe("Brand");
  });

  it("pairs fields with controls by the map first, then by words, each control once; the site's search is left out", () => {
    document.body.innerHTML = `
      <header><input aria-label="Search title or brand"></header>
      <label for="h">Headline</label><input id="h">
      <label for="d">Tell buyers about it</label><textarea id="d"></textarea>
      <label for="y">Model year</label><input id="y">
      <label for="pr">Price (₹)</label><input id="pr">`;
    const found = locate(discover(document), {
      fields: ["title", "description", "model", "price"],
      map: { ...EMPTY_MAP, fields: { price: { kind: "text", label: ["Price"] } } },
      fingerprints: {},
    });
    expect(found.get("title")?.control.el.id).toBe("h");
    expect(found.get("description")?.control.el.id).toBe("d");
    expect(found.get("price")).toMatchObject({ how: "map" });
    // "Model year" is not the model.
    expect(found.has("model")).toBe(false);
  });

  it("a renamed label the words still know is filled by its words, never healed", () => {
    document.body.innerHTML = `<h2>Include some details</h2>
      <div><span id="l1">Ad title *</span><input id="old" aria-labelledby="l1"></div>`;
    const fp = fingerprintOf(discover(document)[0]);
    document.body.innerHTML = `<h2>Include some details</h2>
      <div><span id="l2">Title of your ad *</span><input id="new" aria-labelledby="l2"></div>
      <div><span id="l3">Description</span><textarea id="d" aria-labelledby="l3"></textarea></div>`;
    const controls = discover(document);
    expect(similarity(fp, controls[0]).score).toBeGreaterThan(similarity(fp, controls[1]).score);
    const found = locate(controls, {
      fields: ["title"],
      map: { ...EMPTY_MAP, fields: { title: { kind: "text", label: ["Ad title"] } } },
      fingerprints: { title: [fp] },
    });
    expect(found.get("title")).toMatchObject({ how: "words" });
    expect(found.get("title")?.control.el.id).toBe("new");
  });
});

describe("filling each kind of control, read back after the page's handlers", () => {
  it("a controlled input keeps the text only through the native setter; a contenteditable editor takes it too", async () => {
    document.body.innerHTML = `<input id="t"><div id="e" contenteditable="true"></div>`;
    const state = controlled($("#t"));
    expect(await setText($("#t"), "Sony TV")).toBe(true);
    expect(state.value).toBe("Sony TV");
    expect(await setText($("#e"), "Works perfectly")).toBe(true);
  });

  it("native selects, listbox menus, radio groups and segmented buttons", async () => {
    document.body.innerHTML = `
      <label for="s">State</label><select id="s"><option value="">Choose</option><option value="27">Maharashtra</option></select>
      <span id="cl">Condition</span><div role="combobox" id="cb" aria-labelledby="cl" aria-controls="lb" tabindex="0">Select</div>
      <ul role="listbox" id="lb" hidden><li role="option">Brand New</li><li role="option">Used</li></ul>
      <div role="radiogroup" aria-label="Item condition"><label><input type="radio" name="c" value="n"> New</label>
        <label><input type="radio" name="c" value="u"> Used – good</label></div>
      <div role="group" aria-label="Condition"><button aria-pressed="false">New</button><button aria-pressed="false">Good</button></div>`;
    const cb = $("#cb");
    const lb = $("#lb");
    cb.addEventListener("click", () => {
      lb.hidden = false;
    });
    for (const o of Array.from(lb.children)) {
      o.addEventListener("click", () => {
        cb.textContent = o.textContent;
        lb.hidden = true;
      });
    }
    for (const b of Array.from(document.querySelectorAll("[role=group] button"))) {
      b.addEventListener("click", () => {
        for (const x of Array.from(document.querySelectorAll("[role=group] button")))
          x.setAttribute("aria-pressed", String(x === b));
      });
    }
    const controls = discover(document);
    const kinds = controls.map((c) => c.kind);
    expect(kinds).toEqual(["select", "combobox", "radios", "buttons"]);
    expect(await choose(controls[0], ["Maharashtra"])).toEqual({ ok: true, picked: "Maharashtra" });
    expect(await choose(controls[1], ["Used", "Good"])).toEqual({ ok: true, picked: "Used" });
    expect(choiceTexts(controls[2])).toEqual(["New", "Used – good"]);
    expect(await choose(controls[2], ["Used - Good"])).toEqual({ ok: true, picked: "Used – good" });
    expect(await choose(controls[3], ["Used", "Good"])).toEqual({ ok: true, picked: "Good" });
    expect(await choose(controls[0], ["Karnataka"])).toEqual({ ok: false, reason: "no matching option" });
  });

  it("a typeahead counts only when a suggestion was picked and the box shows it", async () => {
    document.body.innerHTML = `<label for="city">City</label><input id="city" role="combobox" aria-controls="sg">
      <ul id="sg"></ul>`;
    const input = $<HTMLInputElement>("#city");
    const list = $("#sg");
    input.addEventListener("input", () => {
      setTimeout(() => {
        const q = input.value.toLowerCase();
        const names = ["Navi Mumbai, Maharashtra", "Mumbai, Maharashtra", "Pune, Maharashtra"].filter((n) =>
          n.toLowerCase().includes(q),
        );
        list.replaceChildren(
          ...names.map((n) => {
            const li = document.createElement("li");
            li.setAttribute("role", "option");
            li.textContent = n;
            li.addEventListener("click", () => {
              input.value = n;
              list.replaceChildren();
            });
            return li;
          }),
        );
      }, 100);
    });
    const [control] = discover(document);
    expect(control.typeahead).toBe(true);
    expect(await typeAndPick(control, "Mumbai", "Andheri West, Mumbai, Maharashtra")).toEqual({
      ok: true,
      picked: "Mumbai, Maharashtra",
    });
    expect(input.value).toBe("Mumbai, Maharashtra");
    const none = await typeAndPick(control, "Zzz", "Zzz");
    expect(none).toEqual({ ok: false, reason: 'typed "Zzz" but no suggestion came to pick' });
  }, 10_000);

  it("a category picker of tiles, its second level appearing after the first", async () => {
    document.body.innerHTML = `<h2>Choose a category</h2><ul id="top">
      <li tabindex="0">Mobiles</li><li tabindex="0">Electronics &amp; Appliances</li></ul><div id="sub"></div>`;
    const sub = $("#sub");
    $("#top").children[1].addEventListener("click", () => {
      setTimeout(() => {
        sub.innerHTML = `<button>Kitchen &amp; Other Appliances</button><button id="tv">TVs, Video &amp; Audio</button>`;
        $("#tv").addEventListener("click", () => {
          document.body.innerHTML = "<h2>Include some details</h2>";
        });
      }, 50);
    });
    const remembered: string[][] = [];
    const out = await fillCategory({
      doc: document,
      map: EMPTY_MAP,
      path: POSTING.categoryPath,
      control: null,
      beforeLeaving: async (picked) => {
        remembered.push(picked);
      },
    });
    expect(out).toMatchObject({ ok: true, picked: ["Electronics & Appliances", "TVs, Video & Audio"] });
    expect(remembered.at(-1)).toEqual(["Electronics & Appliances", "TVs, Video & Audio"]);
  });
});

describe("photos", () => {
  const files = () => [1, 2, 3].map((n) => new File([new Uint8Array([n])], `photo-${n}.jpg`, { type: "image/jpeg" }));

  it("are confirmed by what the page shows, even when the form empties its input after reading it", async () => {
    document.body.innerHTML = `<section><h3>Upload up to 20 photos</h3><input type="file" multiple accept="image/*" hidden>
      <div id="previews"></div><p id="count">0/20</p></section>`;
    const input = $<HTMLInputElement>("input");
    input.addEventListener("change", () => {
      const n = input.files?.length ?? 0;
      for (let i = 0; i < n; i++) {
        const img = document.createElement("img");
        img.src = `blob:https://www.olx.in/${i}`;
        $("#previews").append(img);
      }
      $("#count").textContent = `${n}/20`;
      input.value = "";
    });
    const target = photoTarget(document, discover(document), []);
    expect(await attachPhotos(target, files())).toEqual({ ok: true, how: "input", count: 3 });
    expect(input.files?.length ?? 0).toBe(0);
  });

  it("are not ticked when the page shows nothing, and never given twice", async () => {
    document.body.innerHTML = `<label>Add photos <input type="file" multiple></label>`;
    const input = $<HTMLInputElement>("input");
    input.addEventListener("change", () => {
      input.value = "";
    });
    let given = 0;
    input.addEventListener("change", () => given++);
    const run = (photosGiven: boolean) => pageInput(["photos"], { photosGiven, photos: async () => files() });
    const first = await fillPage(run(false));
    expect(first.results).toEqual([expect.objectContaining({ field: "photos", state: "unconfirmed" })]);
    expect((await fillPage(run(true))).results).toEqual([]);
    expect(given).toBe(1);
  }, 10_000);
});

describe("a page pass", () => {
  it("opens a collapsed More details section for a field it did not find, and knows the last step by its Publish", async () => {
    document.body.innerHTML = `<main><label for="t">Title</label><input id="t">
      <button aria-expanded="false" id="more">More details</button><div id="hidden" hidden>
      <label for="d">Description</label><textarea id="d"></textarea></div>
      <button>Next</button><button>Publish</button></main>`;
    $("#more").addEventListener("click", () => {
      $("#hidden").hidden = false;
      $("#more").setAttribute("aria-expanded", "true");
    });
    const out = await fillPage(pageInput(["title", "description"], { map: BUNDLED_FIELD_MAPS.facebook }));
    expect(out.results.map((r) => [r.field, r.state])).toEqual([
      ["title", "filled"],
      ["description", "filled"],
    ]);
    expect($<HTMLTextAreaElement>("#d").value).toBe(POSTING.description);
    expect(out.final).toBe(true);
    expect(out.next?.textContent).toBe("Next");
  });

  it("cascading selects: the city menu appears once a state is chosen", async () => {
    document.body.innerHTML = `<form><label for="s">State *</label><select id="s"><option></option>
      <option>Karnataka</option><option>Maharashtra</option></select><div id="more"></div></form>`;
    $("#s").addEventListener("change", () => {
      setTimeout(() => {
        $("#more").innerHTML = `<label for="c">City *</label><select id="c"><option></option><option>Pune</option>
          <option>Mumbai</option></select>`;
      }, 200);
    });
    const out = await fillPage(pageInput(["state", "city"]));
    expect(out.results.map((r) => [r.field, r.state, r.detail])).toEqual([
      ["state", "filled", "Maharashtra"],
      ["city", "filled", "Mumbai"],
    ]);
  });
});

describe("Teach", () => {
  it("turns a click into how a person names the control, never its id or classes", () => {
    document.body.innerHTML = `<div class="_x7f3"><span id="gen-123">Brand name *</span>
      <input id="field-9a8b" class="_a1b2" name="brand" aria-labelledby="gen-123"></div>`;
    const control = controlAt($("input"), document);
    expect(control).not.toBeNull();
    expect(locatorFor(control!)).toEqual({ role: "textbox", label: ["Brand name"], name: ["brand"] });
    const fp = fingerprintOf(control!);
    expect(JSON.stringify(fp)).not.toMatch(/gen-123|field-9a8b|_a1b2/);
  });
});

describe("menus, sections and suggestions as forms draw them", () => {
  it("a menu button named by its own text opens a menu of menu items", async () => {
    document.body.innerHTML = `<main><div role="button" aria-haspopup="menu" aria-expanded="false" id="cat">Category</div>
      <div role="menu" id="menu" hidden><div role="menuitem">Vehicles</div><div role="menuitem">Electronics</div></div></main>`;
    const button = $("#cat");
    button.addEventListener("click", () => {
      $("#menu").hidden = false;
    });
    for (const item of Array.from(document.querySelectorAll("[role=menuitem]"))) {
      item.addEventListener("click", () => {
        button.textContent = `Category ${item.textContent}`;
        $("#menu").hidden = true;
      });
    }
    const found = locate(discover(document), { fields: ["category"], map: EMPTY_MAP, fingerprints: {} });
    const control = found.get("category")?.control;
    expect(control?.el.id).toBe("cat");
    expect(await choose(control!, ["Electronics"])).toEqual({ ok: true, picked: "Electronics" });
  });

  it("a collapsed section whose button also holds a caption is opened, and its fields drawn later are found", async () => {
    document.body.innerHTML = `<main><label>Title <input id="t"></label>
      <div role="button" aria-expanded="false" id="more"><div>More details</div><div>Attract more interest.</div></div>
      <div id="extra"></div></main>`;
    $("#more").addEventListener("click", () => {
      setTimeout(() => {
        $("#extra").innerHTML = `<textarea aria-label="Description" id="d"></textarea>`;
      }, 150);
    });
    const out = await fillPage(pageInput(["title", "description"]));
    expect(out.results.map((r) => [r.field, r.state])).toEqual([
      ["title", "filled"],
      ["description", "filled"],
    ]);
  });

  it("among suggestions that all fit, the most specific is picked; a city box never takes a locality", () => {
    expect(suggestionScore("Mumbai, Maharashtra", "Mumbai", "Andheri West, Mumbai, Maharashtra")).toBe(1);
    expect(suggestionScore("Navi Mumbai, Maharashtra", "Mumbai", "Mumbai, Maharashtra")).toBeLessThan(1);
    expect(suggestionScore("Andheri West, Mumbai, Maharashtra", "Mumbai", "Mumbai, Maharashtra")).toBe(0.5);
  });
});
