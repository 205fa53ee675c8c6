// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { ReferralBar } from "../../../src/web/app/shell/ReferralBar.tsx";
import { useAuth } from "../../../src/web/features/auth/useAuth.ts";
import { ReferralPopup } from "../../../src/web/features/referrals/ReferralPopup.tsx";
import ReferralsPage from "../../../src/web/features/referrals/ReferralsPage.tsx";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin, createUser, loginCookie } from "../../helpers/factories.ts";
import { buttonByText, click, fetchThroughApp, renderAt, text, waitFor } from "../listings/render.tsx";

function AuthProbe() {
  return useAuth().isAuthenticated ? <span>[signed in]</span> : null;
}

/** The Referrals page and the referral bar in a DOM, against a real app on its own database. */
const app = await createTestApp();
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

async function typeInto(input: HTMLInputElement, value: string) {
  const { act } = await import("react");
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("ReferralsPage", () => {
  it("shows 'Not Generated' and 'No referrals yet', then generates a code with its share link", async () => {
    const seller = await createUser(app);
    fetchThroughApp(app, await loginCookie(app, seller));
    ({ unmount } = await renderAt("/referrals", [{ path: "/referrals", element: <ReferralsPage /> }]));
    await waitFor(() => expect(text()).toContain("Not Generated"), 20_000);
    expect(text()).toContain("No referrals yet");
    expect(text()).toContain("How It Works");
    await click(buttonByText("Generate Referral Code"));
    await waitFor(() => expect(text()).toContain("Referral Code Generated"), 20_000);
    const code = document.querySelector('[data-testid="referral-code"]')?.textContent ?? "";
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const inputs = [...document.querySelectorAll("input")].map((i) => i.value);
    expect(inputs).toContain(`${window.location.origin}/register?ref=${code}`);
  });
});

/** The bar at /, beside a probe that says when the session is known. */
const renderBar = () =>
  renderAt("/", [
    {
      path: "/",
      element: (
        <>
          <AuthProbe />
          <ReferralBar />
        </>
      ),
    },
  ]);

describe("ReferralBar", () => {
  it("links a signed-in seller and shows the server's message when it refuses", async () => {
    await createUser(app, { firstName: "Kiran", lastName: "Rao", referralCode: "KIRANBAR1" });
    // A seller who has seen the referral popup already: the bar is their referral box.
    const seller = await createUser(app, { referralPopupSeenAt: new Date() });
    fetchThroughApp(app, await loginCookie(app, seller));
    ({ unmount } = await renderBar());
    // The bar appears once the session is known (it is never shown to admins, decision 123).
    await waitFor(() => expect(buttonByText("Submit")).toBeTruthy());
    const input = document.querySelector('input[aria-label="Referral code"]') as HTMLInputElement;
    // The bar sends the code to the API only once it knows the user is signed in.
    await waitFor(() => expect(text()).toContain("[signed in]"), 20_000);
    await typeInto(input, " kiranbar1 ");
    await click(buttonByText("Submit"));
    await waitFor(() => expect(text()).toContain("Referral linked!"), 20_000);
    expect(text()).toContain("You've been linked to Kiran Rao.");
    await click(buttonByText("Submit"));
    await waitFor(() => expect(text()).toContain("Referral linking failed"), 20_000);
    expect(text()).toContain("Your account is already linked to a referrer.");
  });

  it("steps aside while a new seller's referral popup shows: one referral box at a time (issue 47 item 8)", async () => {
    const seller = await createUser(app);
    fetchThroughApp(app, await loginCookie(app, seller));
    ({ unmount } = await renderAt("/", [
      {
        path: "/",
        element: (
          <>
            <AuthProbe />
            <ReferralBar />
            <ReferralPopup />
          </>
        ),
      },
    ]));
    await waitFor(() => expect(text()).toContain("Were you invited by a friend?"), 20_000);
    expect(document.querySelector('input[aria-label="Referral code"]')).toBeNull();
    expect(text()).not.toContain("Have a referral code?");
    // Closed: the bar is back (the popup shows once).
    await click(document.querySelector('button[aria-label="No thanks"]') as HTMLElement);
    await waitFor(() => expect(document.querySelector('input[aria-label="Referral code"]')).not.toBeNull(), 20_000);
    expect(text()).not.toContain("Were you invited by a friend?");
  });

  it("is not shown to an admin (issue 23 item 4)", async () => {
    const admin = await createAdmin(app);
    fetchThroughApp(app, await loginCookie(app, admin));
    ({ unmount } = await renderBar());
    await waitFor(() => expect(text()).toContain("[signed in]"), 20_000);
    expect(text()).not.toContain("Have a referral code?");
    expect(document.querySelector('input[aria-label="Referral code"]')).toBeNull();
  });
});
