/*
 * The held-out replicas' own small runtime (README.md beside this folder): kept apart from the main replicas'
 * shared/replica.js on purpose, so that a change made for the main set never reaches the held-out set.
 *
 * What it gives each page, as a real single-page app has it:
 * - state kept in JS under the canonical field names (what Publish sends), never read back from the DOM;
 * - controlled inputs like React's: a plain `el.value = x` (even followed by an input event) is forgotten; only the
 *   native value setter followed by an input event (what typing does) changes the state;
 * - generated ids and class names, new on every load (CSS-modules style: the stylesheet is written with them);
 * - typeaheads whose typed text counts for nothing until a suggestion is picked;
 * - photos kept in JS (in order), with a count of how many times the form received files;
 * - Publish: POST /replica/submit with what the form holds, then the ad's address.
 */
(() => {
  const rnd = () => Math.random().toString(36).slice(2, 8);
  /** React-like generated ids (":r1x2y3:" style, but unique per load). */
  const uid = (prefix = "r") => `${prefix}${rnd()}${rnd()}`;
  const cls = () => `_${rnd()}${rnd().slice(0, 2)}`;

  /** Writes a stylesheet under generated class names and returns the names: { key: "_k3j2h1a" }. */
  function styles(rules) {
    const names = {};
    let text = "";
    for (const [key, css] of Object.entries(rules)) {
      const name = cls();
      names[key] = name;
      text += css.includes("{") ? css.replaceAll("&", `.${name}`) : `.${name}{${css}}\n`;
    }
    const sheet = document.createElement("style");
    sheet.textContent = text;
    document.head.append(sheet);
    return names;
  }

  /** A tiny element builder: h("div", { class, id, on: { click }, ...attributes }, ...children). */
  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") el.className = v;
      else if (k === "on") for (const [type, fn] of Object.entries(v)) el.addEventListener(type, fn);
      else if (k === "text") el.textContent = v;
      else if (k in el && typeof v !== "string") el[k] = v;
      else el.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return el;
  }

  /** What the form holds, under the canonical field names (keys starting with "_" are the page's own, not sent). */
  const state = {};
  const fields = (...names) => {
    for (const n of names) if (!(n in state)) state[n] = "";
  };

  const proto = (el) => (el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement).prototype;

  /**
   * React's value tracking: a plain `value =` updates the tracker, so the input event that follows is ignored and
   * the input shows the state again (React's restore goes through the tracker too: it then holds the state, so a later
   * native set of that same text counts). Returns { el, set(text) } (set: the app itself changing the value).
   */
  function controlled(el, key, onChange) {
    const native = Object.getOwnPropertyDescriptor(proto(el), "value");
    if (!(key in state)) state[key] = "";
    let tracked = state[key];
    const render = () => {
      native.set.call(el, state[key]);
      tracked = state[key];
    };
    render();
    Object.defineProperty(el, "value", {
      configurable: true,
      get: () => native.get.call(el),
      set: (v) => {
        native.set.call(el, v);
        tracked = String(v);
        queueMicrotask(render);
      },
    });
    el.addEventListener("input", () => {
      const v = native.get.call(el);
      if (v === tracked) {
        render();
        return;
      }
      tracked = v;
      state[key] = v;
      onChange?.(v);
    });
    return {
      el,
      set(text) {
        state[key] = text;
        tracked = text;
        render();
      },
    };
  }

  /** A contenteditable editor whose state follows what was typed (input events), as rich editors do. */
  function editable(el, key, onChange) {
    if (!(key in state)) state[key] = "";
    el.contentEditable = "true";
    el.textContent = state[key];
    el.addEventListener("input", () => {
      state[key] = el.innerText.replace(/\u00a0/g, " ").trim();
      onChange?.(state[key]);
    });
    return el;
  }

  /**
   * A typeahead: typing asks for suggestions (shown after `delay` ms, as a server round trip would be); only picking
   * one (click, or arrow keys and Enter) sets state[field]. Typing again clears the pick. The input is controlled
   * (its text under `_<field>Query`).
   */
  function typeahead(input, list, { field, suggest, delay = 300, onPick, optionClass, activeClass }) {
    fields(field);
    const queryKey = `_${field}Query`;
    let timer = 0;
    let active = -1;
    list.id = list.id || uid("listbox");
    list.setAttribute("role", "listbox");
    list.hidden = true;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", list.id);
    input.autocomplete = "off";
    const close = () => {
      list.hidden = true;
      active = -1;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
    };
    const options = () => Array.from(list.querySelectorAll("[role=option]"));
    const pick = (text) => {
      clearTimeout(timer);
      box.set(text);
      state[field] = text;
      close();
      onPick?.(text);
    };
    const show = (items) => {
      list.replaceChildren(
        ...items.map((text) =>
          h("li", {
            role: "option",
            id: uid("opt"),
            class: optionClass,
            "aria-selected": "false",
            text,
            // mousedown, so that the pick lands before the input's blur closes the list.
            on: {
              mousedown: (e) => {
                e.preventDefault();
                pick(text);
              },
            },
          }),
        ),
      );
      list.hidden = items.length === 0;
      input.setAttribute("aria-expanded", String(items.length > 0));
    };
    const box = controlled(input, queryKey, (typed) => {
      state[field] = "";
      clearTimeout(timer);
      if (!typed.trim()) return close();
      timer = setTimeout(() => show(suggest(typed)), delay);
    });
    input.addEventListener("keydown", (e) => {
      const opts = options();
      if (list.hidden || opts.length === 0) return;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        active = (active + (e.key === "ArrowDown" ? 1 : -1) + opts.length) % opts.length;
        opts.forEach((o, i) => {
          o.setAttribute("aria-selected", String(i === active));
          if (activeClass) o.classList.toggle(activeClass, i === active);
        });
        input.setAttribute("aria-activedescendant", opts[active].id);
      } else if (e.key === "Enter" && active >= 0) {
        e.preventDefault();
        pick(opts[active].textContent);
      } else if (e.key === "Escape") {
        close();
      }
    });
    input.addEventListener("blur", () => setTimeout(close, 150));
    return { box, close };
  }

  /** Suggestions for a typed text: every typed word must start a word of the suggestion; best (shortest) first. */
  function matching(candidates, typed, limit = 8) {
    const words = typed
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean);
    if (words.length === 0) return [];
    return candidates
      .filter((c) => {
        const have = c.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        return words.every((w) => have.some((x) => x.startsWith(w)));
      })
      .sort((a, b) => a.length - b.length || a.localeCompare(b))
      .slice(0, limit);
  }

  /** The photos the form holds, in order, and how many times it received files (a test sees duplicates). */
  const files = [];
  let photoBatches = 0;
  const photoListeners = [];
  function addPhotos(list, max = 20) {
    const picked = Array.from(list || []).filter((f) => f instanceof File);
    if (picked.length === 0) return 0;
    photoBatches += 1;
    for (const f of picked) if (files.length < max) files.push(f);
    for (const fn of photoListeners) fn(files);
    return picked.length;
  }
  function removePhoto(index) {
    files.splice(index, 1);
    for (const fn of photoListeners) fn(files);
  }
  const onPhotos = (fn) => photoListeners.push(fn);

  /** Thumbnails of the photos held (object URLs), as the marketplaces' previews are. */
  function thumbnails(list, { imgClass, itemClass, removeClass } = {}) {
    for (const old of list.querySelectorAll("img")) URL.revokeObjectURL(old.src);
    list.replaceChildren(
      ...files.map((f, i) =>
        h(
          "li",
          { class: itemClass },
          h("img", { src: URL.createObjectURL(f), alt: `Photo ${i + 1}`, class: imgClass }),
          h("button", {
            type: "button",
            class: removeClass,
            "aria-label": `Remove photo ${i + 1}`,
            text: "×",
            on: { click: () => removePhoto(i) },
          }),
        ),
      ),
    );
  }

  const slug = (text, lower) => {
    const s = (text || "ad").replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "ad";
    return lower ? s.toLowerCase() : s;
  };
  const digits = (base, spread) => String(base + Math.floor(Math.random() * spread));

  /** Publish: the form "submits" what it holds (the test reads it), then the browser goes to the ad. */
  async function publish(adUrl, { spa, render } = {}) {
    const photos = await Promise.all(
      files.map(async (f) => {
        const buf = new Uint8Array(await f.arrayBuffer());
        let sum = 0;
        for (const b of buf) sum = (sum + b) % 1000000007;
        return { name: f.name, size: f.size, type: f.type, sum };
      }),
    );
    const sent = {};
    for (const [k, v] of Object.entries(state)) if (!k.startsWith("_")) sent[k] = v;
    await fetch("/replica/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...sent, photos, photoBatches, adUrl }),
    });
    if (spa) {
      history.pushState({}, "", adUrl);
      render?.();
    } else {
      location.assign(adUrl);
    }
  }

  window.HeldOut = {
    uid,
    cls,
    styles,
    h,
    state,
    fields,
    controlled,
    editable,
    typeahead,
    matching,
    files,
    addPhotos,
    removePhoto,
    onPhotos,
    thumbnails,
    get photoBatches() {
      return photoBatches;
    },
    slug,
    digits,
    publish,
  };
})();
