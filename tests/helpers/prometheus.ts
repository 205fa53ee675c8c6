/**
 * A strict parser of the Prometheus text exposition format (version 0.0.4), for tests that read /metrics: every
 * line must be a HELP, a TYPE or a sample of a family declared before it, or parsing throws with the line.
 * https://prometheus.io/docs/instrumenting/exposition_formats/#text-based-format
 */
export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

export interface Sample {
  /** The sample's own name: for a histogram `x_bucket`, `x_sum` or `x_count`. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

/** A value as Prometheus reads it (Go's ParseFloat): a decimal, or NaN / Inf in any case (prom-client writes "Nan"). */
function parseValue(text: string, line: string): number {
  const special = text.toLowerCase();
  if (special === "+inf" || special === "inf" || special === "+infinity" || special === "infinity") {
    return Number.POSITIVE_INFINITY;
  }
  if (special === "-inf" || special === "-infinity") return Number.NEGATIVE_INFINITY;
  if (special === "nan") return Number.NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) throw new Error(`not a number: ${text} in "${line}"`);
  return Number(text);
}

/** `{a="1",b="x\"y"}` from position `at` (the brace); answers the labels and the position after the brace. */
function parseLabels(line: string, at: number): [Record<string, string>, number] {
  const labels: Record<string, string> = {};
  let i = at + 1;
  const fail = (why: string): never => {
    throw new Error(`${why} at column ${i} in "${line}"`);
  };
  while (line[i] !== "}") {
    const eq = line.indexOf("=", i);
    if (eq < 0) fail("label without =");
    const name = line.slice(i, eq).trim();
    if (!LABEL_NAME.test(name)) fail(`bad label name "${name}"`);
    if (name in labels) fail(`label "${name}" twice`);
    i = eq + 1;
    if (line[i] !== '"') fail("label value without quotes");
    i++;
    let value = "";
    for (;;) {
      const c = line[i];
      if (c === undefined) fail("unterminated label value");
      if (c === '"') break;
      if (c === "\\") {
        const next = line[i + 1];
        if (next === "n") value += "\n";
        else if (next === "\\" || next === '"') value += next;
        else fail(`bad escape \\${next}`);
        i += 2;
      } else {
        value += c;
        i++;
      }
    }
    labels[name] = value;
    i++;
    if (line[i] === ",") i++;
    else if (line[i] !== "}") fail("expected , or }");
  }
  return [labels, i + 1];
}

export function parsePrometheusText(text: string): Map<string, MetricFamily> {
  const families = new Map<string, MetricFamily>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) {
      f = { name, help: "", type: "untyped", samples: [] };
      families.set(name, f);
    }
    return f;
  };
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) {
      const m = /^# (HELP|TYPE) (\S+)(?: (.*))?$/.exec(line);
      if (!m) continue; // a plain comment
      const [, kind, name, rest = ""] = m;
      if (!NAME.test(name)) throw new Error(`bad metric name in "${line}"`);
      const f = family(name);
      if (kind === "HELP") f.help = rest.replace(/\\n/g, "\n").replace(/\\\\/g, "\\");
      else {
        if (!TYPES.has(rest as MetricType)) throw new Error(`unknown type in "${line}"`);
        if (f.samples.length) throw new Error(`TYPE after samples in "${line}"`);
        f.type = rest as MetricType;
      }
      continue;
    }
    const nameEnd = line.search(/[{ ]/);
    if (nameEnd <= 0) throw new Error(`not a sample: "${line}"`);
    const name = line.slice(0, nameEnd);
    if (!NAME.test(name)) throw new Error(`bad metric name in "${line}"`);
    let labels: Record<string, string> = {};
    let rest = nameEnd;
    if (line[nameEnd] === "{") [labels, rest] = parseLabels(line, nameEnd);
    const parts = line.slice(rest).trim().split(/ +/);
    if (parts.length < 1 || parts.length > 2 || parts[0] === "") throw new Error(`bad value in "${line}"`);
    const value = parseValue(parts[0], line);
    const owner = [...families.values()].find((f) => SUFFIXES[f.type].some((s) => `${f.name}${s}` === name));
    if (!owner) throw new Error(`sample of an undeclared family: "${line}"`);
    owner.samples.push({ name, labels, value });
  }
  for (const f of families.values()) if (f.type === "histogram") checkHistogram(f);
  return families;
}

/** Each series' buckets grow with `le`, end at +Inf, and the +Inf bucket equals its count. */
function checkHistogram(f: MetricFamily) {
  const series = new Map<string, Sample[]>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([k]) => k !== "le")
        .sort(),
    );
  for (const s of f.samples) {
    const key = keyOf(s.labels);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, samples] of series) {
    const buckets = samples.filter((s) => s.name.endsWith("_bucket"));
    const count = samples.find((s) => s.name === `${f.name}_count`);
    if (!buckets.length || !count) throw new Error(`${f.name}${key}: buckets and a count expected`);
    let previous = -1;
    for (const b of buckets) {
      if (b.value < previous) throw new Error(`${f.name}${key}: buckets do not grow`);
      previous = b.value;
    }
    const last = buckets.at(-1);
    if (last?.labels.le !== "+Inf" || last.value !== count.value) throw new Error(`${f.name}${key}: +Inf != count`);
  }
}

/** The samples of `family` named `name` (default: the family's own name) whose labels include `labels`. */
export function samplesOf(
  families: Map<string, MetricFamily>,
  family: string,
  labels: Record<string, string> = {},
  name = family,
): Sample[] {
  const f = families.get(family);
  if (!f) throw new Error(`no metric family ${family}`);
  return f.samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
}

/** The sum of a family's samples whose labels include these (0 when no series exists yet). */
export function totalOf(families: Map<string, MetricFamily>, family: string, labels: Record<string, string> = {}) {
  return samplesOf(families, family, labels).reduce((sum, s) => sum + s.value, 0);
}
