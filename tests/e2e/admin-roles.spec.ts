import { expect, test } from "@playwright/test";
import { COUNTS_POLL_MS } from "../../src/contract/work-queue.ts";
import { createSecondAdmin } from "./admins.ts";
import { adminApi, FIRST_PAGE } from "./auth-helpers.ts";

/**
 * Issue 41 item 2 (docs/decisions/161): each role sees only its own tabs, buttons and queue kinds, and a deactivated
 * admin's open desk signs itself out. Desktop only (playwright.config.ts): the role checks are the same at phone
 * size, where today.spec.ts runs Today itself.
 */

test("roles: each admin sees only their tabs and kinds; a deactivated admin's open desk signs out", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const poster = await createSecondAdmin(browser, baseURL ?? "", { firstName: "Pooja", role: "poster" });
  const manager = await createSecondAdmin(browser, baseURL ?? "", { firstName: "Manoj", role: "manager" });
  const posterPage = await poster.context.newPage();
  const managerPage = await manager.context.newPage();
  // The manager's desk runs on a clock the test can move: its counts poll (every COUNTS_POLL_MS) is what notices the
  // ended session, and waiting out real seconds for it would only slow the suite.
  await managerPage.clock.install();

  await test.step("a poster: postings work, no money, no team", async () => {
    await posterPage.goto("/admin");
    // The desk's destinations, in their groups (issue 47 item 10).
    const tabs = posterPage.getByRole("navigation", { name: "Desk" });
    await expect(tabs.getByRole("tab", { name: /^Today/ })).toBeVisible(FIRST_PAGE);
    for (const name of ["Pending Review", "Updates", "Renewals due", "Assistant"])
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    for (const name of ["Sales Tracking", "Pending Payouts", "Team", "Activity", "Referral System"]) {
      await expect(tabs.getByRole("tab", { name })).toHaveCount(0);
    }
    await expect(posterPage.getByRole("link", { name: "Start posting" })).toBeVisible();
    await expect(posterPage.getByTestId("count-payout")).toHaveCount(0);
    await expect(posterPage.getByTestId("count-posting")).toBeVisible();
    // A tab it may not see, asked for by address, is Today.
    await posterPage.goto("/admin?tab=payouts");
    await expect(posterPage.getByRole("heading", { name: "Today" })).toBeVisible(FIRST_PAGE);
  });

  await test.step("a manager: money and messages, no postings", async () => {
    await managerPage.goto("/admin");
    const tabs = managerPage.getByRole("navigation", { name: "Desk" });
    await expect(tabs.getByRole("tab", { name: /^Today/ })).toBeVisible(FIRST_PAGE);
    for (const name of ["Sales Tracking", "Pending Payouts", "Activity"])
      await expect(tabs.getByRole("tab", { name })).toBeVisible();
    for (const name of ["Pending Review", "Updates", "Team", "Assistant"])
      await expect(tabs.getByRole("tab", { name })).toHaveCount(0);
    await expect(managerPage.getByRole("link", { name: "Start posting" })).toHaveCount(0);
    await expect(managerPage.getByTestId("count-posting")).toHaveCount(0);
    await expect(managerPage.getByTestId("count-payout")).toBeVisible();
  });

  await test.step("deactivated by an owner, the manager's open desk goes to the admin login by itself", async () => {
    const owner = await adminApi(baseURL ?? "");
    const res = await owner.post(`/api/admin/team/${manager.id}/deactivate`);
    expect(res.ok(), await res.text()).toBe(true);
    await owner.dispose();
    // Within a minute: the next poll of the counts (it runs on every tab of the desk) meets the ended session.
    await managerPage.clock.fastForward(COUNTS_POLL_MS);
    await expect(managerPage).toHaveURL(/\/admin-login$/, FIRST_PAGE);
  });
  await poster.context.close();
  await manager.context.close();
});
