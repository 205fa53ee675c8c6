import { describe, expect, it } from "vitest";
import { maskHandles, REDACTED, redactUrl, scrubText, serializeError } from "../../../src/server/lib/logging.ts";

/** The pieces of log redaction (docs/decisions/128); tests/api/log-redaction.test.ts runs them on a whole journey. */
describe("maskHandles", () => {
  it.each([
    ["write to priya.sharma@example.com now", "write to p***@example.com now"],
    ["pay asha.v@okaxis", "pay a***@okaxis"],
    ["/profile/asha%40okaxis", "/profile/a***%40okaxis"],
    ["/x/%40okaxis?a=b%40c.in", "/x/%40okaxis?a=b***%40c.in"],
    ["two: a@b.co, c@d.co", "two: a***@b.co, c***@d.co"],
    ["no address here", "no address here"],
    ["at @ alone, and @scope/pkg", "at @ alone, and @scope/pkg"],
  ])("%s", (text, masked) => {
    expect(maskHandles(text)).toBe(masked);
  });
});

describe("maskHandles on a client's long path", () => {
  // With an unbounded name part this takes minutes (time squared in the length); a 16 kB path took about 0.3 s a line.
  it("finishes in one pass however long the run of letters before an @ elsewhere", () => {
    const path = `/${"a".repeat(1_000_000)}/@/x@y.in`;
    expect(maskHandles(path)).toBe(`/${"a".repeat(1_000_000)}/@/x***@y.in`);
  });
});

describe("redactUrl", () => {
  it("keeps the path and the parameters' names, never their values", () => {
    expect(redactUrl("/api/admin/users?q=a%40b.co&cursor=xyz&&flag")).toBe(
      `/api/admin/users?q=${REDACTED}&cursor=${REDACTED}&flag=${REDACTED}`,
    );
    expect(redactUrl("/api/listings/123")).toBe("/api/listings/123");
  });
});

describe("serializeError", () => {
  it("keeps kind, message, stack, code and cause, and drops the fields libraries put data in", () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "hunter2-secret"'), {
      code: "22P02",
      detail: "Key (email)=(a@b.co)",
    });
    const err = Object.assign(new Error("Failed query: select $1::int\nparams: hunter2-secret,a@b.co"), {
      cause,
      params: ["hunter2-secret"],
      rejected: ["a@b.co"],
      statusCode: 500,
    });
    const logged = serializeError(err) as Record<string, unknown>;
    expect(Object.keys(logged).sort()).toEqual(["cause", "message", "stack", "statusCode", "type"]);
    expect(logged.message).toBe(`Failed query: select $1::int\nparams: ${REDACTED}`);
    expect(JSON.stringify(logged)).not.toContain("hunter2");
    expect(logged.cause).toMatchObject({
      code: "22P02",
      message: `invalid input syntax for type integer: ${REDACTED}`,
    });
  });

  it("passes through what is not an error, and scrubs free text", () => {
    expect(serializeError({ a: 1 })).toEqual({ a: 1 });
    expect(scrubText("failed to start: params: x\nparams: a@b.co")).toBe(
      `failed to start: params: x\nparams: ${REDACTED}`,
    );
  });
});
