// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema.ts";
import TeamTab from "../../../src/web/features/admin/team/TeamTab.tsx";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { byLabel, fetchThroughApp, renderAt, text, waitFor } from "../listings/render.tsx";

/**
 * The Team tab and roles (issue 41, docs/decisions/161), in a DOM against a real app: each admin's role shown, and
 * the last active owner offered neither Deactivate nor another role - until a second owner exists.
 */
const app = await createTestApp();
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

describe("the Team tab", () => {
  it("never offers to remove the last active owner", async () => {
    const owner = await createUser(app, { isAdmin: true, firstName: "Olivia" });
    const poster = await createUser(app, { isAdmin: true, firstName: "Pooja" });
    await app.db.update(users).set({ adminRole: "poster" }).where(eq(users.id, poster.id));
    fetchThroughApp(app, await loginCookie(app, owner));
    let page = await renderAt("/admin?tab=team", [{ path: "/admin", element: <TeamTab /> }]);
    unmount = page.unmount;
    await waitFor(() => expect(text()).toContain("Pooja"));
    expect(byLabel("Deactivate Olivia Verma")).toBeNull();
    expect(byLabel("Role of Olivia Verma")).toBeNull();
    expect(byLabel("Deactivate Pooja Verma")).not.toBeNull();
    expect((byLabel("Role of Pooja Verma") as HTMLInputElement | null)?.value).toBe("Poster");
    await unmount();

    // A second owner: either may now be deactivated, or step down.
    await app.db.update(users).set({ adminRole: "owner" }).where(eq(users.id, poster.id));
    page = await renderAt("/admin?tab=team", [{ path: "/admin", element: <TeamTab /> }]);
    unmount = page.unmount;
    await waitFor(() => expect(byLabel("Deactivate Olivia Verma")).not.toBeNull());
    expect((byLabel("Role of Olivia Verma") as HTMLInputElement | null)?.value).toBe("Owner");
    expect(byLabel("Deactivate Pooja Verma")).not.toBeNull();
  });
});
