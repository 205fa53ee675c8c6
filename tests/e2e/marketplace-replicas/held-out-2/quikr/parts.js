/*
 * Quikr's post-ad page ("PAP", https://www.quikr.com/post-classifieds-ads/) as one page (SOURCE.md): a nested menu
 * of categories (each opens a flyout of its sub categories), then, once a sub category is picked, the ad's form under
 * it; "Post Ad" publishes and loads the new ad's page on the city's host. `start(design)` lays the parts out; the
 * held-out-2 page and its redesign are two designs of the same parts.
 */
(() => {
  const O = window.HeldOut;
  const K = window.HeldOutKit;
  const P = window.HeldOutPlaces;
  const { h, uid, state } = O;
  const categories = window.Quikr2Categories;

  const BRANDS = [
    "Akai",
    "BPL",
    "Croma",
    "Haier",
    "Hitachi",
    "Intex",
    "Kevin",
    "LG",
    "Lloyd",
    "Micromax",
    "Mi",
    "Onida",
    "Panasonic",
    "Philips",
    "Samsung",
    "Sansui",
    "Sharp",
    "Sony",
    "TCL",
    "Toshiba",
    "Videocon",
    "Vu",
    "Other",
  ];
  const POPULAR = ["Mumbai", "Delhi", "Bengaluru", "Chennai", "Hyderabad", "Kolkata", "Pune", "Ahmedabad"];
  const MAX_PHOTOS = 8;
  /** What a picked city changes (the locality box). */
  const cityPicked = [];

  const c = O.styles({
    body: "body{font:13px/1.45 Arial,Helvetica,sans-serif;color:#333;margin:0;background:#f5f5f5}",
    bar: "background:#008bcf;color:#fff;padding:10px 24px;font-size:22px;font-weight:700",
    wrap: "max-width:820px;margin:16px auto 40px;background:#fff;border:1px solid #ddd",
    h1: "font-size:20px;margin:0;padding:16px 24px;border-bottom:1px solid #eee",
    section: "padding:16px 24px;border-bottom:1px solid #eee",
    heading: "font-size:15px;font-weight:700;margin:0 0 12px",
    menus: "display:flex;gap:0;min-height:300px",
    menu: "list-style:none;margin:0;padding:0;width:260px;border:1px solid #ddd",
    item: "display:flex;justify-content:space-between;padding:9px 12px;cursor:pointer;border-bottom:1px solid #f0f0f0",
    itemOn: "background:#e8f4fb;color:#008bcf;font-weight:700",
    flyout: "list-style:none;margin:0;padding:0;width:300px;border:1px solid #ddd;border-left:0;background:#fafcfd",
    summary: "display:flex;gap:12px;align-items:baseline;background:#f3f9fc;padding:10px 12px",
    link: "color:#008bcf;cursor:pointer;text-decoration:underline",
    row: "display:grid;grid-template-columns:170px 1fr;gap:12px;align-items:start;margin:0 0 16px",
    caption: "font-weight:700;padding-top:7px",
    req: "color:#e4002b;margin-left:2px",
    field: "max-width:440px",
    control: "width:100%;box-sizing:border-box;padding:7px 9px;border:1px solid #bbb;border-radius:2px;font:inherit",
    area: "width:100%;box-sizing:border-box;padding:7px 9px;border:1px solid #bbb;border-radius:2px;font:inherit;min-height:110px",
    inline: "display:flex;gap:16px;align-items:center;padding-top:6px",
    hint: "font-size:11px;color:#888;margin-top:3px",
    drop: "position:relative",
    dropHead:
      "display:flex;justify-content:space-between;padding:7px 9px;border:1px solid #bbb;border-radius:2px;background:#fff;cursor:pointer",
    dropBody:
      "position:absolute;z-index:4;left:0;right:0;top:100%;background:#fff;border:1px solid #bbb;box-shadow:0 2px 6px rgba(0,0,0,.15);padding:8px",
    radios: "display:grid;grid-template-columns:repeat(3,1fr);gap:4px;max-height:200px;overflow:auto;margin-top:6px",
    cityLinks: "display:grid;grid-template-columns:repeat(2,1fr);gap:4px;margin-top:6px",
    suggest:
      "position:absolute;z-index:4;left:0;right:0;top:100%;background:#fff;border:1px solid #bbb;max-height:200px;overflow:auto",
    sug: "display:block;padding:6px 9px;cursor:pointer",
    sugOn: "background:#e8f4fb",
    rupee: "display:flex;align-items:center;gap:6px",
    zone: "border:2px dashed #bbb;padding:14px;text-align:center;background:#fafafa",
    addBtn:
      "background:#fff;border:1px solid #008bcf;color:#008bcf;padding:7px 16px;border-radius:2px;cursor:pointer;font:inherit;font-weight:700",
    grid: "list-style:none;margin:10px 0 0;padding:0;display:flex;gap:8px;flex-wrap:wrap;justify-content:center",
    thumb: "position:relative;width:72px;height:72px;border:1px solid #ddd",
    img: "width:100%;height:100%;object-fit:cover",
    remove:
      "position:absolute;top:1px;right:1px;border:0;background:#333;color:#fff;width:18px;height:18px;cursor:pointer",
    hidden: "position:absolute;width:1px;height:1px;overflow:hidden;opacity:0",
    collapseHead:
      "display:flex;justify-content:space-between;align-items:center;padding:10px 12px;background:#f7f7f7;border:1px solid #e3e3e3;cursor:pointer;margin-bottom:12px",
    collapseSub: "display:block;font-size:11px;color:#888",
    collapseBody: "padding-left:4px",
    fieldset: "border:1px solid #e3e3e3;padding:12px;margin:0 0 16px",
    legend: "font-weight:700;padding:0 6px",
    post: "background:#ff6c00;color:#fff;border:0;padding:11px 38px;font-size:15px;font-weight:700;border-radius:2px;cursor:pointer",
  });

  const required = (text) => [text, h("span", { class: c.req, text: "*" })];
  /** A click elsewhere closes an open dropdown, as real ones do. */
  const closesOutside = (wrap, close) =>
    document.addEventListener("mousedown", (e) => {
      if (!wrap.contains(e.target)) close();
    });
  /** One row: its caption (a <label for> when `forId`, else a tied-to-nothing div or the given element) and field. */
  const row = (captionEl, ...field) => h("div", { class: c.row }, captionEl, h("div", { class: c.field }, ...field));

  const PARTS = {
    // "I want to": Sell (checked) or Buy; nothing SnapList fills.
    adType: () =>
      row(
        h("div", { class: c.caption, text: "I want to" }),
        h(
          "div",
          { class: c.inline },
          ["Sell", "Buy"].map((t, i) =>
            h("label", {}, h("input", { type: "radio", name: "Ad_Type", value: t, checked: i === 0 }), ` ${t}`),
          ),
        ),
      ),
    // <label for>, and a placeholder with an example.
    title: (L) => {
      const id = uid("f");
      const input = O.controlled(
        h("input", {
          id,
          type: "text",
          name: "title",
          class: c.control,
          maxLength: 80,
          placeholder: "e.g. Sony Bravia 55 inch, 2 years old",
        }),
        "title",
      ).el;
      return row(
        h("label", { for: id, class: c.caption }, ...required(L.title)),
        input,
        h("div", { class: c.hint, text: "Min 10 characters" }),
      );
    },
    // Native radios in a role=radiogroup named through aria-labelledby by a span holding the word and an asterisk
    // element.
    condition: (L) => {
      O.fields("condition");
      const id = uid("l");
      return row(
        h("span", { id, class: c.caption }, ...required(L.condition)),
        h(
          "div",
          { role: "radiogroup", "aria-labelledby": id, "aria-required": "true", class: c.inline },
          ["New", "Used"].map((t) =>
            h(
              "label",
              {},
              h("input", { type: "radio", name: "Condition", value: t, on: { change: () => (state.condition = t) } }),
              ` ${t}`,
            ),
          ),
        ),
      );
    },
    // A dropdown of its own: a role=button reading "Select Brand name" opens a panel with a search box and radios.
    brand: (L) => {
      O.fields("brand");
      const shown = h("span", { text: "Select Brand name" });
      const search = h("input", {
        type: "text",
        name: "Brand_name_searchBox",
        class: c.control,
        placeholder: "Search Brand name",
      });
      const radios = h("div", { class: c.radios });
      const body = h("div", { class: c.dropBody, hidden: true }, search, radios);
      const head = h(
        "div",
        { role: "button", tabindex: "0", class: c.dropHead, "aria-expanded": "false" },
        shown,
        h("span", { "aria-hidden": "true", text: "▾" }),
      );
      const toggle = (open = body.hidden) => {
        body.hidden = !open;
        head.setAttribute("aria-expanded", String(open));
        if (open) search.focus();
      };
      const draw = () => {
        const q = search.value.trim().toLowerCase();
        radios.replaceChildren(
          ...BRANDS.filter((b) => b.toLowerCase().includes(q)).map((b) =>
            h(
              "label",
              {},
              h("input", {
                type: "radio",
                name: "Brand_name",
                value: b,
                checked: state.brand === b,
                on: {
                  change: () => {
                    state.brand = b;
                    shown.textContent = b;
                    toggle(false);
                  },
                },
              }),
              ` ${b}`,
            ),
          ),
        );
      };
      head.addEventListener("click", () => toggle());
      head.addEventListener("keydown", (e) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          toggle();
        }
      });
      search.addEventListener("input", draw);
      draw();
      const wrap = h("div", { class: c.drop }, head, body);
      closesOutside(wrap, () => toggle(false));
      return row(h("div", { class: c.caption }, ...required(L.brand)), wrap);
    },
    // aria-labelledby its caption; a "Negotiable" box beside it.
    price: (L) => {
      const id = uid("l");
      const input = O.controlled(
        h("input", { type: "text", inputMode: "numeric", name: "Price", class: c.control, "aria-labelledby": id }),
        "price",
      ).el;
      return row(
        h("span", { id, class: c.caption }, L.price),
        h(
          "div",
          { class: c.rupee },
          h("span", { "aria-hidden": "true", text: "₹" }),
          input,
          h("label", {}, h("input", { type: "checkbox", name: "negotiable" }), " Negotiable"),
        ),
      );
    },
    // <label for>, a neutral placeholder.
    description: (L) => {
      const id = uid("f");
      const area = O.controlled(
        h("textarea", { id, name: "description1", class: c.area, placeholder: "Minimum 30 characters" }),
        "description",
      ).el;
      return row(h("label", { for: id, class: c.caption }, ...required(L.description)), area);
    },
    // A placeholder, nothing else.
    model: (L) =>
      row(
        h("div", { class: c.caption }),
        O.controlled(
          h("input", { type: "text", name: "Model_newpap", class: c.control, placeholder: L.model }),
          "model",
        ).el,
      ),
    // Screen size and year of purchase: nothing SnapList fills.
    extras: () =>
      h(
        "div",
        {},
        row(
          h("div", { class: c.caption, text: "Screen size" }),
          h(
            "div",
            { class: c.inline },
            ["Below 32 inch", "32 - 42 inch", "43 - 55 inch", "Above 55 inch"].map((t) =>
              h("label", {}, h("input", { type: "radio", name: "Screen_size" }), ` ${t}`),
            ),
          ),
        ),
        row(
          h("div", { class: c.caption, text: "Year of Purchase" }),
          h(
            "select",
            { name: "Year_of_Purchase", class: c.control },
            ["Select", "2025", "2024", "2023", "2022", "2021", "Older"].map((y) => h("option", { text: y })),
          ),
        ),
      ),
    // A button opens the file chooser; the input is emptied once read; thumbnails and a count show the photos.
    photos: (L) => {
      const add = h("button", { type: "button", class: c.addBtn, text: L.photosButton });
      const { holder } = K.photoInput({ opener: add, max: MAX_PHOTOS, c });
      const grid = h("ul", { class: c.grid });
      const count = h("div", { class: c.hint, text: `0/${MAX_PHOTOS} photos` });
      O.onPhotos((files) => {
        O.thumbnails(grid, { itemClass: c.thumb, imgClass: c.img, removeClass: c.remove });
        count.textContent = `${files.length}/${MAX_PHOTOS} photos`;
      });
      return row(h("div", { class: c.caption, text: L.photos }), h("div", { class: c.zone }, add, holder, grid, count));
    },
    // A button reading "Select City" (named by its caption and its own text) opens a panel: popular cities, and a
    // box whose typed text shows matching cities (after 300 ms) as links; only a clicked link picks the city.
    city: (L) => {
      O.fields("city");
      const captionId = uid("l");
      const valueId = uid("v");
      const shown = h("span", { id: valueId, text: "Select City" });
      const links = h("div", { class: c.cityLinks });
      const panel = h("div", { class: c.dropBody, hidden: true });
      const head = h(
        "button",
        { type: "button", class: c.dropHead, "aria-expanded": "false", "aria-labelledby": `${captionId} ${valueId}` },
        shown,
        h("span", { "aria-hidden": "true", text: "▾" }),
      );
      const toggle = (open = panel.hidden) => {
        panel.hidden = !open;
        head.setAttribute("aria-expanded", String(open));
        if (open) search.focus();
      };
      const show = (names, title) =>
        links.replaceChildren(
          h("div", { class: c.hint, text: title }),
          h("span", {}),
          ...names.map((name) =>
            h("a", {
              href: "#",
              class: c.link,
              text: name,
              on: {
                click: (e) => {
                  e.preventDefault();
                  state.city = name;
                  shown.textContent = name;
                  toggle(false);
                  for (const fn of cityPicked) fn(name);
                },
              },
            }),
          ),
        );
      let timer = () => {};
      const search = O.controlled(
        h("input", { type: "text", class: c.control, placeholder: "Enter your city", "aria-label": "Enter your city" }),
        "_cityQuery",
        (typed) => {
          timer();
          timer = K.later(300, () =>
            typed.trim() ? show(O.matching(P.cityNames, typed), "Matching cities") : show(POPULAR, "Popular cities"),
          );
        },
      ).el;
      panel.append(search, links);
      show(POPULAR, "Popular cities");
      head.addEventListener("click", () => toggle());
      const wrap = h("div", { class: c.drop }, head, panel);
      closesOutside(wrap, () => toggle(false));
      return row(h("span", { id: captionId, class: c.caption }, ...required(L.city)), wrap);
    },
    // <label for>; disabled until a city is picked; focusing it lists the city's localities (role=option spans
    // carrying locname), typing narrows them; only a picked one counts, typing again clears it.
    locality: (L) => {
      O.fields("locality");
      const id = uid("f");
      const list = h("div", { role: "listbox", class: c.suggest, hidden: true, id: uid("lb") });
      const box = O.controlled(
        h("input", {
          id,
          type: "text",
          name: "singleSelLoc",
          class: c.control,
          placeholder: L.localityPlaceholder || "Select your locality",
          disabled: true,
          autocomplete: "off",
          "aria-controls": list.id,
        }),
        "_localityQuery",
        (typed) => {
          state.locality = "";
          draw(typed);
        },
      );
      const draw = (typed) => {
        const all = P.localitiesOfCity(state.city);
        const items = typed.trim() ? O.matching(all, typed, 20) : all;
        list.replaceChildren(
          ...items.map((name) =>
            h("span", {
              role: "option",
              class: c.sug,
              locname: name,
              "aria-selected": String(state.locality === name),
              text: name,
              on: {
                mousedown: (e) => {
                  e.preventDefault();
                  state.locality = name;
                  box.set(name);
                  list.hidden = true;
                },
              },
            }),
          ),
        );
        list.hidden = items.length === 0;
      };
      box.el.addEventListener("focus", () => draw(box.el.value === state.locality ? "" : box.el.value));
      box.el.addEventListener("blur", () => setTimeout(() => (list.hidden = true), 150));
      cityPicked.push(() => {
        state.locality = "";
        box.set("");
        box.el.disabled = false;
      });
      return row(
        h("label", { for: id, class: c.caption }, ...required(L.locality)),
        h("div", { class: c.drop }, box.el, list),
      );
    },
    // Email and the verified mobile number: nothing SnapList fills.
    contact: () =>
      h(
        "div",
        {},
        row(
          h("div", { class: c.caption, text: "Email" }),
          h("input", { type: "email", name: "emailid", class: c.control, value: "asha.k@example.in" }),
        ),
        row(
          h("div", { class: c.caption, text: "Mobile" }),
          h("input", { type: "tel", name: "mobile", class: c.control, value: "+91 98•••••210", readOnly: true }),
        ),
        row(
          h("div", { class: c.caption, text: "Pincode" }),
          h("input", { type: "text", name: "pincode", class: c.control, inputMode: "numeric" }),
        ),
      ),
  };

  /**
   * The categories: a role=menu of the top level, each item opening (click, hover, or ArrowRight) a flyout role=menu
   * of its sub categories (each item carrying a title); Enter or a click picks a sub category.
   */
  function categoryMenu(design, onPicked) {
    let openAt = -1;
    const flyout = h("ul", { role: "menu", class: c.flyout, hidden: true });
    const items = categories.map((cat, i) =>
      h(
        "li",
        {
          role: "menuitem",
          tabindex: i === 0 ? "0" : "-1",
          class: c.item,
          "aria-haspopup": "menu",
          "aria-expanded": "false",
          on: { click: () => open(i, false), mouseenter: () => open(i, false) },
        },
        h("span", { text: cat.name }),
        h("span", { "aria-hidden": "true", text: "›" }),
      ),
    );
    function open(i, focusFirst) {
      openAt = i;
      items.forEach((el, j) => {
        el.setAttribute("aria-expanded", String(i === j));
        el.className = `${c.item}${i === j ? ` ${c.itemOn}` : ""}`;
      });
      const subs = categories[i].subs.map((name, j) =>
        h("li", {
          role: "menuitem",
          tabindex: j === 0 ? "0" : "-1",
          title: name,
          class: c.item,
          text: name,
          on: { click: () => onPicked(categories[i].name, name) },
        }),
      );
      flyout.replaceChildren(...subs);
      flyout.setAttribute("aria-label", categories[i].name);
      flyout.hidden = false;
      if (focusFirst) subs[0].focus();
    }
    const move = (list, e) => {
      const at = list.indexOf(document.activeElement);
      const next = (at + (e.key === "ArrowDown" ? 1 : -1) + list.length) % list.length;
      list.forEach((el, j) => {
        el.tabIndex = j === next ? 0 : -1;
      });
      list[next].focus();
    };
    const top = h("ul", { role: "menu", class: c.menu, "aria-label": design.menuLabel }, items);
    top.addEventListener("keydown", (e) => {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        move(items, e);
      } else if (e.key === "ArrowRight" || e.key === "Enter") {
        e.preventDefault();
        open(items.indexOf(document.activeElement), true);
      }
    });
    flyout.addEventListener("keydown", (e) => {
      const subs = Array.from(flyout.children);
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        move(subs, e);
      } else if (e.key === "ArrowLeft" || e.key === "Escape") {
        e.preventDefault();
        items[openAt].focus();
      } else if (e.key === "Enter") {
        e.preventDefault();
        document.activeElement.click();
      }
    });
    return h("div", { class: c.menus }, top, flyout);
  }

  const cityHost = (city) => (city === "Bengaluru" ? "bangalore" : city.toLowerCase().replace(/[^a-z]/g, "")) || "www";

  /**
   * Lays the design out: `design.category` ({ heading, menuLabel, summary }), `design.layout` (the form's items in
   * order: a part's name, { more: { title, subtitle, parts } } for a collapsed section, { group: legend, parts } for a
   * fieldset) and `design.labels` (every part's words).
   */
  function start(design) {
    const L = design.labels;
    O.fields("category", "subcategory");
    const built = {};
    const part = (name) => (built[name] = built[name] || PARTS[name](L));
    const item = (it) =>
      typeof it === "string"
        ? part(it)
        : it.more
          ? K.collapsible({
              title: it.more.title,
              subtitle: it.more.subtitle,
              c,
              build: () => h("div", {}, it.more.parts.map(part)),
            }).el
          : h("fieldset", { class: c.fieldset }, h("legend", { class: c.legend, text: it.group }), it.parts.map(part));
    const categorySection = h("section", { class: c.section });
    const form = h("div", {});
    function pickCategory() {
      categorySection.replaceChildren(
        h("h2", { class: c.heading, text: design.category.heading }),
        categoryMenu(design.category, (category, subcategory) => {
          state.category = category;
          state.subcategory = subcategory;
          showForm();
        }),
      );
      form.replaceChildren();
    }
    function showForm() {
      categorySection.replaceChildren(
        h("h2", { class: c.heading, text: design.category.summary }),
        h(
          "div",
          { class: c.summary },
          h("span", { text: `${state.category} » ${state.subcategory}` }),
          h("a", {
            href: "#",
            class: c.link,
            text: "Change",
            on: {
              click: (e) => {
                e.preventDefault();
                pickCategory();
              },
            },
          }),
        ),
      );
      form.replaceChildren(
        h("section", { class: c.section }, design.layout.map(item)),
        h(
          "section",
          { class: c.section },
          h("button", {
            type: "button",
            class: c.post,
            text: "Post Ad",
            on: {
              click: () =>
                O.publish(
                  `https://${cityHost(state.city)}.quikr.com/${O.slug(state.title)}-W0QQAdIdZ${O.digits(300000000, 9999999)}`,
                ),
            },
          }),
        ),
      );
    }
    document
      .getElementById("root")
      .replaceChildren(
        h("header", { class: c.bar, text: "Quikr" }),
        h("main", { class: c.wrap }, h("h1", { class: c.h1, text: "Post Free Ad" }), categorySection, form),
      );
    pickCategory();
  }

  window.Quikr2 = { start };
})();
