/*
 * Facebook Marketplace's "Item for sale" (https://www.facebook.com/marketplace/create/item) in three steps on the
 * same address (SOURCE.md): the item's details, then location and delivery, then where to list it, each step's Next
 * disabled (aria-disabled) until its required fields hold a value; Publish moves the page to the new listing with
 * history.pushState. `start(design)` lays the parts out; the held-out-2 page and its redesign are two designs of the
 * same parts.
 */
(() => {
  const O = window.HeldOut;
  const K = window.HeldOutKit;
  const P = window.HeldOutPlaces;
  const { h, uid, state } = O;
  const TREE = window.Facebook2Categories;

  const CONDITIONS = ["New", "Used - Like New", "Used - Good", "Used - Fair"];
  const MAX_PHOTOS = 10;
  /** The location Facebook fills in from the seller's profile: it is there before anyone types. */
  const PROFILE_LOCATION = "Pune, Maharashtra";
  /** The category suggestions Facebook shows under the field once a title is typed (by the title's words). */
  const SUGGEST = [
    [/\b(tv|television|led|laptop|camera|speaker|monitor)\b/i, ["Electronics", "Video games & consoles"]],
    [/\b(phone|mobile|iphone|galaxy)\b/i, ["Mobile phones and accessories", "Electronics"]],
    [/\b(sofa|table|chair|bed|wardrobe)\b/i, ["Furniture", "Home and kitchen"]],
  ];

  const c = O.styles({
    body: "body{font:15px/1.34 'Segoe UI',Helvetica,Arial,sans-serif;color:#050505;margin:0;background:#f0f2f5}",
    shell: "display:flex;min-height:100vh",
    side: "width:400px;box-sizing:border-box;background:#fff;padding:16px;box-shadow:1px 0 2px rgba(0,0,0,.1);display:flex;flex-direction:column;gap:12px",
    preview: "flex:1;display:flex;align-items:center;justify-content:center;color:#65676b",
    crumb: "font-size:13px;color:#65676b;margin:0",
    h1: "font-size:24px;font-weight:700;margin:0",
    h2: "font-size:17px;font-weight:600;margin:6px 0 0",
    muted: "font-size:13px;color:#65676b;margin:0",
    zone: "border:1px solid #ced0d4;border-radius:8px;padding:20px;text-align:center;background:#f7f8fa;cursor:pointer",
    hidden: "display:none",
    grid: "list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px",
    thumb: "position:relative;width:70px;height:70px;border-radius:6px;overflow:hidden",
    img: "width:100%;height:100%;object-fit:cover",
    remove:
      "position:absolute;top:2px;right:2px;border:0;border-radius:50%;width:20px;height:20px;background:#fff;cursor:pointer",
    box: "display:flex;flex-direction:column;border:1px solid #ced0d4;border-radius:6px;padding:6px 12px;cursor:text",
    boxLabel: "font-size:12px;color:#65676b",
    input: "border:0;outline:none;font:inherit;padding:2px 0;background:transparent;color:inherit",
    area: "border:0;outline:none;font:inherit;padding:2px 0;min-height:90px;resize:vertical;background:transparent",
    pick: "position:relative",
    trigger:
      "display:flex;align-items:center;border:1px solid #ced0d4;border-radius:6px;padding:8px 12px;cursor:pointer;gap:8px",
    pickText: "flex:1;color:#65676b",
    caret: "",
    popup:
      "position:absolute;z-index:3;left:0;right:0;top:calc(100% + 4px);background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.2);max-height:300px;overflow:auto",
    listbox: "list-style:none;margin:0;padding:6px 0",
    option: "display:flex;justify-content:space-between;padding:8px 14px;cursor:pointer",
    back: "padding:8px 14px;cursor:pointer;color:#1b74e4;font-weight:600",
    chevron: "color:#65676b",
    active: "background:#f0f2f5",
    search: "",
    chips: "display:flex;flex-wrap:wrap;gap:6px;align-items:center",
    chip: "border:1px solid #ced0d4;border-radius:16px;padding:5px 12px;background:#fff;cursor:pointer;font-size:14px",
    switchRow: "display:flex;justify-content:space-between;align-items:center;gap:12px",
    switch: "width:40px;height:22px;border-radius:11px;background:#ccd0d5;position:relative;cursor:pointer;flex:none",
    switchOn: "background:#1b74e4",
    radioRow: "display:flex;justify-content:space-between;align-items:center;padding:8px 0;cursor:pointer",
    dot: "width:18px;height:18px;border-radius:50%;border:2px solid #65676b;box-sizing:border-box",
    dotOn: "border:6px solid #1b74e4",
    tick: "width:18px;height:18px;border-radius:4px;border:2px solid #65676b;box-sizing:border-box",
    tickOn: "background:#1b74e4;border-color:#1b74e4",
    suggestions:
      "list-style:none;margin:4px 0 0;padding:6px 0;background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.2)",
    nav: "display:flex;gap:8px;margin-top:auto",
    next: "flex:1;text-align:center;background:#1b74e4;color:#fff;border-radius:6px;padding:9px;font-weight:600;cursor:pointer",
    nextOff: "background:#e4e6eb;color:#bcc0c4;cursor:not-allowed",
    prev: "flex:1;text-align:center;background:#e4e6eb;border-radius:6px;padding:9px;font-weight:600;cursor:pointer",
    done: "max-width:520px;margin:60px auto;background:#fff;border-radius:8px;padding:24px",
  });

  /** Facebook's text box: a <label> wrapping the caption span and the input (the label names it). */
  const boxed = (caption, control) =>
    h("label", { class: c.box }, h("span", { class: c.boxLabel, text: caption }), control);
  const clickable = (el, fn) => {
    el.addEventListener("click", fn);
    el.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        fn();
      }
    });
    return el;
  };
  /** A role=switch / role=radio / role=checkbox row of Facebook's: nothing SnapList fills. */
  function toggleRow(role, text, on, group) {
    const mark = h("span", { class: role === "switch" ? c.switch : role === "radio" ? c.dot : c.tick });
    const el = h(
      "div",
      { role, tabindex: "0", "aria-checked": String(on), class: role === "switch" ? c.switchRow : c.radioRow },
      h("span", { text }),
      mark,
    );
    const draw = () => {
      const checked = el.getAttribute("aria-checked") === "true";
      mark.className = `${role === "switch" ? c.switch : role === "radio" ? c.dot : c.tick}${checked ? ` ${role === "switch" ? c.switchOn : role === "radio" ? c.dotOn : c.tickOn}` : ""}`;
    };
    clickable(el, () => {
      if (role === "radio") for (const r of group) r.setAttribute("aria-checked", String(r === el));
      else el.setAttribute("aria-checked", String(el.getAttribute("aria-checked") !== "true"));
      for (const r of group || [el]) r.dispatchEvent(new Event("redraw"));
    });
    el.addEventListener("redraw", draw);
    draw();
    return el;
  }

  /** Listeners of a picked category (the Brand box appears once one is). */
  const categoryPicked = [];

  const PARTS = {
    // A role=button opens the file chooser (a drop works too); the input is emptied once read; thumbnails show them.
    photos: (L) => {
      const count = h("p", {
        class: c.muted,
        text: `Photos · 0 / ${MAX_PHOTOS} - You can add up to ${MAX_PHOTOS} photos.`,
      });
      const zone = h(
        "div",
        { role: "button", tabindex: "0", class: c.zone },
        h("strong", { text: L.photosButton }),
        h("div", { class: c.muted, text: "or drag and drop" }),
      );
      const { holder } = K.photoInput({ opener: zone, accept: "image/*,image/heif,image/heic", max: MAX_PHOTOS, c });
      zone.addEventListener("dragover", (e) => e.preventDefault());
      zone.addEventListener("drop", (e) => {
        e.preventDefault();
        O.addPhotos(e.dataTransfer?.files, MAX_PHOTOS);
      });
      const grid = h("ul", { class: c.grid });
      O.onPhotos((files) => {
        O.thumbnails(grid, { itemClass: c.thumb, imgClass: c.img, removeClass: c.remove });
        count.textContent = `Photos · ${files.length} / ${MAX_PHOTOS} - You can add up to ${MAX_PHOTOS} photos.`;
      });
      return h("div", {}, count, grid, zone, holder);
    },
    title: (L) =>
      boxed(
        L.title,
        O.controlled(h("input", { type: "text", class: c.input, maxLength: 100 }), "title", (v) => suggestFor(v)).el,
      ),
    price: (L) =>
      boxed(L.price, O.controlled(h("input", { type: "text", inputMode: "numeric", class: c.input }), "price").el),
    // A read-only role=combobox input inside its <label>; it opens a listbox that drills down (a parent's children
    // replace the list); a leaf picks, and the input shows it. Chips of suggested categories appear under it once a
    // title is typed.
    category: (L) => {
      O.fields("category");
      const input = h("input", {
        type: "text",
        class: c.input,
        readOnly: true,
        role: "combobox",
        "aria-haspopup": "listbox",
        "aria-expanded": "false",
        placeholder: "Please select",
        value: state.category,
      });
      const popup = h("div", { class: c.popup, hidden: true });
      let wrap = null;
      const show = (open) => {
        popup.hidden = !open;
        input.setAttribute("aria-expanded", String(open));
        if (open) menu.reset();
      };
      const menu = K.drillDown({
        tree: TREE,
        c,
        labelling: { "aria-label": L.category },
        onPick: (trail) => pick(trail[trail.length - 1]),
      });
      popup.append(menu.el);
      input.addEventListener("click", () => show(popup.hidden));
      input.addEventListener("keydown", (e) => {
        if (e.key === "Escape") show(false);
        if (e.key === "Enter" || e.key === "ArrowDown") {
          e.preventDefault();
          show(true);
        }
      });
      document.addEventListener("mousedown", (e) => {
        if (!wrap.contains(e.target)) show(false);
      });
      function pick(name) {
        state.category = name;
        input.value = name;
        show(false);
        for (const fn of categoryPicked) fn(name);
      }
      const chips = h("div", { class: c.chips });
      suggestions.draw = (names) =>
        chips.replaceChildren(
          ...(names.length ? [h("span", { class: c.muted, text: "Suggested categories" })] : []),
          ...names.map((n) =>
            clickable(h("div", { role: "button", tabindex: "0", class: c.chip, text: n }), () => pick(n)),
          ),
        );
      wrap = h("div", { class: c.pick }, boxed(L.category, input), popup, chips);
      return wrap;
    },
    // Appears once a category is picked (the category's own attributes).
    brand: (L) => {
      const holder = h("div", {});
      const box = boxed(
        L.brand,
        O.controlled(h("input", { type: "text", class: c.input, placeholder: "Optional" }), "brand").el,
      );
      categoryPicked.push(() => holder.replaceChildren(box));
      if (state.category) holder.replaceChildren(box);
      O.fields("brand");
      return holder;
    },
    // The <label> itself is the role=combobox, named by the caption span inside it (aria-labelledby).
    condition: (L) => {
      const id = uid("l");
      return K.picker({
        field: "condition",
        options: CONDITIONS,
        placeholder: "Please select",
        tag: "label",
        labelling: { "aria-labelledby": id, "aria-required": "true" },
        caption: h("span", { id, class: c.boxLabel, text: L.condition }),
        c,
      }).wrap;
    },
    description: (L) =>
      boxed(
        L.description,
        O.controlled(
          h("textarea", { class: c.area, placeholder: "Colour, size, flaws, what's included…" }),
          "description",
        ).el,
      ),
    // Nothing SnapList fills.
    boost: () => toggleRow("switch", "Boost listing after publish", false),
    // An input named by aria-label, already holding the profile's place; a typeahead (suggestions after 400 ms), only
    // a picked suggestion counts, typing again clears it.
    location: (L) => {
      if (!("_locationQuery" in state)) {
        state.location = PROFILE_LOCATION;
        state._locationQuery = PROFILE_LOCATION;
      }
      const input = h("input", {
        type: "text",
        class: c.input,
        "aria-label": L.location,
        placeholder: "Type to search",
      });
      const list = h("ul", { class: c.suggestions });
      O.typeahead(input, list, {
        field: "location",
        delay: 400,
        suggest: (typed) => O.matching(P.placeLines, typed),
        optionClass: c.option,
        activeClass: c.active,
      });
      return h(
        "div",
        { class: c.pick },
        h("div", { class: c.box }, h("span", { class: c.boxLabel, "aria-hidden": "true", text: L.location }), input),
        list,
      );
    },
    delivery: () => {
      const group = [];
      for (const [t, on] of [
        ["Public meetup", true],
        ["Door pickup", false],
        ["Door drop-off", false],
      ])
        group.push(toggleRow("radio", t, on, group));
      return h(
        "div",
        { role: "radiogroup", "aria-label": "Delivery method" },
        h("h3", { class: c.h2, text: "Delivery method" }),
        group,
      );
    },
    hide: () => toggleRow("switch", "Hide from friends", false),
    listIn: () =>
      h(
        "div",
        {},
        toggleRow("checkbox", "Marketplace", true),
        h("h3", { class: c.h2, text: "Groups" }),
        toggleRow("checkbox", "Mumbai Buy & Sell", false),
        toggleRow("checkbox", "Andheri Flea Market", false),
      ),
  };

  /** The title's suggestions (the category part draws them; 400 ms after typing, as a server answers). */
  const suggestions = { draw: () => {} };
  let suggestTimer = () => {};
  function suggestFor(title) {
    suggestTimer();
    suggestTimer = K.later(400, () => {
      const found = SUGGEST.filter(([re]) => re.test(title)).flatMap(([, names]) => names);
      suggestions.draw(title.trim() ? [...new Set([...found, "Miscellaneous"])].slice(0, 3) : []);
    });
  }

  /** What a step needs before its Next (or Publish) is enabled, by part. */
  const FILLED = {
    photos: () => O.files.length > 0,
    title: () => state.title.trim() !== "",
    price: () => state.price.trim() !== "",
    category: () => state.category !== "",
    condition: () => state.condition !== "",
    location: () => state.location !== "",
  };

  /**
   * Lays the design out: `design.steps` ([{ heading, note, parts }], shown one at a time on the same address) and
   * `design.labels` (every part's words).
   */
  function start(design) {
    const L = design.labels;
    O.fields("title", "price", "category", "condition", "description", "brand", "location");
    const root = document.getElementById("root");
    const built = {};
    const part = (name) => (built[name] = built[name] || PARTS[name](L));
    let at = 0;
    let refresh = () => {};
    for (const type of ["input", "click", "keyup", "change"])
      root.addEventListener(type, () => setTimeout(() => refresh(), 0));
    O.onPhotos(() => refresh());
    function render() {
      const step = design.steps[at];
      const last = at === design.steps.length - 1;
      const ready = () => step.parts.every((p) => !FILLED[p] || FILLED[p]());
      const forward = h("div", {
        role: "button",
        tabindex: "0",
        "aria-label": last ? "Publish" : "Next",
        text: last ? "Publish" : "Next",
      });
      refresh = () => {
        forward.setAttribute("aria-disabled", String(!ready()));
        forward.className = `${c.next}${ready() ? "" : ` ${c.nextOff}`}`;
      };
      clickable(forward, () => {
        if (!ready()) return;
        if (!last) {
          at += 1;
          return render();
        }
        O.publish(`https://www.facebook.com/marketplace/item/${O.digits(1000000000000000, 899999999999999)}/`, {
          spa: true,
          render: () =>
            root.replaceChildren(
              h(
                "div",
                { class: c.done },
                h("h1", { class: c.h1, text: state.title }),
                h("p", { text: "Your listing is published." }),
              ),
            ),
        });
      });
      const back =
        at > 0
          ? clickable(
              h("div", { role: "button", tabindex: "0", "aria-label": "Back", class: c.prev, text: "Back" }),
              () => {
                at -= 1;
                render();
              },
            )
          : null;
      root.replaceChildren(
        h(
          "div",
          { class: c.shell },
          h(
            "aside",
            { class: c.side },
            h("p", { class: c.crumb, text: "Marketplace › Item for sale" }),
            h("h1", { class: c.h1, text: step.heading }),
            step.note ? h("p", { class: c.muted, text: step.note }) : null,
            step.parts.map(part),
            h("div", { class: c.nav }, back, forward),
          ),
          h("div", { class: c.preview, text: "Preview: your listing as buyers will see it" }),
        ),
      );
      refresh();
    }
    render();
  }

  window.Facebook2 = { start };
})();
