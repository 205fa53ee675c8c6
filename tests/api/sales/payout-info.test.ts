import { describe, expect, it } from "vitest";
import { createTestApp } from "../../helpers/app.ts";
import { createUser } from "../../helpers/factories.ts";
import { clientFor } from "./helpers.ts";

const app = await createTestApp();

describe("PUT /api/user/payout-info", () => {
  it("saves a UPI id and a PayPal email and returns them", async () => {
    const api = await clientFor(app, await createUser(app));
    const res = await api("PUT", "/api/user/payout-info", {
      upiId: " asha.v@okhdfcbank ",
      paypalEmail: "Asha@Example.test",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ upiId: "asha.v@okhdfcbank", paypalEmail: "asha@example.test" });
    expect((await api("GET", "/api/user/payout-info")).json()).toEqual(res.json());
    // Blank clears one method as long as the other remains.
    const cleared = await api("PUT", "/api/user/payout-info", { upiId: "", paypalEmail: "asha@example.test" });
    expect(cleared.json()).toEqual({ upiId: null, paypalEmail: "asha@example.test" });
    const me = (await api("GET", "/api/auth/user")).json();
    expect(me.paypalEmail ?? "asha@example.test").toBe("asha@example.test");
  });

  it("refuses bad input with the spec's messages and keeps what was there", async () => {
    const api = await clientFor(app, await createUser(app, { upiId: "keep@ybl" }));
    const cases: Array<[unknown, string]> = [
      [{}, "Please provide either UPI ID or PayPal email"],
      [{ upiId: "", paypalEmail: "  " }, "Please provide either UPI ID or PayPal email"],
      [{ upiId: null, paypalEmail: null }, "Please provide either UPI ID or PayPal email"],
      [{ paypalEmail: "not-an-email" }, "Please enter a valid PayPal email address"],
      [{ upiId: "9876543210" }, "Please enter a valid UPI ID, like name@bank"],
      [{ upiId: "name@" }, "Please enter a valid UPI ID, like name@bank"],
      [{ upiId: "a b@ybl" }, "Please enter a valid UPI ID, like name@bank"],
      [{ upiId: "x\u0000y@ybl" }, "not allowed"],
      [{ upiId: `${"a".repeat(300)}@ybl` }, "Please enter a valid UPI ID, like name@bank"],
      [{ upiId: 12345 }, "Please enter a valid UPI ID, like name@bank"],
    ];
    for (const [body, message] of cases) {
      const res = await api("PUT", "/api/user/payout-info", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await api("GET", "/api/user/payout-info")).json()).toEqual({ upiId: "keep@ybl", paypalEmail: null });
  });
});
