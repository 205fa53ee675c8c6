// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../src/contract/auth.ts";
import { lastUser } from "../../../src/web/features/auth/lastUser.ts";
import {
  currentUserKey,
  rememberSignedInUser,
  startAsVisitor,
  useAuth,
} from "../../../src/web/features/auth/useAuth.ts";
import { createQueryClient } from "../../../src/web/lib/queryClient.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seller = { id: "u1", firstName: "Asha", email: "asha@example.test", isAdmin: false } as PublicUser;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("who is signed in (issue 31: a visitor's page is not drawn twice)", () => {
  it("does not draw a visitor's page again when the server confirms nobody is signed in", async () => {
    let answered = false;
    vi.stubGlobal("fetch", async () => {
      answered = true;
      return new Response('{"message":"Unauthorized"}', { status: 401 });
    });
    startAsVisitor();
    const client = rememberSignedInUser(createQueryClient());
    const seen: string[] = [];
    function Page() {
      const { user, isLoading } = useAuth();
      seen.push(isLoading ? "loading" : user ? "seller" : "visitor");
      return null;
    }
    const container = document.createElement("div");
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <QueryClientProvider client={client}>
          <Page />
        </QueryClientProvider>,
      );
    });
    await act(async () => {
      await client.getQueryCache().find({ queryKey: currentUserKey })?.promise;
    });
    expect(answered).toBe(true);
    expect(client.getQueryData(currentUserKey)).toBeNull();
    // The visitor's placeholder and the answer are the same: one render, not one per change of the query's state.
    expect(seen).toEqual(["visitor"]);
    act(() => root.unmount());
  });

  it("remembers every answer for opening offline - a sign-in, the server's, the page's own - and forgets on none", async () => {
    const client = rememberSignedInUser(createQueryClient());
    client.setQueryData(currentUserKey, seller);
    expect(lastUser.get()).toEqual(seller);
    client.setQueryData(currentUserKey, null);
    expect(lastUser.get()).toBeNull();
    await client.fetchQuery({ queryKey: currentUserKey, queryFn: async () => seller, staleTime: 0 });
    expect(lastUser.get()).toEqual(seller);
    // Another query's answer is not who is signed in.
    client.setQueryData(["/api/listings"], []);
    expect(lastUser.get()).toEqual(seller);
  });

  it("keeps the remembered user when the call fails", async () => {
    lastUser.set(seller);
    const client = rememberSignedInUser(createQueryClient());
    await client
      .fetchQuery({
        queryKey: currentUserKey,
        queryFn: async () => {
          throw new TypeError("Failed to fetch");
        },
      })
      .catch(() => undefined);
    expect(lastUser.get()).toEqual(seller);
  });
});
