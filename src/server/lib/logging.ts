import type { FastifyServerOptions } from "fastify";
import { ADMIN_INVITE_PATH } from "../../contract/team-paths.ts";

/**
 * What the server's logs may not hold (issue 24 item 5, docs/decisions/128): passwords, session and sign-in
 * cookies, CSRF tokens, two-factor codes and secrets, UPI ids and full e-mail addresses. Fastify logs every
 * request's method and URL and every 5xx with its error; our code logs objects. Four layers keep secrets out:
 * 1. the request serializer logs the path and the names of the query parameters, never their values (a search
 *    holds an e-mail, Google's callback its code) and no headers (cookies, Authorization, CSRF tokens);
 * 2. the error serializer keeps an error's kind, message, stack and code, not the rest of its fields (a failed
 *    query's parameters, a mailer's list of refused recipients), and cuts the parameters out of the message;
 * 3. pino's `redact` censors secret fields wherever code logs an object that has them;
 * 4. every line, whatever wrote it, has e-mail addresses and UPI ids masked before it is written: `a***@example.com`,
 *    any posting assistant token (`slx_...`, docs/decisions/133) cut down to its prefix, and the secret segment of a
 *    path that carries one (an invite's token, docs/decisions/162) replaced, at every level and in every message
 *    (Fastify's "Route ... not found" line holds the raw path).
 */

export const REDACTED = "[redacted]";

/** Fields that are secrets wherever they appear: censored entirely. */
const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "confirmPassword",
  "passwordHash",
  "secret",
  "totpSecret",
  "totp",
  "recoveryCode",
  "recoveryCodes",
  "token",
  "sessionId",
  "cookie",
  "authorization",
  "csrfToken",
  "_csrf",
  "x-csrf-token",
  "x-xsrf-token",
  "set-cookie",
];
/** Fields that name a person's handle: kept masked, so a log still tells which account it was. */
const HANDLE_FIELDS = ["email", "paypalEmail", "upiId"];

/** Secret only in a request body: a two-factor code is `{ code }`, while an error's `code` is its kind. */
const BODY_FIELDS = ["code"];

const HEADERS_AND_BODIES = ["req.headers", "res.headers", "headers", "*.headers", "body", "req.body", "*.body"];

/** Where a field is looked for: at the top of a logged object, one level down, in headers and bodies. */
function where(field: string, parents = ["", "*", ...HEADERS_AND_BODIES]): string[] {
  const key = /^[A-Za-z_$][\w$]*$/.test(field) ? `.${field}` : `["${field}"]`;
  return parents.map((parent) => (parent ? `${parent}${key}` : key.replace(/^\./, "")));
}

/**
 * `asha@example.com` or `asha@okaxis` (a UPI id), also URL-encoded (`asha%40okaxis`). The name part is at most
 * 64 characters, as an address's is: unbounded, a long run of letters in a line that has an @ elsewhere would cost
 * time squared in its length, and a client chooses the path it sends.
 */
const HANDLE = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]{0,63}(@|%40)([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)/g;

/** `asha@example.com` -> `a***@example.com`: enough to tell which account, not enough to write to it. */
export function maskHandles(text: string): string {
  if (!text.includes("@") && !text.includes("%40")) return text;
  return text.replace(HANDLE, "$1***$2$3");
}

/** A posting assistant token (`slx_` + 43 base64url characters) wherever it appears: only the prefix is kept. */
const ASSISTANT_TOKEN = /slx_[A-Za-z0-9_-]{16,}/g;

/**
 * Paths whose next segment is a secret: an admin invite's one-time token, in the API's routes and in the page the
 * link opens (issue 41 item 3). Whoever reads it before the invitee could accept it and become an admin. A route
 * added with a secret in its path must add its prefix here: tests/api/log-redaction-paths.test.ts fails for any
 * route with a `:token`, `:secret`, `:code` or `:key` parameter whose prefix is not listed.
 */
export const SECRET_PATH_PREFIXES = ["/api/admin-invites/", `${ADMIN_INVITE_PATH}/`] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&");
/** A prefix, then the secret: everything up to the next slash, query, fragment, quote, space or bracket. */
const SECRET_SEGMENT = new RegExp(
  `(${SECRET_PATH_PREFIXES.map(escapeRegExp).join("|")})${String.raw`[^/?#\s"'\\<>]+`}`,
  "g",
);

/** The secret segment of a path that carries one, replaced: `/api/admin-invites/[redacted]/accept`. */
export function redactSecretPaths(text: string): string {
  return text.includes("admin-invite") ? text.replace(SECRET_SEGMENT, `$1${REDACTED}`) : text;
}

/** Every line as it is written: handles masked, assistant tokens cut, secrets in paths replaced. */
export function scrubLine(text: string): string {
  const masked = redactSecretPaths(maskHandles(text));
  return masked.includes("slx_") ? masked.replace(ASSISTANT_TOKEN, `slx_${REDACTED}`) : masked;
}

/**
 * The URL's path with each query value replaced (`/api/admin/users?search=[redacted]&page=[redacted]`) and a secret
 * path segment too.
 */
export function redactUrl(rawUrl: string): string {
  const url = redactSecretPaths(rawUrl);
  const at = url.indexOf("?");
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${REDACTED}`);
  return `${url.slice(0, at)}?${names.join("&")}`;
}

type LoggedError = Error & { code?: unknown; statusCode?: unknown; constraint?: unknown; cause?: unknown };

/**
 * A failed query's message ends with its parameters (an e-mail, a UPI id, a password hash), and PostgreSQL quotes
 * the value it could not read ('invalid input syntax for type integer: "..."'): keep the query and the reason only.
 */
const withoutParams = (text: string | undefined) =>
  text
    ?.replace(/\nparams: [^\n]*/g, `\nparams: ${REDACTED}`)
    .replace(/(invalid input (?:syntax|value) for [^:\n]+: )"[^\n]*"/g, `$1${REDACTED}`);

/** Free text as the logs may keep it (a start-up error written to standard error): no values, no addresses. */
export const scrubText = (text: string) => maskHandles(withoutParams(text) ?? "");

/** An error as the logs keep it: its kind, message, stack, code and status, and its cause the same way. */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return typeof err === "string" ? withoutParams(err) : err;
  const e = err as LoggedError;
  return {
    type: e.constructor?.name ?? "Error",
    message: withoutParams(e.message),
    stack: withoutParams(e.stack),
    ...(e.code === undefined ? {} : { code: e.code }),
    ...(e.statusCode === undefined ? {} : { statusCode: e.statusCode }),
    ...(typeof e.constraint === "string" ? { constraint: e.constraint } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

type LoggerOptions = Exclude<FastifyServerOptions["logger"], boolean | undefined>;

/** Fastify's logger options: the level, and a stream to write to instead of standard output (tests read it). */
export function loggerOptions(level: string, stream?: { write(line: string): void }): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        ...SECRET_FIELDS.flatMap((f) => where(f)),
        ...HANDLE_FIELDS.flatMap((f) => where(f)),
        ...BODY_FIELDS.flatMap((f) => where(f, ["body", "req.body", "*.body"])),
      ],
      censor: (value: unknown, path: string[]) =>
        typeof value === "string" && HANDLE_FIELDS.includes(path.at(-1) ?? "") ? maskHandles(value) : REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: typeof request.url === "string" ? redactUrl(request.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (err: unknown) => serializeError(err),
    },
    hooks: { streamWrite: scrubLine },
  } as LoggerOptions;
}
