/*
 * OLX India's posting form as a single-page app (SOURCE.md): its parts, and `start(design)`, which lays them out.
 * The held-out-2 page (index.html) and its redesign (../../held-out-2-redesigned/olx/index.html) are two designs of
 * the same parts: which labels they show, in which order, in which step and section.
 *
 * Steps: /post (category tiles, then sub category chips under them on the same page, then Next) and
 * /post/attributes (the details), an in-page route change (history.pushState); "Post now" publishes and loads the
 * new ad's page.
 */
(() => {
  const O = window.HeldOut;
  const K = window.HeldOutKit;
  const P = window.HeldOutPlaces;
  const { h, uid, state } = O;
  const { categories } = window.OlxCategories;

  const BRANDS = [
    "Akai",
    "BPL",
    "Haier",
    "Hisense",
    "iFFALCON",
    "Kodak",
    "LG",
    "Lloyd",
    "Micromax",
    "Mi",
    "Motorola",
    "OnePlus",
    "Onida",
    "Panasonic",
    "Philips",
    "Realme",
    "Samsung",
    "Sansui",
    "Sharp",
    "Sony",
    "TCL",
    "Thomson",
    "Toshiba",
    "Videocon",
    "Vu",
    "Other Brands",
  ];
  const CONDITIONS = ["New", "Used"];
  const MAX_PHOTOS = 12;
  const CATEGORY_STEP = "/post";
  const DETAILS_STEP = "/post/attributes";

  const c = O.styles({
    body: "body{font:14px/1.4 Arial,Helvetica,sans-serif;color:#002f34;margin:0;background:#fff}",
    bar: "background:#f2f4f5;padding:12px 24px;font-weight:700;font-size:22px;letter-spacing:2px;display:flex;align-items:center;gap:16px",
    back: "border:0;background:none;font-size:22px;cursor:pointer;color:#002f34",
    h1: "text-align:center;font-size:22px;font-weight:700;margin:18px 0",
    box: "max-width:780px;margin:0 auto 40px;border:1px solid #ced6d7;border-radius:4px",
    section: "padding:20px 28px;border-bottom:1px solid #ced6d7",
    heading: "font-size:17px;font-weight:700;margin:0 0 16px;text-transform:uppercase",
    sub: "font-size:15px;font-weight:700;margin:18px 0 10px",
    tiles: "display:grid;grid-template-columns:repeat(4,1fr);gap:10px",
    tile: "display:flex;flex-direction:column;align-items:center;gap:8px;padding:14px 8px;border:1px solid #ced6d7;border-radius:6px;background:#fff;font:inherit;color:inherit;cursor:pointer;text-align:center",
    tileOn: "border:2px solid #23e5db;background:#eefdfc",
    icon: "width:36px;height:36px;border-radius:50%;background:#c8f8f6",
    chips: "display:flex;flex-wrap:wrap;gap:8px",
    chip: "border:1px solid #002f34;border-radius:18px;padding:7px 14px;background:#fff;font:inherit;color:inherit;cursor:pointer",
    chipOn: "background:#002f34;color:#fff",
    row: "margin:0 0 20px;max-width:460px",
    caption: "display:block;font-size:13px;margin-bottom:6px",
    req: "color:#d00;margin-left:2px",
    helper: "display:flex;justify-content:space-between;gap:12px;font-size:12px;color:#406367;margin-top:4px",
    control:
      "width:100%;box-sizing:border-box;padding:11px;border:1px solid #406367;border-radius:4px;font:inherit;color:inherit;background:#fff",
    area: "width:100%;box-sizing:border-box;padding:11px;border:1px solid #406367;border-radius:4px;font:inherit;min-height:120px;resize:vertical",
    adorn: "display:flex;align-items:center;border:1px solid #406367;border-radius:4px",
    rupee: "padding:0 12px;border-right:1px solid #ced6d7;color:#406367",
    bare: "flex:1;border:0;padding:11px;font:inherit;outline:none;min-width:0",
    pick: "position:relative",
    trigger:
      "display:flex;justify-content:space-between;align-items:center;width:100%;box-sizing:border-box;padding:11px;border:1px solid #406367;border-radius:4px;background:#fff;font:inherit;color:inherit;cursor:pointer;text-align:left",
    pickText: "overflow:hidden;text-overflow:ellipsis;white-space:nowrap",
    caret: "margin-left:8px",
    popup:
      "position:absolute;z-index:5;left:0;right:0;top:calc(100% + 2px);background:#fff;border:1px solid #ced6d7;border-radius:4px;box-shadow:0 2px 8px rgba(0,47,52,.2)",
    search:
      "display:block;width:calc(100% - 16px);box-sizing:border-box;margin:8px;padding:8px;border:1px solid #ced6d7;border-radius:4px;font:inherit",
    listbox: "list-style:none;margin:0;padding:4px 0;max-height:240px;overflow:auto",
    option: "padding:9px 14px;cursor:pointer",
    active: "background:#ceddde",
    choices: "display:flex;gap:8px;flex-wrap:wrap",
    choice:
      "border:1px solid #406367;border-radius:4px;padding:9px 18px;background:#fff;font:inherit;color:inherit;cursor:pointer",
    choiceOn: "border:2px solid #23e5db;background:#eefdfc;font-weight:700",
    grid: "list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(6,80px);gap:8px",
    slot: "position:relative;width:80px;height:80px;border:1px solid #ced6d7;display:flex;align-items:center;justify-content:center;color:#7f9799",
    img: "width:100%;height:100%;object-fit:cover",
    remove:
      "position:absolute;top:2px;right:2px;border:0;background:#002f34;color:#fff;border-radius:50%;width:20px;height:20px;cursor:pointer",
    add: "width:80px;height:80px;border:2px solid #002f34;background:#fff;font-size:24px;cursor:pointer",
    hidden: "position:absolute;width:1px;height:1px;overflow:hidden;opacity:0",
    small: "font-size:12px;color:#406367",
    loading: "font-size:12px;color:#7f9799;margin:-14px 0 14px",
    post: "background:#002f34;color:#fff;border:0;padding:13px 30px;border-radius:4px;font-weight:700;font-size:15px;cursor:pointer",
    postOff: "background:#d8dfe0;color:#7f9799;cursor:not-allowed",
    crumb: "display:flex;gap:16px;align-items:baseline",
    change:
      "color:#002f34;font-weight:700;text-decoration:underline;cursor:pointer;border:0;background:none;font:inherit",
  });

  const caption = (text, id = uid("l")) => K.requiredCaption(text, c, id);

  /** The parts of the details step, by name: each returns the DOM of its row(s). `L` holds the design's labels. */
  const PARTS = {
    // A picker whose popup has a search box; named through aria-labelledby by its caption.
    brand: (L) => {
      const id = uid("l");
      const p = K.picker({
        field: "brand",
        options: BRANDS,
        placeholder: "Select",
        labelling: { "aria-labelledby": id },
        filter: { placeholder: "Search", label: "Search" },
        c,
      });
      return h("div", { class: c.row }, caption(L.brand, id), p.wrap);
    },
    // Toggle buttons (data-aut-id="opcondition0"...), the caption above them tied to nothing.
    condition: (L) =>
      h(
        "div",
        { class: c.row },
        h("span", { class: c.caption }, L.condition, h("span", { class: c.req, text: "*" })),
        K.choiceButtons({ field: "condition", options: CONDITIONS, kind: "pressed", c, dataAut: "opcondition" }).el,
      ),
    // <label for>, a counter and the key-features helper under it.
    title: (L) => {
      const id = uid("f");
      const count = h("span", { text: "0/70" });
      const input = O.controlled(
        h("input", { id, name: "title", type: "text", class: c.control, maxLength: 70, autocomplete: "off" }),
        "title",
        (v) => (count.textContent = `${v.length}/70`),
      ).el;
      return h(
        "div",
        { class: c.row },
        h("label", { for: id, class: c.caption }, L.title, h("span", { class: c.req, text: "*" })),
        input,
        h(
          "div",
          { class: c.helper },
          h("span", { text: "Mention the key features of your item (e.g. brand, model, age, type)" }),
          count,
        ),
      );
    },
    // aria-labelledby its caption, aria-describedby its helper.
    description: (L) => {
      const id = uid("l");
      const help = uid("d");
      const count = h("span", { text: "0/4096" });
      const area = O.controlled(
        h("textarea", {
          name: "description",
          class: c.area,
          maxLength: 4096,
          "aria-labelledby": id,
          "aria-describedby": help,
        }),
        "description",
        (v) => (count.textContent = `${v.length}/4096`),
      ).el;
      return h(
        "div",
        { class: c.row },
        caption(L.description, id),
        area,
        h(
          "div",
          { class: c.helper },
          h("span", { id: help, text: "Include condition, features and reason for selling" }),
          count,
        ),
      );
    },
    // An aria-label on the input; the caption drawn above is tied to nothing. ₹ in front.
    price: (L) => {
      const input = O.controlled(
        h("input", { type: "text", inputMode: "numeric", name: "price", class: c.bare, "aria-label": L.price }),
        "price",
      ).el;
      return h(
        "div",
        { class: c.row },
        h("span", { class: c.caption }, L.price, h("span", { class: c.req, text: "*" })),
        h("div", { class: c.adorn }, h("span", { class: c.rupee, text: "₹" }), input),
      );
    },
    // A grid of slots; the first is the "Add photo" button. The file input behind it is swapped for a fresh one once
    // read: it never holds the photos.
    photos: (L) => {
      const add = h("button", { type: "button", class: c.add, "aria-label": L.photosButton, text: "📷" });
      const { holder } = K.photoInput({ opener: add, max: MAX_PHOTOS, c, after: "replace" });
      const grid = h("ul", { class: c.grid });
      const count = h("p", { class: c.small, text: `0 of ${MAX_PHOTOS} photos` });
      const draw = () => {
        const slots = O.files.map((f, i) =>
          h(
            "li",
            { class: c.slot },
            h("img", { class: c.img, src: URL.createObjectURL(f), alt: `Photo ${i + 1}` }),
            h("button", {
              type: "button",
              class: c.remove,
              "aria-label": `Remove photo ${i + 1}`,
              text: "×",
              on: { click: () => O.removePhoto(i) },
            }),
          ),
        );
        for (const old of grid.querySelectorAll("img")) URL.revokeObjectURL(old.src);
        const empty = Array.from({ length: MAX_PHOTOS - O.files.length - 1 }, () => h("li", { class: c.slot }));
        grid.replaceChildren(...(O.files.length < MAX_PHOTOS ? [h("li", {}, add)] : []), ...slots, ...empty);
        count.textContent = `${O.files.length} of ${MAX_PHOTOS} photos`;
      };
      O.onPhotos(draw);
      draw();
      return h("div", {}, h("h3", { class: c.sub, text: L.photos }), grid, count, holder);
    },
    // State, then City, then Neighbourhood: custom pickers, each disabled until the one above is picked and its
    // options have arrived (a round trip). State is tied by <label for> (a button is labelable), City and
    // Neighbourhood by aria-labelledby.
    location: (L) => {
      const wait = h("p", { class: c.loading, hidden: true, text: "Loading…" });
      const fetching = (fn) => {
        wait.hidden = false;
        K.later(300, () => {
          wait.hidden = true;
          fn();
        });
      };
      const stateId = uid("f");
      const cityLabel = uid("l");
      const localityLabel = uid("l");
      const locality = K.picker({
        field: "locality",
        options: [],
        tag: "button",
        labelling: { "aria-labelledby": localityLabel },
        c,
      });
      const city = K.picker({
        field: "city",
        options: [],
        tag: "button",
        labelling: { "aria-labelledby": cityLabel },
        c,
        onPick: (picked) => {
          locality.clear();
          locality.setDisabled(true);
          fetching(() => {
            locality.setOptions(P.localitiesOf(state.state, picked));
            locality.setDisabled(false);
          });
        },
      });
      const region = K.picker({
        field: "state",
        options: P.states,
        tag: "button",
        labelling: { id: stateId },
        c,
        onPick: (picked) => {
          city.clear();
          locality.clear();
          city.setDisabled(true);
          locality.setDisabled(true);
          fetching(() => {
            city.setOptions(P.citiesOf(picked));
            city.setDisabled(false);
          });
        },
      });
      city.setDisabled(true);
      locality.setDisabled(true);
      return h(
        "div",
        {},
        h(
          "div",
          { class: c.row },
          h("label", { for: stateId, class: c.caption }, L.state, h("span", { class: c.req, text: "*" })),
          region.wrap,
        ),
        h("div", { class: c.row }, caption(L.city, cityLabel), city.wrap),
        wait,
        h("div", { class: c.row }, caption(L.locality, localityLabel), locality.wrap),
      );
    },
  };

  /** Lays the design out: `design.category` (the first step, with `extras` parts after the chips), `design.sections`
   * (the details step: { heading, parts }), `design.labels` (every part's words). */
  function start(design) {
    const L = design.labels;
    O.fields("category", "subcategory");
    const root = document.getElementById("root");
    const built = {};
    const part = (name) => (built[name] = built[name] || PARTS[name](L));
    const chosen = () => state.category && (state.subcategory || !categoryByName(state.category).subs.length);
    const categoryByName = (name) => categories.find((x) => x.name === name);
    const shell = (main, back) =>
      root.replaceChildren(
        h("header", { class: c.bar }, back, h("span", { text: "OLX" })),
        h("h1", { class: c.h1, text: "POST YOUR AD" }),
        h("main", { class: c.box }, main),
      );

    function categoryStep() {
      const next = h("button", {
        type: "button",
        class: `${c.post}${chosen() ? "" : ` ${c.postOff}`}`,
        disabled: !chosen(),
        text: "Next",
        on: { click: () => routes.go(DETAILS_STEP) },
      });
      const refresh = () => {
        next.disabled = !chosen();
        next.className = `${c.post}${chosen() ? "" : ` ${c.postOff}`}`;
      };
      const subs = h("div", {});
      const extras = h("div", {});
      const drawSubs = () => {
        const cat = categoryByName(state.category);
        extras.replaceChildren(...(chosen() ? (design.category.extras || []).map(part) : []));
        if (!cat || cat.subs.length === 0) return subs.replaceChildren();
        subs.replaceChildren(
          h("h3", { class: c.sub, text: `${design.category.subHeading}: ${cat.name}` }),
          h(
            "div",
            { class: c.chips },
            cat.subs.map((s) =>
              h("button", {
                type: "button",
                class: `${c.chip}${state.subcategory === s.name ? ` ${c.chipOn}` : ""}`,
                "aria-pressed": String(state.subcategory === s.name),
                text: s.name,
                on: {
                  click: () => {
                    state.subcategory = s.name;
                    drawSubs();
                    refresh();
                  },
                },
              }),
            ),
          ),
        );
      };
      const tiles = categories.map((cat) =>
        h(
          "button",
          {
            type: "button",
            class: `${c.tile}${state.category === cat.name ? ` ${c.tileOn}` : ""}`,
            "aria-pressed": String(state.category === cat.name),
            on: {
              click: (e) => {
                if (state.category !== cat.name) state.subcategory = "";
                state.category = cat.name;
                for (const t of tiles) {
                  const on = t === e.currentTarget;
                  t.className = `${c.tile}${on ? ` ${c.tileOn}` : ""}`;
                  t.setAttribute("aria-pressed", String(on));
                }
                drawSubs();
                refresh();
              },
            },
          },
          h("span", { class: c.icon, "aria-hidden": "true" }),
          h("span", { text: cat.name }),
        ),
      );
      drawSubs();
      shell(
        h(
          "section",
          { class: c.section },
          h("h2", { class: c.heading, text: design.category.heading }),
          h("div", { class: c.tiles }, tiles),
          subs,
          extras,
          h("div", { class: c.row }),
          next,
        ),
      );
    }

    function detailsStep() {
      if (!chosen()) return location.replace(CATEGORY_STEP);
      const post = h("button", {
        type: "button",
        class: c.post,
        "data-aut-id": "btnPost",
        text: "Post now",
        on: {
          click: () =>
            O.publish(`https://www.olx.in/item/${O.slug(state.title, true)}-iid-${O.digits(1700000000, 99999999)}`),
        },
      });
      shell(
        h(
          "div",
          {},
          h(
            "section",
            { class: c.section },
            h("h2", { class: c.heading, text: "Selected category" }),
            h(
              "p",
              { class: c.crumb },
              h("span", { text: [state.category, state.subcategory].filter(Boolean).join(" / ") }),
              h("button", { type: "button", class: c.change, text: "Change", on: { click: () => history.back() } }),
            ),
          ),
          design.sections.map((s) =>
            h(
              "section",
              { class: c.section },
              s.heading ? h("h2", { class: c.heading, text: s.heading }) : null,
              s.parts.map(part),
            ),
          ),
          h(
            "section",
            { class: c.section },
            h("h2", { class: c.heading, text: "Review your details" }),
            h(
              "div",
              { class: c.row },
              h(
                "label",
                {},
                h("span", { class: c.caption, text: "Name" }),
                h("input", { class: c.control, value: "Asha Kulkarni", name: "name" }),
              ),
            ),
            h("p", { class: c.small, text: "Your phone number +91 98•••••210 is verified" }),
          ),
          h("section", { class: c.section }, post),
        ),
        h("button", {
          type: "button",
          class: c.back,
          "aria-label": "Back",
          text: "←",
          on: { click: () => history.back() },
        }),
      );
    }

    const routes = K.router(
      {
        [CATEGORY_STEP]: categoryStep,
        [`${CATEGORY_STEP}/`]: categoryStep,
        [DETAILS_STEP]: detailsStep,
        [`${DETAILS_STEP}/`]: detailsStep,
      },
      categoryStep,
    );
    routes.render();
  }

  window.Olx2 = { start };
})();
