// @vitest-environment happy-dom
import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it } from "vitest";
import {
  freshOnEveryVisit,
  PAGE_ANSWER_FRESH_MS,
  seedQueries,
  takeFirstPageData,
} from "../../../src/web/lib/firstPageData.ts";

/** Issue 31, docs/decisions/143: the query cache starts with the answers the signed-in page came with. */
const block = (text: string) => {
  document.body.innerHTML = `<script type="application/json" id="first-page-data">${text}</script><div id="root"></div>`;
};

beforeEach(() => {
  document.body.innerHTML = "";
});

describe("the page's answers", () => {
  it("are read from the data block, which is then taken out of the page, and seed each key", () => {
    block(
      JSON.stringify([
        { key: ["/api/auth/user"], data: { id: "u1", firstName: "Meera" } },
        { key: ["/api/listings", "l1"], data: { id: "l1" } },
      ]),
    );
    const answers = takeFirstPageData(document);
    expect(document.getElementById("first-page-data")).toBeNull();
    const client = seedQueries(new QueryClient(), answers);
    expect(client.getQueryData(["/api/auth/user"])).toEqual({ id: "u1", firstName: "Meera" });
    expect(client.getQueryData(["/api/listings", "l1"])).toEqual({ id: "l1" });
  });

  it("keep a signed-out answer (null) as an answer", () => {
    block(JSON.stringify([{ key: ["/api/auth/user"], data: null }]));
    const client = seedQueries(new QueryClient(), takeFirstPageData(document));
    expect(client.getQueryState(["/api/auth/user"])?.status).toBe("success");
    expect(client.getQueryData(["/api/auth/user"])).toBeNull();
  });

  it("are none with no block, a damaged one, or entries of the wrong shape", () => {
    expect(takeFirstPageData(document)).toEqual([]);
    const wrong = [
      "{not json",
      JSON.stringify({ key: ["/x"] }),
      JSON.stringify([{ key: "/x", data: 1 }, { data: 2 }, { key: [1], data: 3 }]),
    ];
    for (const text of wrong) {
      block(text);
      expect(takeFirstPageData(document), text).toEqual([]);
    }
  });

  it("count as fresh, for a query asked on every visit, until it is fetched again", () => {
    const history = ["/api/listings", "l1", "history"];
    const answers = [{ key: history, data: [] }];
    const client = seedQueries(new QueryClient(), answers);
    const query = () => client.getQueryCache().find({ queryKey: history });
    expect(freshOnEveryVisit(query()!, answers)).toBe(PAGE_ANSWER_FRESH_MS);
    // Another listing's history did not come with the page: stale at once.
    client.setQueryData(["/api/listings", "l2", "history"], []);
    const other = client.getQueryCache().find({ queryKey: ["/api/listings", "l2", "history"] });
    expect(freshOnEveryVisit(other!, answers)).toBe(0);
    // Once the answer is replaced (a refetch), it is asked again on the next visit.
    client.setQueryData(history, [{ id: "e1" }]);
    expect(freshOnEveryVisit(query()!, answers)).toBe(0);
  });
});
