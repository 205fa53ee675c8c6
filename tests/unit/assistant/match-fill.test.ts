// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { attachPhotos, choose, setText } from "../../../extension/src/match/fill.ts";

beforeEach(() => {
  document.body.innerHTML = "";
});

/** A React-like controlled input: a plain `value =` is forgotten; only native setter + input event count. */
function controlled(el: HTMLInputElement) {
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!;
  let tracked = "";
  const state = { value: "" };
  Object.defineProperty(el, "value", {
    configurable: true,
    get: () => native.get!.call(el),
    set: (v: string) => {
      native.set!.call(el, v);
      tracked = v;
    },
  });
  el.addEventListener("input", () => {
    const v = native.get!.call(el) as string;
    if (v !== tracked) state.value = v;
    tracked = v;
  });
  return state;
}

const photo = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: "image/jpeg" });

describe("filling controls so that the page's own code notices", () => {
  it("a controlled input takes the value through the native setter and an input event", async () => {
    document.body.innerHTML = `<input id="t">`;
    const el = document.getElementById("t") as HTMLInputElement;
    const state = controlled(el);
    el.value = "plain";
    el.dispatchEvent(new Event("input", { bubbles: true }));
    expect(state.value).toBe("");
    expect(await setText(el, "Sony 55 inch TV")).toBe(true);
    expect(state.value).toBe("Sony 55 inch TV");
  });

  it("a contenteditable box takes the text and announces it", async () => {
    document.body.innerHTML = `<div contenteditable="true" role="textbox" id="d"></div>`;
    const el = document.getElementById("d")!;
    let heard = "";
    el.addEventListener("input", () => {
      heard = el.textContent ?? "";
    });
    expect(await setText(el, "Works perfectly.")).toBe(true);
    expect(heard).toBe("Works perfectly.");
  });

  it("a <select> and a custom listbox pick the matching option", async () => {
    document.body.innerHTML = `
      <select id="s"><option value="">Select</option><option value="e">Electronics & Appliances</option></select>
      <div role="combobox" id="c" aria-controls="lb">Select</div>
      <ul role="listbox" id="lb" hidden><li role="option">New</li><li role="option">Used – good</li></ul>`;
    const select = document.getElementById("s") as HTMLSelectElement;
    expect(await choose(select, ["Electronics & Appliances"])).toBe("Electronics & Appliances");
    expect(select.value).toBe("e");
    const combo = document.getElementById("c")!;
    const list = document.getElementById("lb")!;
    combo.addEventListener("click", () => {
      list.hidden = false;
    });
    let picked = "";
    list.addEventListener("click", (e) => {
      picked = (e.target as HTMLElement).textContent ?? "";
    });
    expect(await choose(combo, ["Used - Good"])).toBe("Used – good");
    expect(picked).toBe("Used – good");
    expect(await choose(combo, ["Broken"])).toBeNull();
  });

  it("photos go into the file input in order", async () => {
    document.body.innerHTML = `<input type="file" multiple hidden aria-label="Add photo">`;
    const input = document.querySelector("input")!;
    const out = await attachPhotos(document, { kind: "photos", ariaLabel: ["Add photo"] }, [
      photo("1.jpg"),
      photo("2.jpg"),
    ]);
    expect(out).toEqual({ how: "input", count: 2 });
    expect(Array.from(input.files ?? []).map((f) => f.name)).toEqual(["1.jpg", "2.jpg"]);
  });

  it("without a file input they are dropped on the drop zone; with neither, the caller is told", async () => {
    document.body.innerHTML = `<div aria-label="Add Photos">Add Photos</div>`;
    const zone = document.querySelector("div")!;
    let dropped: string[] = [];
    zone.addEventListener("drop", (e) => {
      e.preventDefault();
      dropped = Array.from((e as DragEvent).dataTransfer?.files ?? []).map((f) => f.name);
    });
    const spec = { kind: "photos" as const, dropZone: { ariaLabel: ["Add Photos"] } };
    expect(await attachPhotos(document, spec, [photo("a.jpg"), photo("b.jpg")])).toEqual({ how: "drop", count: 2 });
    expect(dropped).toEqual(["a.jpg", "b.jpg"]);
    document.body.innerHTML = `<p>No photos here</p>`;
    expect((await attachPhotos(document, spec, [photo("a.jpg")])).how).toBe("none");
  });
});
