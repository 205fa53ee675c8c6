import { describe, expect, it } from "vitest";
import { preferredEncoding } from "../../src/server/plugins/web-client.ts";

describe("the page's encoding from Accept-Encoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;q=0.5", "br"],
    ["gzip;q=0", undefined],
    ["identity", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%s -> %s", (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
