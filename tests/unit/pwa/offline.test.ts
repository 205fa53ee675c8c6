// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "../../../src/contract/auth.ts";
import { lastUser } from "../../../src/web/features/auth/lastUser.ts";
import { ApiError, errorText, OFFLINE_MESSAGE } from "../../../src/web/lib/api.ts";

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const seller = { id: "u1", firstName: "Asha", email: "asha@example.test", isAdmin: false } as PublicUser;

describe("the last signed-in user, for opening offline (issue 22 item 5)", () => {
  it("is remembered from the server's answer and forgotten when it says nobody is signed in", () => {
    expect(lastUser.get()).toBeNull();
    lastUser.set(seller);
    expect(lastUser.get()).toEqual(seller);
    lastUser.set(null);
    expect(lastUser.get()).toBeNull();
  });

  it("ignores a damaged record", () => {
    localStorage.setItem("snaplist.lastUser", "{not json");
    expect(lastUser.get()).toBeNull();
    localStorage.setItem("snaplist.lastUser", '{"name":"no id"}');
    expect(lastUser.get()).toBeNull();
  });
});

describe("a call that could not be sent", () => {
  it("says 'You are offline' when the phone has no network", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(errorText(new TypeError("Failed to fetch"), "Unable to generate listing.")).toBe(OFFLINE_MESSAGE);
  });

  it("keeps the server's own message, and the browser's words when online", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    expect(errorText(new TypeError("Failed to fetch"), "fallback")).toBe("Failed to fetch");
    expect(errorText(new ApiError(409, '{"message":"Already sold"}', "Conflict"), "fallback")).toBe("Already sold");
  });
});
