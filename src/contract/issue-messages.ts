import { z } from "zod";

/*
 * What a schema check says when its schema names no sentence of its own (docs/decisions/181): a plain sentence that
 * names the field and what to change ("title must be at most 120 characters", "\"sale\" is not a field this request
 * takes"), never the validator's wording ("Too big: expected string to have <=120 characters"). Installed as zod's
 * error map wherever the contract is loaded (text.ts imports this module), so the server's answers, the desk's and
 * the seller's forms and the posting assistant all say the same. A schema's own message always comes first.
 */

type Issue = {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  maximum?: number | bigint | Date;
  minimum?: number | bigint | Date;
  inclusive?: boolean;
  exact?: boolean;
  format?: string;
  prefix?: string;
  suffix?: string;
  includes?: string;
  divisor?: number;
  keys?: string[];
  values?: unknown[];
  discriminator?: string;
};

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  bigint: "a whole number",
  boolean: "true or false",
  array: "a list",
  tuple: "a list",
  set: "a list",
  object: "an object with named fields",
  record: "an object with named fields",
  map: "an object with named fields",
  date: "a date",
  null: "empty (null)",
  file: "a file",
};

const FORMATS: Record<string, string> = {
  email: "must be an e-mail address, like name@example.com",
  url: "must be a web address, like https://example.com/page",
  uuid: "must be an id made of 32 hexadecimal digits and 4 hyphens",
  guid: "must be an id made of 32 hexadecimal digits and 4 hyphens",
  datetime: "must be a date and time, like 2025-01-31T10:00:00Z",
  date: "must be a date, like 2025-01-31",
  time: "must be a time of day, like 10:00",
  duration: "must be a duration, like P3D",
  base64: "must be base64 text",
  base64url: "must be base64url text (letters, digits, - and _)",
  lowercase: "must be in lower case",
  uppercase: "must be in upper case",
};

/** "fields.0.label" for a nested field; the request itself when the issue is about the whole of it. */
export const fieldOf = (path: PropertyKey[] | undefined): string => (path ?? []).map(String).join(".") || "The request";

const count = (n: number | bigint | Date | undefined, inclusive: boolean | undefined, step: 1 | -1) =>
  typeof n === "number" && inclusive === false ? n + step : n;

const plural = (n: unknown, one: string, many: string) => (n === 1 ? one : many);

function tooBig(field: string, issue: Issue): string {
  const n = count(issue.maximum, issue.inclusive, -1);
  const exactly = issue.exact ? "exactly" : "at most";
  switch (issue.origin) {
    case "string":
      return `${field} must be ${exactly} ${n} ${plural(n, "character", "characters")}`;
    case "array":
    case "set":
    case "map":
      return `${field} can have ${exactly} ${n} ${plural(n, "item", "items")}`;
    case "date":
      return `${field} must be on or before ${n instanceof Date ? n.toISOString().slice(0, 10) : n}`;
    case "file":
      return `${field} must be at most ${n} bytes`;
    default:
      return issue.inclusive === false
        ? `${field} must be less than ${issue.maximum}`
        : `${field} must be at most ${n}`;
  }
}

function tooSmall(field: string, issue: Issue): string {
  const n = count(issue.minimum, issue.inclusive, 1);
  switch (issue.origin) {
    case "string":
      if (n === 1) return `${field} is required`;
      return `${field} must be ${issue.exact ? "exactly" : "at least"} ${n} characters`;
    case "array":
    case "set":
    case "map":
      return n === 1 ? `${field} needs at least one item` : `${field} needs at least ${n} items`;
    case "date":
      return `${field} must be on or after ${n instanceof Date ? n.toISOString().slice(0, 10) : n}`;
    default:
      return issue.inclusive === false
        ? `${field} must be more than ${issue.minimum}`
        : `${field} must be at least ${n}`;
  }
}

function badFormat(field: string, issue: Issue): string {
  if (issue.format === "starts_with") return `${field} must start with "${issue.prefix}"`;
  if (issue.format === "ends_with") return `${field} must end with "${issue.suffix}"`;
  if (issue.format === "includes") return `${field} must contain "${issue.includes}"`;
  const words = issue.format ? FORMATS[issue.format] : undefined;
  return words ? `${field} ${words}` : `${field} is not written in the form it takes: check it and try again`;
}

const quoted = (keys: string[]) => keys.map((k) => `"${k}"`).join(", ");
const shown = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/** The sentence for a zod issue whose schema gave none. */
export function issueMessage(issue: Issue): string {
  const field = fieldOf(issue.path);
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${KINDS[issue.expected ?? ""] ?? "a value of another kind"}`;
    case "too_big":
      return tooBig(field, issue);
    case "too_small":
      return tooSmall(field, issue);
    case "invalid_format":
      return badFormat(field, issue);
    case "not_multiple_of":
      return `${field} must be a multiple of ${issue.divisor}`;
    case "unrecognized_keys": {
      const keys = issue.keys ?? [];
      const where = issue.path?.length ? `of ${field}` : "this request takes";
      return keys.length === 1 ? `${quoted(keys)} is not a field ${where}` : `${quoted(keys)} are not fields ${where}`;
    }
    case "invalid_union":
      // A discriminated union's issue is on its discriminator already ("fields.title.kind").
      return issue.discriminator
        ? `${field} is not one of the kinds it takes`
        : `${field} does not match any of the forms this field takes`;
    case "invalid_key":
      return `${field} has a field name it does not take`;
    case "invalid_element":
      return `${field} has an item it does not take`;
    case "invalid_value": {
      const values = issue.values ?? [];
      if (values.length === 1) return `${field} must be ${shown(values[0])}`;
      return values.length && values.length <= 12
        ? `${field} must be one of: ${values.map(shown).join(", ")}`
        : `${field} is not one of the values it takes`;
    }
    default:
      return `${field} is not accepted: check it and try again`;
  }
}

z.config({ customError: (issue) => issueMessage(issue as Issue) });
