import type { FastifyRequest } from "fastify";

/**
 * What the server's logs may not hold (issue 24 item 5, docs/decisions/128): passwords, session cookies, CSRF
 * tokens, two-factor codes, UPI ids and full e-mail addresses. Fastify logs each request's method and URL and
 * each error; app code logs objects. Three layers keep secrets out:
 * 1. the request serializer logs the path with every query value replaced (searches hold e-mails, Google's
 *    callback holds its code) and no headers;
 * 2. pino's `redact` censors known secret fields wherever an object logs them;
 * 3. every logged string (an error's message and stack, a URL) has e-mail addresses and UPI ids masked:
 *    `a***@example.com`, `a***@okaxis`.
 */
const SECRET_FIELDS = [
  "password",
  "currentPassword",
  "newPassword",
  "code",
  "totp",
  "recoveryCode",
  "secret",
  "totpSecret",
  "upiId",
  "paypalEmail",
  "cookie",
  "authorization",
  "token",
  "sessionId",
];

export const REDACTED = "[redacted]";

/** An e-mail address or a UPI id (`name@bank`): both are someone's handle. */
const HANDLE = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*)/g;

/** `asha@example.com` -> `a***@example.com`: enough to tell which account, not enough to write to it. */
export const maskEmails = (text: string) => text.replace(HANDLE, "$1***@$2");

/** The URL's path, with each query value replaced: `/api/admin/users?search=[redacted]&page=[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return maskEmails(url);
  const keys = url
    .slice(at + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => `${pair.split("=")[0]}=${REDACTED}`);
  return `${maskEmails(url.slice(0, at))}?${keys.join("&")}`;
}

/** An error as the logs keep it: its kind, code and status, and its message and stack with no values in them. */
function scrubError(err: Error & { code?: unknown; statusCode?: unknown }) {
  // A failed query's message lists its parameters (an e-mail, a UPI id): keep the query, not the values.
  const clean = (text: string | undefined) => maskEmails((text ?? "").replace(/\nparams: .*/g, "\nparams: [redacted]"));
  return {
    type: err?.constructor?.name ?? "Error",
    message: clean(err?.message),
    stack: clean(err?.stack),
    code: err?.code,
    statusCode: err?.statusCode,
  };
}

export const loggerRedaction = {
  redact: {
    paths: [
      ...SECRET_FIELDS,
      ...SECRET_FIELDS.map((f) => `*.${f}`),
      "email",
      "*.email",
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
    // An e-mail field keeps its masked form (which account it was); every other secret goes entirely.
    censor: (value: unknown, path: string[]) =>
      path.at(-1) === "email" && typeof value === "string" ? maskEmails(value) : REDACTED,
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: redactUrl(request.url),
      remoteAddress: request.ip,
    }),
    err: scrubError,
  },
};
