import { describe, expect, it } from "vitest";
import { mailIdle } from "../../../src/server/modules/notifications/mailer.ts";
import { createTestApp } from "../../helpers/app.ts";
import { createAdmin } from "../../helpers/factories.ts";
import { startSmtp } from "../../helpers/smtp.ts";
import { clientFor, publicCall, tokenOf } from "./helpers.ts";

const smtp = await startSmtp();
const app = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: "SnapList <ops@snaplist.test>" });

describe("invite e-mails", () => {
  it("send the same one-time link to the invited address when SMTP is configured", async () => {
    const asAdmin = await clientFor(app, await createAdmin(app));
    const email = `mailed-${Date.now().toString(36)}@example.test`;
    const res = await asAdmin("POST", "/api/admin/team/invites", { email, role: "owner" });
    expect(res.statusCode).toBe(201);
    expect(res.json().emailed).toBe(true);
    await mailIdle(app);
    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    // Quoted-printable may fold long lines: unfold before looking for the link.
    const body = mail?.raw.replace(/=\r?\n/g, "") ?? "";
    expect(body).toContain(tokenOf(res.json().link));
    expect(body).toContain("SnapList admin team");
  });

  it("never fail or delay the request when the SMTP server is down: the link still works", async () => {
    const down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    const asAdmin = await clientFor(down, await createAdmin(down));
    const res = await asAdmin("POST", "/api/admin/team/invites", { email: "down@example.test", role: "owner" });
    expect(res.statusCode).toBe(201);
    await mailIdle(down);
    expect((await publicCall(down, "GET", `/api/admin-invites/${tokenOf(res.json().link)}`)).statusCode).toBe(200);
  });
});
