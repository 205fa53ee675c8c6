/*
 * The seller's ad management pages of the main replicas (MANAGEMENT.md): OLX's My Ads, MyQuikr's My Ads, Facebook's
 * Your listings. What each page shows is drawn from window.REPLICA_ADS (the ads serve.ts knows, this marketplace's);
 * Renew and Remove go to POST /replica/manage, and the page redraws the ad from the answer, as the live pages do
 * without a reload. The removal dialog asks a reason and has a final button apart, disabled until a reason is picked.
 */
(() => {
  const ads = window.REPLICA_ADS || [];
  const rnd = () => Math.random().toString(36).slice(2, 8);
  const uid = (p = "m") => `${p}-${rnd()}`;

  function h(tag, props, ...children) {
    const el = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "on") for (const [type, fn] of Object.entries(v)) el.addEventListener(type, fn);
      else if (k === "text") el.textContent = v;
      else if (k === "class") el.className = v;
      else el.setAttribute(k, v === true ? "" : v);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      el.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return el;
  }

  /** "28 Nov 2025" (dates as the pages write them). */
  const date = (iso) =>
    new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const rupees = (price) => (price ? `₹ ${Number(price).toLocaleString("en-IN")}` : "");

  /** Renew or remove an ad; resolves with the ad as serve.ts now holds it. */
  async function act(action, ad, reason) {
    const res = await fetch("/replica/manage", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action, adId: ad.id, ...(reason ? { reason } : {}) }),
    });
    if (!res.ok) throw new Error(await res.text());
    const now = await res.json();
    Object.assign(ad, now);
    return ad;
  }

  /** A page-wide status line (role=status), as the live pages' toasts. */
  function announcer(className) {
    const el = h("div", { role: "status", class: className });
    return {
      el,
      say: (text) => {
        el.textContent = text;
      },
    };
  }

  /**
   * A modal dialog. With `reasons`: a radio group (native radios, or role=radio rows when `customRadios`) under
   * `legend`; `confirm` stays disabled until one is picked. Resolves with the picked reason (or true), or null on
   * Cancel / Escape.
   */
  function dialog({ title, text, legend, reasons, confirm, cancel = "Cancel", customRadios, classes = {} }) {
    return new Promise((resolve) => {
      const titleId = uid("title");
      let picked = null;
      const done = (value) => {
        overlay.remove();
        resolve(value);
      };
      const confirmButton = h("button", {
        type: "button",
        class: classes.confirm,
        disabled: reasons ? true : undefined,
        text: confirm,
        on: { click: () => done(picked ?? true) },
      });
      const pick = (reason) => {
        picked = reason;
        confirmButton.disabled = false;
      };
      let group = null;
      if (reasons && customRadios) {
        const legendId = uid("legend");
        const rows = reasons.map((reason) =>
          h("div", {
            role: "radio",
            tabindex: "0",
            "aria-checked": "false",
            class: classes.radio,
            text: reason,
            on: {
              click: (e) => {
                for (const r of rows) r.setAttribute("aria-checked", String(r === e.currentTarget));
                pick(reason);
              },
              keydown: (e) => {
                if (e.key === " " || e.key === "Enter") {
                  e.preventDefault();
                  e.currentTarget.click();
                }
              },
            },
          }),
        );
        group = h(
          "div",
          {},
          h("div", { id: legendId, class: classes.legend, text: legend }),
          h("div", { role: "radiogroup", "aria-labelledby": legendId }, rows),
        );
      } else if (reasons) {
        const name = uid("reason");
        group = h(
          "fieldset",
          { class: classes.fieldset },
          h("legend", { class: classes.legend, text: legend }),
          reasons.map((reason) =>
            h(
              "label",
              { class: classes.radio },
              h("input", { type: "radio", name, value: reason, on: { change: () => pick(reason) } }),
              ` ${reason}`,
            ),
          ),
        );
      }
      const box = h(
        "div",
        { role: "dialog", "aria-modal": "true", "aria-labelledby": titleId, class: classes.dialog },
        h("h2", { id: titleId, class: classes.title, text: title }),
        text ? h("p", { text }) : null,
        group,
        h(
          "div",
          { class: classes.buttons },
          h("button", { type: "button", class: classes.cancel, text: cancel, on: { click: () => done(null) } }),
          confirmButton,
        ),
      );
      const overlay = h(
        "div",
        {
          class: classes.overlay,
          on: {
            keydown: (e) => {
              if (e.key === "Escape") done(null);
            },
          },
        },
        box,
      );
      document.body.append(overlay);
      (box.querySelector("input, [role=radio]") || confirmButton).focus();
    });
  }

  window.ReplicaManage = { ads, h, uid, date, rupees, act, announcer, dialog };
})();
