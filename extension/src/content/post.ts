import { FIELD_LABELS, type FieldName } from "../../../src/contract/field-maps.ts";
import { optionKey } from "../../../src/contract/form-text.ts";
import { CLAIM_RENEW_MS, sellerTermsLine } from "../../../src/contract/posting-desk.ts";
import { findTile, levelWanted } from "../match/category.ts";
import { type Control, choiceTexts } from "../match/controls.ts";
import { press } from "../match/dom.ts";
import { fingerprintOf } from "../match/fingerprint.ts";
import { missingHere } from "../match/missing.ts";
import { fillPage, type PageInput } from "../match/page.ts";
import { setText } from "../match/set.ts";
import { controlAt, locatorFor, optionTextAt } from "../match/teach.ts";
import { type FieldResult, isFilled } from "../match/types.ts";
import { expected, valueFor, wantedFields } from "../match/wanted.ts";
import {
  type PageAnswer,
  type PhotoData,
  type PhotosAnswer,
  type Progress,
  type SimpleAnswer,
  send,
  type TeachAnswer,
} from "../messages.ts";
import { nextClick } from "./capture.ts";
import type { Panel } from "./panel.ts";

/**
 * A posting on the marketplace's form, page after page (issue 40 items 1 and 2): each page fills what it holds,
 * keeps its progress with the background, lists its own fields, and goes on with Next once its step is complete.
 * It never presses Publish. A page changed in place (the admin's own Next, a form that renders late) is filled as
 * it changes.
 */

type PostAnswer = Extract<PageAnswer, { mode: "post" }>;

function toFile(p: PhotoData): File {
  const bin = atob(p.base64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], p.name, { type: p.type });
}

const CHOICE_FIELDS: ReadonlySet<FieldName> = new Set(["category", "condition", "state", "city", "locality"]);

export async function runPost(panel: Panel, answer: PostAnswer) {
  const doc = document;
  const { posting } = answer;
  let map = answer.map;
  const progress: Progress = answer.progress;
  const wanted = wantedFields(posting);
  const opened = new Set<Element>();
  const controls = new Map<FieldName, Control>();
  const save = () => send<SimpleAnswer>({ type: "progress", progress });
  let final = false;

  const record = (r: FieldResult) => {
    progress.results[r.field] = { ...r, step: progress.step };
  };
  /** Still to fill: never tried, or not found on an earlier page that might have held it. Nothing is filled twice. */
  const open = (f: FieldName) => !progress.results[f] || Boolean(progress.results[f]?.notHere);
  const filledNow = () => new Set(wanted.filter((f) => isFilled(progress.results[f] ?? { state: "missed" })));
  const resultsOf = (step: number) =>
    wanted.flatMap((f) => (progress.results[f]?.step === step ? [progress.results[f] as FieldResult] : []));

  /** Reports each field's outcome once: filled ones as they are filled, the missed ones on the last step. */
  async function report(fields: FieldName[]) {
    const out = fields
      .filter(
        (f) => !progress.reported.includes(f) && progress.results[f] && progress.results[f]?.state !== "unconfirmed",
      )
      .map((f) => {
        const r = progress.results[f] as FieldResult;
        const outcome = r.state === "missed" ? ("missed" as const) : (r.state as "filled" | "healed" | "taught");
        return { field: f, outcome, ...(r.fingerprint && outcome !== "missed" ? { fingerprint: r.fingerprint } : {}) };
      });
    if (!out.length) return;
    progress.reported.push(...out.map((o) => o.field));
    await send({ type: "report", fields: out });
  }

  function draw() {
    const here = resultsOf(progress.step);
    const earlier = wanted.filter((f) => {
      const r = progress.results[f];
      return r && r.step < progress.step && isFilled(r);
    });
    const later = final
      ? []
      : wanted.filter((f) => open(f) && !here.some((r) => r.field === f) && expected(map.map, f, new Set()));
    panel.showStep({
      step: progress.step,
      results: here,
      earlier,
      later,
      onTeach: (f) => void teach(f),
      onDownloadPhotos: async () => {
        const r = await send<SimpleAnswer>({ type: "download-photos" });
        return r.ok ? "Downloaded: drag them in, in order" : r.message;
      },
    });
    panel.setActions([panel.button("Teach another field", "Teach another field", () => teachAnother())]);
    const missing = here.filter((r) => !isFilled(r)).length;
    if (final && missing === 0) panel.say("Everything is filled. Check the form, then press Publish yourself.", "done");
    else if (final) {
      const s = missing === 1 ? "" : "s";
      panel.say(`${missing} field${s} to do by hand (Copy buttons below), then press Publish yourself.`);
    } else if (missing) {
      const s = missing === 1 ? "" : "s";
      panel.say(`${missing} field${s} to do by hand on this step (Copy buttons below), then press Next yourself.`);
    } else panel.say(here.length ? `Step ${progress.step} is filled.` : "Waiting for the form's fields…");
  }

  /** A new address is a new step (a real navigation, or an in-page route change). */
  function arrive() {
    if (progress.page === undefined || progress.page === "") progress.page = location.href;
    else if (progress.page !== location.href) {
      progress.step += 1;
      progress.page = location.href;
    }
    if (progress.pending) {
      // Chosen just before the page went elsewhere: confirmed when this page shows it.
      const { field, detail, step } = progress.pending;
      const last = optionKey(detail.split(" > ").pop());
      const shown = last && optionKey(doc.body.innerText).includes(last);
      progress.results[field] = shown
        ? { field, state: "filled", detail, step }
        : { field, state: "unconfirmed", detail: `${detail}: chosen on the last page, check it`, step };
      progress.pending = undefined;
    }
  }

  const input = (fields: FieldName[]): PageInput => ({
    doc,
    posting,
    map: map.map,
    fingerprints: map.fingerprints,
    fields,
    leaveIfFilled: new Set(fields.filter((f) => progress.results[f]?.notHere)),
    photosGiven: progress.photosGiven,
    givingPhotos: async () => {
      progress.photosGiven = true;
      await save();
    },
    photos: async () => {
      const r = await send<PhotosAnswer>({ type: "photos" });
      if (!r.ok) throw new Error(r.message);
      return r.photos.map(toFile);
    },
    beforeLeaving: async (field, detail) => {
      progress.pending = { field, detail, step: progress.step };
      await save();
    },
  });

  let running = false;
  let again = false;
  async function pass() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        arrive();
        const remaining = wanted.filter((f) => open(f) && !(f === "photos" && progress.photosGiven));
        const out = await fillPage(input(remaining), opened);
        progress.pending = undefined;
        for (const r of out.results) record(r);
        for (const [f, c] of out.controls) controls.set(f, c);
        final = out.final;
        if (!final) {
          // Never past a miss (issue 49 item 3): a field the form asks that may be on this page, and was not found.
          const unfound = remaining.filter((f) => !out.results.some((r) => r.field === f));
          for (const f of missingHere(unfound, out.spare, map.map, filledNow())) {
            record({
              field: f,
              state: "missed",
              notHere: true,
              detail: "not found on this page: if the form asks it here, fill it by hand (Copy) or Teach it",
              copy: valueFor(f, posting),
            });
          }
        }
        if (final) {
          const filled = filledNow();
          for (const f of wanted) {
            if (open(f) && !out.results.some((r) => r.field === f) && expected(map.map, f, filled)) {
              record({
                field: f,
                state: "missed",
                detail: `No "${FIELD_LABELS[f]}" field found on this form`,
                copy: valueFor(f, posting),
              });
            }
          }
        }
        await save();
        await report(final ? wanted : out.results.filter(isFilled).map((r) => r.field));
        draw();
        const here = resultsOf(progress.step);
        if (!final && out.next && here.length && here.every(isFilled)) {
          progress.step += 1;
          progress.page = "";
          await save();
          out.next.click();
          again = true;
          await new Promise((r) => setTimeout(r, 300));
        }
      } while (again);
    } finally {
      running = false;
    }
  }

  async function adoptMap(r: TeachAnswer) {
    if (r.ok) map = r.map;
    else panel.say(r.message, "alert");
    return r.ok;
  }

  /** Teach: the admin clicks where the field is (and, for a choice, which option is ours); it is filled there. */
  async function teach(field: FieldName) {
    const label = FIELD_LABELS[field];
    panel.say(`Click the ${label} field in the form (Esc cancels).`);
    const target = await nextClick(doc, panel.host);
    if (!target) return draw();
    const control = controlAt(target, doc);
    const value = valueFor(field, posting);
    if (!control && !CHOICE_FIELDS.has(field)) {
      panel.say("That is not a form field: press Teach again and click the box itself.", "alert");
      return;
    }
    if (control) {
      const before = controls.get(field);
      if (before && before.el !== control.el && before.kind === "text") await setText(before.el, "");
      const ok = await adoptMap(
        await send<TeachAnswer>({
          type: "teach",
          teach: { field, locator: locatorFor(control), fingerprint: fingerprintOf(control) },
        }),
      );
      if (!ok) return;
    } else {
      // A tile or an option was clicked: it is the option that means our value.
      const ours = field === "category" ? unmatchedLevel() : value;
      if (!(await teachSynonym(field, ours, optionTextAt(target)))) return;
    }
    let out = await refill(field);
    if (!isFilled(out) && control && CHOICE_FIELDS.has(field)) {
      const ours = field === "category" ? unmatchedLevel() : field === "condition" ? posting.condition : value;
      const theirs = await pickOption(control, ours);
      if (theirs && (await teachSynonym(field, ours, theirs))) out = await refill(field);
    }
    record(out.state === "missed" ? out : { ...out, state: "taught" });
    progress.reported = progress.reported.filter((f) => f !== field);
    await save();
    await report([field]);
    draw();
  }

  const teachSynonym = async (field: FieldName, ours: string, theirs: string) =>
    Boolean(theirs) &&
    adoptMap(await send<TeachAnswer>({ type: "teach", teach: { field, synonym: { ours, theirs } } }));

  /** The category level the page does not show: the first one without a tile or option of its name. */
  function unmatchedLevel(): string {
    return (
      posting.categoryPath.find((v) => !findTile(doc, levelWanted(map.map, v))) ??
      posting.categoryPath[posting.categoryPath.length - 1]
    );
  }

  /** Which option is ours: chosen in the panel from the control's options, or clicked in the opened menu. */
  async function pickOption(control: Control, ours: string): Promise<string | null> {
    const options = choiceTexts(control).filter((t) => t.trim());
    if (options.length) return panel.ask(`Which option is "${ours}"?`, options, `The option for "${ours}"`);
    panel.say(`Now click the option that means "${ours}" (Esc cancels).`);
    press(control.el);
    const target = await nextClick(doc, panel.host);
    return target ? optionTextAt(target) : null;
  }

  async function refill(field: FieldName): Promise<FieldResult> {
    delete progress.results[field];
    const out = await fillPage(input([field]), opened);
    for (const [f, c] of out.controls) controls.set(f, c);
    return (
      out.results.find((r) => r.field === field) ?? {
        field,
        state: "missed",
        detail: "still not found where it was taught",
        copy: valueFor(field, posting),
      }
    );
  }

  async function teachAnother() {
    const choices = wanted.filter((f) => f !== "photos" && !isFilled(progress.results[f] ?? { state: "missed" }));
    const picked = await panel.ask(
      "Teach which field?",
      choices.map((f) => FIELD_LABELS[f]),
      "Field to teach",
    );
    draw();
    const field = choices.find((f) => FIELD_LABELS[f] === picked);
    if (field) await teach(field);
  }

  panel.say(`Filling "${posting.title}"…`);
  panel.showTerms(sellerTermsLine(posting));
  await pass();
  // A form that renders later, or the admin's own Next on the same page: fill what appears.
  let timer: ReturnType<typeof setTimeout> | undefined;
  new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (wanted.some((f) => open(f) && !(f === "photos" && progress.photosGiven)) || location.href !== progress.page) {
        void pass();
      }
    }, 400);
  }).observe(doc.body, { childList: true, subtree: true });
  // The claim is kept while this tab is open; closing it lets the claim expire as usual.
  setInterval(() => {
    send<SimpleAnswer>({ type: "keep-claim" }).then((r) => {
      if (!r.ok && r.reason !== "none") panel.say(r.message, "alert");
    });
  }, CLAIM_RENEW_MS);
}
