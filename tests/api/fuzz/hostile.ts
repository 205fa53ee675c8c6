import { randomBytes } from "node:crypto";
import fc from "fast-check";
import { type JsonSchema, percentEncode } from "../../helpers/openapi-routes.ts";

/**
 * Generators of hostile input for the fuzz suite: what an attacker or a careless client sends. Everything is
 * derived from a JSON Schema of the OpenAPI document, so new routes get the same treatment.
 */

const BIG = "x".repeat(1_100_000); // over the 1 MB body limit once JSON-encoded
const LONG = "Ω".repeat(20_000);

/** Strings that broke or could break something: NUL, lone surrogates, invisible text, numbers past range, SQL. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "a\udc00b",
  "\udbff\u0000",
  "\u200b".repeat(12),
  "\ufeff\u200c\u2060",
  "\u115f\u3164",
  "💩🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "'; drop table users; --",
  "' or '1'='1",
  "\\",
  "%",
  "%00",
  "../../../etc/passwd",
  "/uploads/../../secret",
  "http://169.254.169.254/latest/meta-data/",
  "javascript:alert(1)",
  "<script>alert(1)</script>",
  "\r\n\r\nHTTP/1.1 200 OK",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "-0",
  "1e309",
  "1e-50",
  "0x1f",
  "9999999999.999",
  "99999999999",
  "9999999999.99",
  "12,50",
  "+5",
  " 5 ",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "__proto__",
  "constructor",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "10000-01-01",
  "0000-00-00",
  LONG,
];

export const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1e-50,
  -1e-50,
  0.1 + 0.2,
  1.005,
  9999999999.995,
  1e10,
  1e21,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MIN_SAFE_INTEGER - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  5e-324,
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), loneSurrogate, fc.string({ maxLength: 10 }))
      .map((parts) => parts.join("")),
  },
  { weight: 1, arbitrary: fc.constant(BIG) },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, nested junk included: wrong types for every field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 8 }) },
  {
    weight: 1,
    arbitrary: fc.constant(JSON.parse(`${"[".repeat(200)}${"]".repeat(200)}`) as unknown),
  },
);

/** Values that could pass a schema's own checks, so a request gets past validation and hits deeper code. */
function plausible(schema: JsonSchema, name: string, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => plausible(s, name, ids, depth)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return schema.properties && depth < 4 ? objectOf(schema, ids, depth + 1) : fc.constant({});
    case "array":
      return fc.array(schema.items ? plausible(schema.items, name, ids, depth + 1) : hostileValue, {
        maxLength: Math.min(schema.maxItems ?? 6, 6) + 1,
      });
    case "number":
    case "integer": {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      return type === "integer"
        ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) })
        : fc.double({ min, max, noNaN: true });
    }
    case "boolean":
      return fc.boolean();
    case "string":
      return plausibleString(schema, name, ids);
    default:
      return hostileValue;
  }
}

/** Strings shaped like what the field is for, judged by its format and name; ids are real ones of the test's users. */
function plausibleString(schema: JsonSchema, name: string, ids: readonly string[]): fc.Arbitrary<string> {
  if (schema.format === "uuid" || /id$/i.test(name)) return ids.length ? fc.constantFrom(...ids) : fc.uuid();
  if (/email/i.test(name)) return fc.emailAddress();
  if (/password/i.test(name)) return fc.constantFrom("secret123", "x", "");
  if (/price|amount/i.test(name))
    return fc.oneof(fc.constantFrom("1500", "0.5", "9999999999.99"), fc.nat().map(String));
  if (/image|url/i.test(name)) return fc.constantFrom("/uploads/a.jpg", "https://example.com/a.jpg", "/uploads/x");
  if (/cursor/i.test(name)) return fc.base64String({ maxLength: 60 });
  return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });
}

/** An object of the schema: each property plausible, hostile or absent; sometimes an unknown extra key. */
function objectOf(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(
    ([key, prop]) =>
      fc.oneof(
        { weight: 5, arbitrary: plausible(prop, key, ids, depth).map((v) => [key, v] as const) },
        { weight: 2, arbitrary: hostileValue.map((v) => [key, v] as const) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ) as fc.Arbitrary<readonly [string, unknown] | undefined>,
  );
  const extra = fc.option(
    fc.tuple(fc.constantFrom("__proto__", "constructor", "isAdmin", "userId", "id"), hostileValue),
  );
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const out: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) out[pair[0]] = pair[1];
    if (more) Object.defineProperty(out, more[0], { value: more[1], enumerable: true, writable: true });
    return out;
  });
}

/** A JSON body for `schema`: mostly shaped like it with hostile fields, sometimes not an object at all. */
export function hostileBody(schema: JsonSchema | undefined, ids: readonly string[]): fc.Arbitrary<unknown> {
  const shaped = schema?.properties ? objectOf(schema, ids, 0) : fc.constant({});
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** Any value as query-string text; objects without a prototype (fast-check makes them) have no String(). */
export const asText = (v: unknown): string => (typeof v === "string" ? v : (JSON.stringify(v) ?? "undefined"));

/** A query-string value: plausible for the parameter or hostile; raw percent-encodings included. */
export function hostileQueryValue(schema: JsonSchema, name: string, ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, name, ids, 0).map((v) => percentEncode(asText(v))) },
    { weight: 2, arbitrary: hostileString.filter((s) => s.length < 5000).map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom("%00", "%ff", "%zz", "%", "a%00b", "%E0%A4%A", "%ED%A0%80") },
  );
}

/** A path parameter: real ids of other users, random uuids, random or invalid percent-encoded strings. */
export function hostilePathValue(ids: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString.filter((s) => s.length < 5000) },
  );
}

/** Bytes a photo part carries: nothing, random bytes, or a real image signature followed by garbage. */
const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 300 }).map((a) => Buffer.from(a)),
  fc
    .constantFrom(
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52],
      [0x52, 0x49, 0x46, 0x46, 0x00, 0x00, 0x00, 0x00, 0x57, 0x45, 0x42, 0x50],
      [0x00, 0x00, 0x00, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
    )
    .map((sig) => Buffer.concat([Buffer.from(sig), randomBytes(64)])),
);

const PART_NAMES = [
  "image",
  "additionalImage0",
  "additionalImage1",
  "additionalImage9",
  "condition",
  "hint",
  "targetWidth",
  "targetHeight",
  "enhanceLighting",
  "blurBackground",
  "__proto__",
  "constructor",
  "",
  'a"b',
];

type Part = { name: string; file?: Buffer; value?: string };
const part: fc.Arbitrary<Part> = fc.oneof(
  fc.record({ name: fc.constantFrom(...PART_NAMES), file: fileBytes }),
  fc.record({ name: fc.constantFrom(...PART_NAMES), value: hostileString.filter((s) => s.length < 5000) }),
);

/** How the form is framed: right, or broken in one of the ways clients break it. */
const FRAMINGS = ["ok", "ok", "ok", "truncated", "wrong-boundary", "no-boundary", "no-final", "garbage"] as const;

/** A multipart/form-data request: up to 8 parts, usually well framed, sometimes broken. */
export const hostileMultipart: fc.Arbitrary<{ payload: Buffer; contentType: string }> = fc
  .record({
    parts: fc.array(part, { maxLength: 8 }),
    framing: fc.constantFrom(...FRAMINGS),
    cut: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ parts, framing, cut }) => {
    const boundary = `----fuzz${randomBytes(6).toString("hex")}`;
    const chunks: Buffer[] = [];
    for (const p of parts) {
      chunks.push(Buffer.from(`--${boundary}\r\n`));
      if (p.file) {
        chunks.push(
          Buffer.from(
            `Content-Disposition: form-data; name="${p.name}"; filename="f.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          p.file,
          Buffer.from("\r\n"),
        );
      } else {
        chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
      }
    }
    if (framing !== "no-final") chunks.push(Buffer.from(`--${boundary}--\r\n`));
    let payload = Buffer.concat(chunks);
    if (framing === "truncated") payload = payload.subarray(0, Math.floor(payload.length * cut));
    if (framing === "garbage") payload = randomBytes(Math.floor(cut * 2000));
    const contentType =
      framing === "no-boundary"
        ? "multipart/form-data"
        : `multipart/form-data; boundary=${framing === "wrong-boundary" ? "nope" : boundary}`;
    return { payload, contentType };
  });
