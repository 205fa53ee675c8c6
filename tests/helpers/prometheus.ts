/** One sample of the Prometheus text format: `name{label="value",...} number`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  help: string;
  type: string;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/;
/** Values as Prometheus reads them (Go's ParseFloat): numbers, and NaN or Inf in any case. */
const VALUE = /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?|nan|[+-]?inf)$/i;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/g;

/**
 * Parses the Prometheus text exposition format (version 0.0.4) strictly: every line is a HELP, a TYPE or a sample,
 * and every sample belongs to a family declared before it (histograms' _bucket, _sum and _count included).
 * Throws on the first line that is none of these, so a test reads the format as Prometheus would.
 */
export function parsePrometheus(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const familyOf = (sample: string) =>
    families.get(sample) ?? families.get(sample.replace(/_(bucket|sum|count|total|created)$/, ""));
  for (const line of text.split("\n")) {
    if (line === "") continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      const family = families.get(name) ?? { help: "", type: "untyped", samples: [] };
      if (kind === "HELP") family.help = rest;
      else family.type = rest;
      families.set(name, family);
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a Prometheus line: ${line}`);
    const [, name, labelText = "", value] = m as unknown as [string, string, string | undefined, string];
    if (!VALUE.test(value)) throw new Error(`not a Prometheus value: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, k, v] of labelText.matchAll(LABEL)) labels[k as string] = (v as string).replace(/\\(.)/g, "$1");
    const family = familyOf(name);
    if (!family) throw new Error(`sample before its family was declared: ${line}`);
    family.samples.push({ name, labels, value: toNumber(value) });
  }
  return families;
}

function toNumber(value: string): number {
  const v = value.toLowerCase();
  if (v === "nan") return Number.NaN;
  if (v.endsWith("inf")) return v.startsWith("-") ? -Infinity : Infinity;
  return Number(value);
}
