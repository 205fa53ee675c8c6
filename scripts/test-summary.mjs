// The end of `npm test`: the 20 slowest test files and journeys, then one row per stage (stage, tests, time, the
// Node it ran on, result), the whole run's time and a closing "N passed, N failed" line. Reads what scripts/test.sh left in the
// report folder; usage: node scripts/test-summary.mjs REPORT_DIR [WALL_SECONDS].
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dir = process.argv[2] ?? "test-report";
const read = (name) => {
  const file = path.join(dir, name);
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
};

/** { passed, failed, skipped } from a Vitest JSON report. */
function vitestCounts(report) {
  if (!report) return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** { passed, failed, skipped } from a Playwright JSON report (a flaky test passed on a retry: counted as failed). */
function playwrightCounts(report) {
  if (!report) return undefined;
  const s = report.stats;
  return { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
}

function vitestFiles(report, label) {
  return (report?.testResults ?? []).map((r) => ({
    seconds: (r.endTime - r.startTime) / 1000,
    name: `${label} ${path.relative(process.cwd(), r.name)}`,
  }));
}

function journeys(report) {
  const rows = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          rows.push({ seconds: result.duration / 1000, name: `[${test.projectName}] ${file}: ${spec.title}` });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report?.suites ?? []) walk(suite, suite.file);
  return rows;
}

/** "desktop 80 passed; ...; desktop-postgres 7 passed" (the *-postgres projects: issue 30's journeys on PostgreSQL). */
function byProject(report) {
  const projects = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const p = projects.get(test.projectName) ?? { passed: 0, failed: 0, skipped: 0 };
        if (test.status === "expected") p.passed += 1;
        else if (test.status === "skipped") p.skipped += 1;
        else p.failed += 1;
        projects.set(test.projectName, p);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...projects]
    .map(
      ([name, p]) =>
        `${name} ${p.passed} passed${p.failed ? `, ${p.failed} failed` : ""}${p.skipped ? `, ${p.skipped} skipped` : ""}`,
    )
    .join("; ");
}

const pglite = read("vitest-pglite.json");
const postgres = read("vitest-postgres.json");
const playwright = read("playwright.json");
const counts = {
  "vitest (PGlite)": vitestCounts(pglite),
  "vitest (PostgreSQL)": vitestCounts(postgres),
  "playwright (Chromium)": playwrightCounts(playwright),
};

const slowest = (rows) =>
  rows
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 20)
    .map((r) => `${r.seconds.toFixed(1).padStart(7)} s  ${r.name}`);
const slow = [
  "20 slowest test files",
  ...slowest([...vitestFiles(pglite, "[PGlite]"), ...vitestFiles(postgres, "[PostgreSQL]")]),
  "",
  "20 slowest journeys",
  ...slowest(journeys(playwright)),
].join("\n");
writeFileSync(path.join(dir, "slowest.txt"), `${slow}\n`);
console.log(`\n${slow}\n`);

const stagesFile = path.join(dir, "stages.tsv");
const stages = existsSync(stagesFile)
  ? readFileSync(stagesFile, "utf8")
      .trim()
      .split("\n")
      .map((line) => line.split("\t"))
  : [];
const order = [
  "lint (biome)",
  "types (tsc)",
  "build",
  "vitest (PGlite)",
  "vitest (PostgreSQL)",
  "playwright (Chromium)",
];
stages.sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]));

const fmt = (s) => `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, "0")}s`;
let passed = 0;
let failed = 0;
const rows = stages.map(([name, rc, seconds, node = "?"]) => {
  const c = counts[name];
  const ok = rc === "0" && (!c || c.failed === 0);
  if (c) {
    passed += c.passed;
    failed += c.failed;
  }
  if (!ok && !c) failed += 1; // a failed stage without tests of its own (lint, types, build) counts as one
  const tests = c ? `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}` : "-";
  const result = ok ? "pass" : /^\d+$/.test(rc) ? `FAIL (exit ${rc})` : rc;
  return [name, tests, fmt(Number(seconds)), node, result];
});
const head = ["stage", "tests", "time", "node", "result"];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
console.log(line(head));
console.log(line(widths.map((w) => "-".repeat(w))));
for (const r of rows) console.log(line(r));
const wall = Number(process.argv[3]);
const projects = byProject(playwright);
if (projects) console.log(`\njourneys by project: ${projects}`);
if (wall) console.log(`\nwhole run: ${fmt(wall)} (lint, types and build side by side)`);
// Which Node the stages ran on: the first `node` on each stage's PATH (this script's, too), which under npm is the
// bundled Node 24 (docs/decisions/149); a stage on another major is worth a look even when it passed.
const nodes = [...new Set(rows.map((r) => r[3]))];
console.log(`\nnode: ${nodes.join(", ")} (${path.relative(process.cwd(), process.execPath) || process.execPath})`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(rows.every((r) => r[4] === "pass") && rows.length === order.length ? 0 : 1);
