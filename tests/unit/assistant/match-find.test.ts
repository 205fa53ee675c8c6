// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";
import { findButton, findControl, findFileInput, roleOf } from "../../../extension/src/match/find.ts";

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("finding a field by what a person reads", () => {
  it("follows aria-labelledby to a label with a generated id", () => {
    document.body.innerHTML = `
      <div class="_x1"><span id="label-9f3k">Ad title *</span><input class="_q8z" aria-labelledby="label-9f3k"></div>
      <div class="_x2"><span id="label-a1b2">Description *</span><textarea aria-labelledby="label-a1b2"></textarea></div>`;
    expect(findControl(document, { label: ["Ad title"] })?.tagName).toBe("INPUT");
    expect(findControl(document, { label: ["Description"], role: "textbox" })?.tagName).toBe("TEXTAREA");
  });

  it("uses <label for>, a wrapping <label>, aria-label and placeholder, in that order of trust", () => {
    document.body.innerHTML = `
      <label for="f1">Price</label><input id="f1" name="a">
      <label>Locality <input name="b"></label>
      <div role="textbox" contenteditable="true" aria-label="Description"></div>
      <input name="c" placeholder="Search city, area or locality">`;
    expect(findControl(document, { label: ["Price"] })?.getAttribute("name")).toBe("a");
    expect(findControl(document, { label: ["Locality"] })?.getAttribute("name")).toBe("b");
    expect(findControl(document, { ariaLabel: ["Description"] })?.getAttribute("role")).toBe("textbox");
    expect(
      findControl(document, { label: ["Location"], placeholder: ["Search city, area or locality"] })?.getAttribute(
        "name",
      ),
    ).toBe("c");
  });

  it("never finds by class name, and a missing field is null, not an error", () => {
    document.body.innerHTML = `<input class="price"><input class="title" name="t">`;
    expect(findControl(document, { label: ["Price"], ariaLabel: ["Price"], placeholder: ["Price"] })).toBeNull();
  });

  it("respects the role: a combobox is not a textbox, a hidden control is not found", () => {
    document.body.innerHTML = `
      <span id="l1">Condition</span><input aria-labelledby="l1" hidden>
      <div role="combobox" aria-haspopup="listbox" aria-labelledby="l1">Select</div>`;
    const el = findControl(document, { label: ["Condition"], role: "combobox" });
    expect(el?.getAttribute("role")).toBe("combobox");
    expect(roleOf(el!)).toBe("combobox");
  });

  it("finds the hidden file input behind a drop zone, by its label or as the page's only one", () => {
    document.body.innerHTML = `<div role="button" aria-label="Add photos">Add photos</div><input type="file" hidden>`;
    expect(findFileInput(document, { label: ["Upload up to 20 photos"] })?.type).toBe("file");
    document.body.innerHTML = `<input type="file" aria-label="Add photo" hidden><input type="file" aria-label="Add document">`;
    expect(findFileInput(document, { ariaLabel: ["Add photo"] })?.getAttribute("aria-label")).toBe("Add photo");
  });

  it("finds Next, and never a button the map forbids", () => {
    document.body.innerHTML = `<button>Post now</button><button>Next</button>`;
    expect(findButton(document, ["Next"], ["Post now"])?.textContent).toBe("Next");
    expect(findButton(document, ["Post now"], ["Post now", "Publish"])).toBeNull();
  });
});
