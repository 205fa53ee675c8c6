// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";

/** Issue 31, docs/decisions/143: the query cache starts with the answers the signed-in page came with. */
async function freshModule() {
  vi.resetModules();
  return import("../../../src/web/lib/firstPageData.ts");
}
const block = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="first-page-data">${text}</script><div id="root"></div>`;
};

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("withFirstPageData", () => {
  it("seeds each answer under its key, once, and takes the block out of the page", async () => {
    block(
      JSON.stringify([
        { key: ["/api/auth/user"], data: { id: "u1", firstName: "Meera" } },
        { key: ["/api/listings", "l1"], data: { id: "l1" } },
      ]),
    );
    const { withFirstPageData } = await freshModule();
    const client = withFirstPageData(new QueryClient());
    expect(client.getQueryData(["/api/auth/user"])).toEqual({ id: "u1", firstName: "Meera" });
    expect(client.getQueryData(["/api/listings", "l1"])).toEqual({ id: "l1" });
    expect(document.getElementById("first-page-data")).toBeNull();
    // A second client of the same page load (React's strict mode makes two) gets the same answers.
    expect(withFirstPageData(new QueryClient()).getQueryData(["/api/auth/user"])).toMatchObject({ id: "u1" });
  });

  it("keeps a signed-out answer (null) as an answer", async () => {
    block(JSON.stringify([{ key: ["/api/auth/user"], data: null }]));
    const { withFirstPageData } = await freshModule();
    const client = withFirstPageData(new QueryClient());
    expect(client.getQueryState(["/api/auth/user"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/user"])).toBeNull();
  });

  it("starts empty with no block, a damaged one, or entries of the wrong shape", async () => {
    for (const text of [
      undefined,
      "{not json",
      JSON.stringify({ key: ["/x"] }),
      JSON.stringify([{ key: "/x", data: 1 }, { data: 2 }, { key: [1], data: 3 }]),
    ]) {
      if (text !== undefined) block(text);
      const { withFirstPageData } = await freshModule();
      const client = withFirstPageData(new QueryClient());
      expect(client.getQueryCache().getAll(), String(text)).toEqual([]);
    }
  });
});
