/*
 * The hard parts of the marketplaces' posting forms, in small vanilla JS (used by the three replicas):
 * - controlled inputs that, like React's, ignore a plain `el.value = x` and restore their own state unless the
 *   value comes through the native setter followed by an input event;
 * - custom dropdowns (role=combobox opening a role=listbox of role=option);
 * - a hidden file input behind a drop zone (or a drop zone alone);
 * - generated ids and class names (labels tied by aria-labelledby to ids that change on every load).
 * Every field's state is what the form "submits" on Publish (POST /replica/submit), then the page goes to the ad.
 */
(() => {
  const state = {};
  const files = [];
  /** How many times the form received files (1 when the photos were attached once). */
  let photoBatches = 0;
  const options = window.REPLICA_OPTIONS || { without: [] };
  /** On an ad's edit page: the ad as it is ({ adId, adUrl, values }), or null on the posting form. */
  const edit = window.REPLICA_EDIT || null;
  const initial = (field) => (edit && typeof edit.values[field] === "string" ? edit.values[field] : "");
  const rnd = () => Math.random().toString(36).slice(2, 8);
  const uid = (p = "r") => `${p}-${rnd()}`;
  const cls = () => `_${rnd()}`;
  const without = (field) => (options.without || []).includes(field);

  /**
   * A label's text as the marketplace shows it today: REPLICA_OPTIONS.relabel renames it (serve.ts, ReplicaOptions).
   * A key without the label's trailing marker (" *", " (₹)", " (optional)") keeps the marker.
   */
  function relabel(text) {
    const names = options.relabel || {};
    if (Object.hasOwn(names, text)) return names[text];
    const marked = /^(.*?)(\s*(?:\*|\(₹\)|\(optional\)))$/.exec(text);
    if (marked && Object.hasOwn(names, marked[1])) return names[marked[1]] + marked[2];
    return text;
  }

  const proto = (el) => (el instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement).prototype;

  /** React's value tracking: a plain `value =` updates the tracker, so the input event that follows is ignored. */
  function controlled(el, field) {
    const native = Object.getOwnPropertyDescriptor(proto(el), "value");
    // An edit page shows what the ad holds; the tracker starts from it, as React's does from a defaultValue.
    let tracked = initial(field);
    state[field] = tracked;
    const render = () => native.set.call(el, state[field]);
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
      state[field] = v;
      el.dispatchEvent(new CustomEvent("replica-change", { bubbles: true }));
    });
    return el;
  }

  /** A contenteditable box whose state follows what was typed (input events), as rich editors do. */
  function editable(el, field) {
    state[field] = initial(field);
    el.textContent = state[field];
    el.addEventListener("input", () => {
      state[field] = el.innerText.trim();
    });
    return el;
  }

  /** A labelled field: <div><span id=generated>Label</span>control</div>, tied by aria-labelledby. */
  function labelled(labelText, control, extra) {
    const wrap = document.createElement("div");
    wrap.className = cls();
    const label = document.createElement("span");
    label.id = uid("label");
    label.className = cls();
    label.textContent = relabel(labelText);
    control.setAttribute("aria-labelledby", label.id);
    control.id = uid("field");
    wrap.append(label, control);
    if (extra) wrap.append(extra);
    return wrap;
  }

  /** A custom dropdown: a combobox button that opens a listbox of options; picking one sets state[field]. */
  function dropdown(labelText, field, choices, onPick) {
    state[field] = initial(field);
    const button = document.createElement("div");
    button.setAttribute("role", "combobox");
    button.setAttribute("tabindex", "0");
    button.setAttribute("aria-haspopup", "listbox");
    button.setAttribute("aria-expanded", "false");
    button.className = cls();
    button.textContent = state[field] || "Select";
    const list = document.createElement("ul");
    list.setAttribute("role", "listbox");
    list.id = uid("listbox");
    list.hidden = true;
    list.className = cls();
    button.setAttribute("aria-controls", list.id);
    const setChoices = (items) => {
      list.replaceChildren(
        ...items.map((text) => {
          const li = document.createElement("li");
          li.setAttribute("role", "option");
          li.id = uid("opt");
          li.className = cls();
          li.textContent = text;
          li.addEventListener("click", () => {
            state[field] = text;
            button.textContent = text;
            list.hidden = true;
            button.setAttribute("aria-expanded", "false");
            onPick?.(text);
          });
          return li;
        }),
      );
    };
    setChoices(choices);
    // Opens on a real press (mousedown), as most custom menus do; a bare click() toggles too.
    const toggle = () => {
      list.hidden = !list.hidden;
      button.setAttribute("aria-expanded", String(!list.hidden));
    };
    let pressed = false;
    button.addEventListener("mousedown", () => {
      pressed = true;
      toggle();
    });
    button.addEventListener("click", () => {
      if (!pressed) toggle();
      pressed = false;
    });
    const wrap = labelled(labelText, button, list);
    return { wrap, button, setChoices };
  }

  const describe = (f) => ({ name: f.name, size: f.size, type: f.type });

  /** A drop zone: with a hidden file input (picked or set through DataTransfer), or taking dropped files only. */
  function dropZone(zone, { input }) {
    const take = (list) => {
      photoBatches += 1;
      files.splice(0, files.length, ...Array.from(list));
      state.photos = files.map(describe);
      zone.dataset.count = String(files.length);
      const shown = zone.querySelector("[data-count]");
      if (shown) shown.textContent = `${files.length} photo${files.length === 1 ? "" : "s"} added`;
    };
    if (input) {
      input.type = "file";
      input.accept = "image/*";
      input.multiple = true;
      input.hidden = true;
      input.addEventListener("change", () => take(input.files));
      zone.addEventListener("click", () => input.click());
    }
    zone.addEventListener("dragover", (e) => e.preventDefault());
    zone.addEventListener("drop", (e) => {
      e.preventDefault();
      take(e.dataTransfer.files);
    });
    state.photos = [];
    if (edit) {
      // The ad's photos stay on it unless the person adds or removes some (the replica only adds).
      const shown = zone.querySelector("[data-count]");
      if (shown) shown.textContent = `${edit.values.photoCount || 0} photos on the ad`;
    }
  }

  /** Publish: the form "submits" what it holds (the test reads it), then the browser goes to the ad. */
  async function publish(adUrl, { spa } = {}) {
    const bytes = await Promise.all(
      files.map(async (f) => {
        const buf = new Uint8Array(await f.arrayBuffer());
        let sum = 0;
        for (const b of buf) sum = (sum + b) % 1000000007;
        return { ...describe(f), sum };
      }),
    );
    await fetch("/replica/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...state, photos: bytes, photoBatches, adUrl, ...(edit ? { editOf: edit.adId } : {}) }),
    });
    if (spa) {
      history.pushState({}, "", adUrl);
      document.body.replaceChildren(
        Object.assign(document.createElement("h1"), { textContent: "Your listing is live" }),
      );
    } else {
      location.assign(adUrl);
    }
  }

  window.Replica = {
    state,
    files,
    options,
    edit,
    uid,
    cls,
    without,
    relabel,
    controlled,
    editable,
    labelled,
    dropdown,
    dropZone,
    publish,
  };
})();
