/*
 * The second held-out set's widgets (README.md beside this folder), on top of the first set's runtime
 * (../../held-out/shared/held-out.js: state, controlled inputs, typeaheads, photos, publish), which every page of
 * this set and of its redesign loads first. Each widget keeps its value in HeldOut.state under a canonical field name;
 * none is read back from the DOM.
 *
 * - picker: a custom single choice (a trigger with role=combobox, or a button, opening a role=listbox of role=option),
 *   optionally with a filter box in the popup; options may arrive later (a round trip) and the trigger may be disabled;
 * - drillDown: a listbox whose parent options open their children in place (with a Back option), only a leaf picks;
 * - choiceButtons: a row of buttons of which one is picked (aria-pressed, or role=radio with aria-checked);
 * - photoInput: a hidden file input opened by another control; once read it is emptied or replaced by a fresh one;
 * - collapsible: a section whose content is not in the page until it is opened;
 * - router: an in-page route change (history.pushState), as a single-page app moves between steps.
 */
(() => {
  const O = window.HeldOut;
  const { h, uid, state } = O;

  /** Runs fn after ms (a server round trip); returns a cancel. */
  function later(ms, fn) {
    const timer = setTimeout(fn, ms);
    return () => clearTimeout(timer);
  }

  /** Closes every open popup but the one given (a click elsewhere closes popups, as real menus do). */
  const openPopups = new Set();
  document.addEventListener("mousedown", (e) => {
    for (const p of [...openPopups]) if (!p.wrap.contains(e.target)) p.close();
  });

  /**
   * A custom single-choice picker. `field` is the state key it sets (the picked option's text). `options` is a list or
   * a function returning one. `labelling` is spread onto the trigger (aria-labelledby, aria-label, id for a
   * <label for>...). `filter`: { placeholder, label } adds a text box on top of the list that narrows it. `caption`:
   * an element drawn inside the trigger before its value (a caption the trigger is named by).
   * Returns { wrap, trigger, setOptions(list), setDisabled(bool), clear() }.
   */
  function picker({ field, options, placeholder = "Select", tag = "div", labelling = {}, filter, caption, c, onPick }) {
    O.fields(field);
    let list = typeof options === "function" ? options() : options || [];
    let disabled = false;
    let active = -1;
    const listId = uid("lb");
    const shown = h("span", { class: c.pickText, text: state[field] || placeholder });
    const trigger = h(
      tag,
      {
        class: c.trigger,
        ...(tag === "button" ? { type: "button" } : { tabindex: "0" }),
        role: tag === "button" ? null : "combobox",
        "aria-haspopup": "listbox",
        "aria-expanded": "false",
        "aria-controls": listId,
        ...labelling,
      },
      caption,
      shown,
      h("span", { "aria-hidden": "true", class: c.caret, text: "▾" }),
    );
    const listbox = h("ul", { id: listId, role: "listbox", class: c.listbox });
    const search = filter
      ? h("input", { type: "text", class: c.search, placeholder: filter.placeholder, "aria-label": filter.label })
      : null;
    const popup = h("div", { class: c.popup, hidden: true }, search, listbox);
    const wrap = h("div", { class: c.pick }, trigger, popup);
    const self = { wrap, close };

    const visible = () => {
      const q = search?.value.trim().toLowerCase() ?? "";
      return q ? list.filter((t) => t.toLowerCase().includes(q)) : list;
    };
    function draw() {
      const items = visible();
      if (active >= items.length) active = items.length - 1;
      listbox.replaceChildren(
        ...items.map((text, i) =>
          h("li", {
            role: "option",
            id: `${listId}-${i}`,
            class: `${c.option}${i === active ? ` ${c.active}` : ""}`,
            "aria-selected": String(text === state[field]),
            text,
            on: {
              mousedown: (e) => e.preventDefault(),
              click: () => pick(text),
            },
          }),
        ),
      );
      if (active >= 0) trigger.setAttribute("aria-activedescendant", `${listId}-${active}`);
      else trigger.removeAttribute("aria-activedescendant");
    }
    function open() {
      if (disabled || !popup.hidden) return;
      popup.hidden = false;
      trigger.setAttribute("aria-expanded", "true");
      openPopups.add(self);
      active = -1;
      if (search) search.value = "";
      draw();
      search?.focus();
    }
    function close() {
      if (popup.hidden) return;
      popup.hidden = true;
      trigger.setAttribute("aria-expanded", "false");
      trigger.removeAttribute("aria-activedescendant");
      openPopups.delete(self);
    }
    function pick(text) {
      state[field] = text;
      shown.textContent = text;
      close();
      trigger.focus();
      onPick?.(text);
    }
    const keys = (e) => {
      const items = visible();
      if (popup.hidden) {
        if (["Enter", " ", "ArrowDown"].includes(e.key) && e.target === trigger) {
          e.preventDefault();
          open();
        }
        return;
      }
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        if (items.length === 0) return;
        active = (active + (e.key === "ArrowDown" ? 1 : -1) + items.length) % items.length;
        draw();
      } else if (e.key === "Enter" && active >= 0) {
        e.preventDefault();
        pick(items[active]);
      } else if (e.key === "Escape") {
        close();
        trigger.focus();
      }
    };
    trigger.addEventListener("click", () => (popup.hidden ? open() : close()));
    trigger.addEventListener("keydown", keys);
    search?.addEventListener("keydown", keys);
    search?.addEventListener("input", () => {
      active = -1;
      draw();
    });
    return {
      wrap,
      trigger,
      setOptions(next) {
        list = next;
        if (!popup.hidden) draw();
      },
      setDisabled(on) {
        disabled = on;
        trigger.setAttribute("aria-disabled", String(on));
        if (tag === "button") trigger.disabled = on;
        if (on) close();
      },
      clear() {
        state[field] = "";
        shown.textContent = placeholder;
      },
    };
  }

  /**
   * A listbox in which a parent option (text then "›") shows its children in place of the list, with a "Back" option
   * first; only a leaf is a choice. `tree` is [{ name, children?: tree }]. The picked leaf's path is passed to onPick.
   * Returns { el, reset() }.
   */
  function drillDown({ tree, c, labelling = {}, onPick }) {
    let trail = [];
    const el = h("ul", { role: "listbox", class: c.listbox, ...labelling });
    const level = () => trail.reduce((nodes, name) => nodes.find((n) => n.name === name).children, tree);
    function draw() {
      const rows = level().map((node) =>
        h(
          "li",
          {
            role: "option",
            class: c.option,
            "aria-selected": "false",
            "aria-haspopup": node.children ? "listbox" : null,
            on: {
              mousedown: (e) => e.preventDefault(),
              click: () => {
                if (node.children) {
                  trail = [...trail, node.name];
                  draw();
                } else onPick([...trail, node.name]);
              },
            },
          },
          h("span", { text: node.name }),
          node.children ? h("span", { "aria-hidden": "true", class: c.chevron, text: "›" }) : null,
        ),
      );
      const back = trail.length
        ? h("li", {
            role: "option",
            class: c.back,
            "aria-selected": "false",
            text: "‹ Back",
            on: {
              mousedown: (e) => e.preventDefault(),
              click: () => {
                trail = trail.slice(0, -1);
                draw();
              },
            },
          })
        : null;
      el.replaceChildren(...[back, ...rows].filter(Boolean));
    }
    draw();
    return {
      el,
      reset() {
        trail = [];
        draw();
      },
    };
  }

  /**
   * A row of buttons, one picked at a time: `kind` "pressed" (aria-pressed, as toggle buttons) or "radio" (role=radio
   * with aria-checked, arrow keys move). `field` receives the picked text. Returns { el, buttons }.
   */
  function choiceButtons({ field, options, kind = "pressed", c, attrs = {}, onPick, dataAut }) {
    O.fields(field);
    const buttons = options.map((text, i) =>
      h("button", {
        type: "button",
        class: c.choice,
        role: kind === "radio" ? "radio" : null,
        "aria-checked": kind === "radio" ? "false" : null,
        "aria-pressed": kind === "pressed" ? "false" : null,
        tabindex: kind === "radio" ? (i === 0 ? "0" : "-1") : null,
        "data-aut-id": dataAut ? `${dataAut}${i}` : null,
        text,
        on: { click: () => pick(i) },
      }),
    );
    function pick(i) {
      state[field] = options[i];
      buttons.forEach((b, j) => {
        b.classList.toggle(c.choiceOn, i === j);
        if (kind === "radio") {
          b.setAttribute("aria-checked", String(i === j));
          b.tabIndex = i === j ? 0 : -1;
        } else b.setAttribute("aria-pressed", String(i === j));
      });
      onPick?.(options[i]);
    }
    const el = h("div", { class: c.choices, role: kind === "radio" ? "radiogroup" : null, ...attrs }, buttons);
    if (kind === "radio")
      el.addEventListener("keydown", (e) => {
        const at = buttons.indexOf(document.activeElement);
        if (at < 0 || !["ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"].includes(e.key)) return;
        e.preventDefault();
        const next =
          (at + (e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : -1) + buttons.length) % buttons.length;
        buttons[next].focus();
        pick(next);
      });
    return { el, buttons };
  }

  /**
   * A hidden file input opened by `opener` (a click on it opens the file chooser). Once the page has read the files
   * it empties the input (`after: "empty"`) or swaps in a fresh input with a new id (`after: "replace"`, as React does
   * when it re-keys one): either way the input never holds the photos; thumbnails show them. Returns { holder }: the
   * element the input lives in (put it in the page).
   */
  function photoInput({ opener, accept = "image/*", max, c, after = "empty" }) {
    const holder = h("span", { class: c.hidden, hidden: true });
    let input = null;
    function fresh() {
      input = h("input", {
        type: "file",
        accept,
        multiple: true,
        id: uid("file"),
        tabindex: "-1",
        on: {
          change: () => {
            O.addPhotos(input.files, max);
            if (after === "replace") fresh();
            else input.value = "";
          },
        },
      });
      holder.replaceChildren(input);
    }
    fresh();
    opener.addEventListener("click", (e) => {
      e.preventDefault();
      input.click();
    });
    opener.addEventListener("keydown", (e) => {
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        input.click();
      }
    });
    return { holder };
  }

  /**
   * A collapsed section: a role=button with aria-expanded; its content is built and put in the page only once it is
   * opened (and taken out again when it is closed; the values stay in state). Returns { el }.
   */
  function collapsible({ title, subtitle, build, c }) {
    const body = h("div", { class: c.collapseBody });
    let built = null;
    const head = h(
      "div",
      {
        role: "button",
        tabindex: "0",
        class: c.collapseHead,
        "aria-expanded": "false",
        on: {
          click: () => toggle(),
          keydown: (e) => {
            if (e.key === "Enter" || e.key === " ") {
              e.preventDefault();
              toggle();
            }
          },
        },
      },
      h(
        "span",
        {},
        h("strong", { text: title }),
        subtitle ? h("span", { class: c.collapseSub, text: subtitle }) : null,
      ),
      h("span", { "aria-hidden": "true", text: "⌄" }),
    );
    function toggle() {
      const opening = head.getAttribute("aria-expanded") !== "true";
      head.setAttribute("aria-expanded", String(opening));
      if (opening) {
        built = built || build();
        body.replaceChildren(built);
      } else body.replaceChildren();
    }
    return { el: h("div", {}, head, body) };
  }

  /**
   * An in-page router: `routes` maps a path to a render function; go(path) moves with history.pushState (no page
   * load), and the browser's back button (popstate) renders the path it returns to.
   */
  function router(routes, fallback) {
    const render = () => (routes[location.pathname] || fallback)();
    window.addEventListener("popstate", render);
    return {
      render,
      go(path) {
        history.pushState({}, "", path);
        render();
        window.scrollTo(0, 0);
      },
    };
  }

  /** A caption whose required mark is an element of its own: <span id>Word<span>*</span></span>. */
  function requiredCaption(text, c, id = uid("l")) {
    return h("span", { id, class: c.caption }, text, h("span", { class: c.req, text: "*" }));
  }

  window.HeldOutKit = { later, picker, drillDown, choiceButtons, photoInput, collapsible, router, requiredCaption };
})();
