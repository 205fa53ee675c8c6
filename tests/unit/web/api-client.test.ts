import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorText, getQueryFn } from "../../../src/web/lib/api.ts";

const reply = (status: number, body: string, statusText = "") =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("web api client (spec section 7 fetch defaults)", () => {
  it("sends cookies and a JSON content type with a JSON body", async () => {
    const fetchMock = reply(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("sends form data as is", async () => {
    const fetchMock = reply(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    await apiRequest("POST", "/api/upload", form);
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ body: form, headers: undefined, credentials: "include" });
  });

  it("reads a failure as 'status: text', or the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", reply(409, '{"message":"Email taken"}'));
    const err = await apiRequest("POST", "/api/x", {}).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('409: {"message":"Email taken"}');
    expect(errorText(err, "fallback")).toBe("Email taken");
    vi.stubGlobal("fetch", reply(502, "", "Bad Gateway"));
    expect((await apiRequest("GET", "/api/x").catch((e) => e)).message).toBe("502: Bad Gateway");
  });

  it("throws on 401 by default and can return null instead", async () => {
    vi.stubGlobal("fetch", reply(401, '{"message":"Please log in"}'));
    const ctx = { queryKey: ["/api/auth", "user"] } as never;
    await expect(getQueryFn({ on401: "throw" })(ctx)).rejects.toThrow("401: ");
    expect(await getQueryFn({ on401: "returnNull" })(ctx)).toBeNull();
  });
});
