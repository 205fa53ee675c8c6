import { afterEach, describe, expect, it, vi } from "vitest";
import { classifyPhotos, enhancePath, enhancePhoto } from "../../../src/web/features/generator/api.ts";

afterEach(() => vi.unstubAllGlobals());

const photo = () => new File([new Uint8Array([1, 2, 3])], "phone.jpg", { type: "image/jpeg" });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

describe("Auto-Enhance (spec sections 2 and 8)", () => {
  it("picks the call from the two sub-switches", () => {
    expect(enhancePath({ upscale: true, background: false })).toBe("/api/enhance/upscale");
    expect(enhancePath({ upscale: false, background: true })).toBe("/api/enhance/blur-background");
    expect(enhancePath({ upscale: true, background: true })).toBe("/api/enhance/combo");
    expect(enhancePath({ upscale: false, background: false })).toBeNull();
  });

  it("returns the enhanced photo, asked for at 2048x2048", async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url === "/api/enhance/upscale"
        ? json({ success: true, enhancedImage: "/uploads/e.jpg", originalImage: "/uploads/o.jpg", message: "ok" })
        : new Response(new Blob([new Uint8Array([9])], { type: "image/jpeg" })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const out = await enhancePhoto(photo(), { upscale: true, background: false });
    expect(out?.name).toBe("phone-enhanced.jpg");
    const form = fetchMock.mock.calls[0][1]?.body as FormData;
    expect(form.get("targetWidth")).toBe("2048");
    expect(form.get("targetHeight")).toBe("2048");
    expect(form.get("blurBackground")).toBe("false");
  });

  it("gives null (use the original, warn) when the server could not enhance it or the call failed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json({ success: false, enhancedImage: "/uploads/o.jpg", originalImage: "/uploads/o.jpg", message: "no" }),
      ),
    );
    expect(await enhancePhoto(photo(), { upscale: true, background: true })).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response('{"message":"boom"}', { status: 500 })),
    );
    expect(await enhancePhoto(photo(), { upscale: true, background: false })).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("network down");
      }),
    );
    expect(await enhancePhoto(photo(), { upscale: false, background: true })).toBeNull();
  });
});

describe("classify request", () => {
  it("sends the main photo as image and the rest as additionalImage0..n, in order, with the condition", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({}));
    vi.stubGlobal("fetch", fetchMock);
    const files = ["a.jpg", "b.jpg", "c.jpg"].map((n) => new File(["x"], n, { type: "image/jpeg" }));
    await classifyPhotos(files, "good");
    const form = fetchMock.mock.calls[0][1]?.body as FormData;
    expect((form.get("image") as File).name).toBe("a.jpg");
    expect((form.get("additionalImage0") as File).name).toBe("b.jpg");
    expect((form.get("additionalImage1") as File).name).toBe("c.jpg");
    expect(form.get("condition")).toBe("good");
  });
});
