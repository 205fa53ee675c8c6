/**
 * node scripts/bundle-summary.mjs [chunk-name-prefix ...]: reads reports/bundle/stats.json (written by
 * `ANALYZE=true npm run build:web`) and prints, per chunk, its raw / gzip / brotli sizes and what it holds,
 * grouped by package (or by source folder for our own code), biggest first (docs/decisions/137).
 */
import { readFileSync } from "node:fs";

const stats = JSON.parse(readFileSync(new URL("../reports/bundle/stats.json", import.meta.url), "utf8"));
const wanted = process.argv.slice(2);
const kB = (n) => (n / 1024).toFixed(1);

/** "node_modules/@mantine/core/esm/components/Modal/Modal.mjs" -> "@mantine/core Modal"; our code -> its folder. */
function group(id) {
  const nm = id.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = id.slice(nm + "node_modules/".length).split("/");
    const pkg = rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
    const comp = id.match(/@mantine\/core\/esm\/components\/([^/]+)\//);
    return comp ? `${pkg} ${comp[1]}` : pkg;
  }
  const src = id.indexOf("/src/");
  return src >= 0
    ? id
        .slice(src + 1)
        .split("/")
        .slice(0, 4)
        .join("/")
    : id;
}

const chunks = new Map();
for (const meta of Object.values(stats.nodeMetas)) {
  for (const [file, uid] of Object.entries(meta.moduleParts)) {
    const part = stats.nodeParts[uid];
    let chunk = chunks.get(file);
    if (!chunk) {
      chunk = { raw: 0, gzip: 0, brotli: 0, groups: new Map() };
      chunks.set(file, chunk);
    }
    chunk.raw += part.renderedLength;
    chunk.gzip += part.gzipLength;
    chunk.brotli += part.brotliLength;
    const g = group(meta.id);
    const sum = chunk.groups.get(g) ?? { raw: 0, brotli: 0 };
    sum.raw += part.renderedLength;
    sum.brotli += part.brotliLength;
    chunk.groups.set(g, sum);
  }
}
const rows = [...chunks.entries()]
  .filter(([file]) => !wanted.length || wanted.some((w) => file.includes(w)))
  .sort((a, b) => b[1].raw - a[1].raw);
for (const [file, c] of rows) {
  console.log(`${file}: ${kB(c.raw)} kB raw, ${kB(c.gzip)} kB gzip, ${kB(c.brotli)} kB brotli (per-module sums)`);
  if (!wanted.length) continue;
  for (const [g, s] of [...c.groups.entries()].sort((a, b) => b[1].raw - a[1].raw).slice(0, 25)) {
    console.log(`    ${kB(s.raw).padStart(7)} raw ${kB(s.brotli).padStart(6)} br  ${g}`);
  }
}
