// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { PayoutInfo } from "../../../src/contract/sales.ts";
import { PayoutInfoForm } from "../../../src/web/features/sales/PayoutInfoForm.tsx";
import { renderAt } from "../listings/render.tsx";

/** The form under a parent whose query data the test changes, as a refetch does. */
let setCurrent: (info: PayoutInfo | undefined) => void = () => {};
function Harness({ first }: { first: PayoutInfo | undefined }) {
  const [current, set] = useState(first);
  setCurrent = set;
  return <PayoutInfoForm current={current} />;
}

const upiField = () =>
  [...document.querySelectorAll("label")].find((l) => l.textContent?.startsWith("UPI ID"))?.control as HTMLInputElement;

async function typeUpi(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(upiField(), value);
    upiField().dispatchEvent(new Event("input", { bubbles: true }));
  });
}

const refetched = (info: PayoutInfo) => act(async () => setCurrent(info));

let unmount: (() => Promise<void>) | undefined;
afterEach(async () => unmount?.());

describe("the payout form and a refetch", () => {
  it("keeps what the seller typed when a refetch lands after it (null and empty alike, or a new value)", async () => {
    unmount = (await renderAt("/", [{ path: "/", element: <Harness first={{ upiId: "", paypalEmail: "" }} /> }]))
      .unmount;
    await typeUpi("ravi@okbank");
    await refetched({ upiId: null, paypalEmail: null });
    expect(upiField().value).toBe("ravi@okbank");
    await refetched({ upiId: "old@bank", paypalEmail: null });
    expect(upiField().value).toBe("ravi@okbank");
  });

  it("shows the server's value when the seller has not typed", async () => {
    unmount = (await renderAt("/", [{ path: "/", element: <Harness first={undefined} /> }])).unmount;
    expect(upiField().value).toBe("");
    await refetched({ upiId: "asha@upi", paypalEmail: null });
    expect(upiField().value).toBe("asha@upi");
    await refetched({ upiId: "asha@okicici", paypalEmail: null });
    expect(upiField().value).toBe("asha@okicici");
  });
});
