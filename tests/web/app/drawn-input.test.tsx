// @vitest-environment happy-dom
import { act, useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { keepDrawnInput } from "../../../src/web/app/drawn-input.ts";

/**
 * What a person gives a drawn page before the app runs reaches the app's state once it is live
 * (docs/decisions/150): a page drawn with renderToString, changed as a person would (the browser keeps text, ticks
 * and choices without script), then adopted by React; the form's own state must hold what was given.
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let seen: Record<string, unknown> = {};

function Form() {
  const [upi, setUpi] = useState("");
  const [reply, setReply] = useState("");
  const [title, setTitle] = useState("Wooden table");
  const [enhance, setEnhance] = useState(true);
  const [category, setCategory] = useState("home");
  const [untouched, setUntouched] = useState("as drawn");
  seen = { upi, reply, title, enhance, category, untouched };
  return (
    <form>
      <input id="upi" aria-label="UPI ID" value={upi} onChange={(e) => setUpi(e.currentTarget.value)} />
      <textarea id="reply" value={reply} onChange={(e) => setReply(e.currentTarget.value)} />
      <input id="title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
      <input id="enhance" type="checkbox" checked={enhance} onChange={(e) => setEnhance(e.currentTarget.checked)} />
      <select id="category" value={category} onChange={(e) => setCategory(e.currentTarget.value)}>
        <option value="home">Home</option>
        <option value="electronics">Electronics</option>
      </select>
      <input id="untouched" value={untouched} onChange={(e) => setUntouched(e.currentTarget.value)} />
      <input type="file" id="files" />
    </form>
  );
}

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

afterEach(() => {
  document.body.innerHTML = "";
});

async function drawnPage() {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Form />);
  document.body.append(root);
  return root;
}

describe("a drawn page's fields, given to before the app runs", () => {
  it("reach the app's state once it is live: text, a text area, a changed text, a check box and a list", async () => {
    const root = await drawnPage();
    // Given before main.tsx ran...
    byId<HTMLInputElement>("upi").value = "asha@okbank";
    byId<HTMLInputElement>("enhance").checked = false;
    const give = keepDrawnInput(root);
    // ...and while the app loads (the browser's own events, as typing makes them).
    byId<HTMLTextAreaElement>("reply").value = "Is the lens included?";
    byId("reply").dispatchEvent(new Event("input", { bubbles: true }));
    byId<HTMLInputElement>("title").value = "Wooden table with drawer";
    byId("title").dispatchEvent(new Event("input", { bubbles: true }));
    byId<HTMLSelectElement>("category").value = "electronics";
    byId("category").dispatchEvent(new Event("change", { bubbles: true }));

    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    // React kept what the fields show, but its state is still the drawn one.
    expect(byId<HTMLInputElement>("upi").value).toBe("asha@okbank");
    expect(seen.upi).toBe("");

    await act(async () => give());
    expect(seen).toEqual({
      upi: "asha@okbank",
      reply: "Is the lens included?",
      title: "Wooden table with drawer",
      enhance: false,
      category: "electronics",
      untouched: "as drawn",
    });
    expect(byId<HTMLInputElement>("upi").value).toBe("asha@okbank");
    expect(byId<HTMLInputElement>("enhance").checked).toBe(false);
  });

  it("a field the app rebuilt (not adopted) still gets the text, and a field nobody touched is left alone", async () => {
    const root = await drawnPage();
    byId<HTMLInputElement>("upi").value = "ravi@upi";
    const give = keepDrawnInput(root);
    // The app draws the page anew (a mismatch): every field is a new, empty element.
    root.innerHTML = "";
    await act(async () => {
      createRoot(root).render(<Form />);
    });
    expect(byId<HTMLInputElement>("upi").value).toBe("");
    await act(async () => give());
    expect(seen.upi).toBe("ravi@upi");
    expect(seen.untouched).toBe("as drawn");
    expect(seen.enhance).toBe(true);
  });

  it("nothing given: nothing changes", async () => {
    const root = await drawnPage();
    const give = keepDrawnInput(root);
    await act(async () => {
      hydrateRoot(root, <Form />);
    });
    await act(async () => give());
    expect(seen).toEqual({
      upi: "",
      reply: "",
      title: "Wooden table",
      enhance: true,
      category: "home",
      untouched: "as drawn",
    });
  });
});
