// @vitest-environment happy-dom
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { users } from "../../../src/server/db/schema.ts";
import TeamTab from "../../../src/web/features/admin/team/TeamTab.tsx";
import { clientFor } from "../../api/listings/helpers.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createUser, loginCookie } from "../../helpers/factories.ts";
import { byLabel, fetchThroughApp, renderAt, text, waitFor } from "../listings/render.tsx";

/**
 * The Team tab shows an invite that died with its author's power as void, with why, and offers no Withdraw for it
 * (issue 46 item 5, docs/decisions/183); an open invite keeps its expiry and Withdraw.
 */
const app = await createTestApp();
let unmount: (() => Promise<void>) | undefined;
afterEach(async () => {
  await unmount?.();
  unmount = undefined;
});

describe("the Team tab's invites", () => {
  it("shows a voided invite as void, with why, and an open one as open", async () => {
    const owner = await createUser(app, { isAdmin: true, firstName: "Olivia" });
    const leaving = await createUser(app, { isAdmin: true, firstName: "Lalit" });
    await app.db.update(users).set({ adminRole: "owner" }).where(eq(users.id, leaving.id));
    const asLeaving = await clientFor(app, leaving);
    const asOwner = await clientFor(app, owner);
    const voided = await asLeaving("POST", "/api/admin/team/invites", {
      email: "back-door@example.test",
      role: "owner",
    });
    expect(voided.statusCode, voided.body).toBe(201);
    const open = await asOwner("POST", "/api/admin/team/invites", { email: "new-poster@example.test", role: "poster" });
    expect(open.statusCode, open.body).toBe(201);
    expect((await asOwner("PUT", `/api/admin/team/${leaving.id}/role`, { role: "poster" })).statusCode).toBe(200);

    fetchThroughApp(app, await loginCookie(app, owner));
    const page = await renderAt("/admin?tab=team", [{ path: "/admin", element: <TeamTab /> }]);
    unmount = page.unmount;
    await waitFor(() => expect(text()).toContain("back-door@example.test"));
    const shown = document.getElementById("open-invites-heading")?.parentElement?.textContent ?? "";
    expect(shown).toContain("Void: Lalit Verma can no longer add admins");
    expect(shown).toContain("new-poster@example.test");
    expect(shown).toMatch(/Expires in 48 hours · invited by Olivia Verma · Poster/);
    expect(byLabel("Withdraw the invite for back-door@example.test")).toBeNull();
    expect(byLabel("Withdraw the invite for new-poster@example.test")).not.toBeNull();
  });
});
