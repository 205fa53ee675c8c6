import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import {
  createInviteSchema,
  inviteCreatedSchema,
  inviteIdParam,
  roleChangedSchema,
  roleChangeSchema,
  teamSchema,
  teamUserParam,
} from "../../../contract/team.ts";
import type { App } from "../../app-types.ts";
import { requireAdmin } from "../../lib/guards.ts";
import { SESSION_COOKIE } from "../auth/session.ts";
import * as invites from "./team-invites.ts";
import * as service from "./team-service.ts";

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const changed = z.object({ ok: z.literal(true) });

/** The Team tab (issue 29 item 7, docs/decisions/134): admins, invites, deactivation. Admins only, audited. */
export default async function teamRoutes(app: App) {
  app.get(
    "/api/admin/team",
    {
      config: { permission: "desk" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "team"],
        summary: "Every admin (two-factor on or off, last sign-in, deactivated) and the open invites",
        response: { 200: teamSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.team(app, request.user as NonNullable<typeof request.user>),
  );

  app.post(
    "/api/admin/team/invites",
    {
      config: { permission: "team" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "team"],
        summary: "Invite an admin by e-mail: a one-time link for 48 hours, shown this once (and e-mailed with SMTP)",
        body: createInviteSchema,
        response: { 201: inviteCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await invites.invite(app, request, request.body.email, request.body.role)),
  );

  app.delete(
    "/api/admin/team/invites/:id",
    {
      config: { permission: "team" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "team"],
        summary: "Withdraw an open invite (its link stops working)",
        params: inviteIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await invites.withdraw(app, request, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/admin/team/:userId/deactivate",
    {
      config: { permission: "team" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "team"],
        summary:
          "Deactivate an admin: sessions end, assistant tokens revoked, claims released; 409 for the last active admin",
        params: teamUserParam,
        response: { 200: changed, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      await service.deactivate(app, request, userId);
      // Deactivating yourself ends this very session too.
      if (userId === request.user?.id) reply.clearCookie(SESSION_COOKIE, { path: "/" });
      return { ok: true as const };
    },
  );

  app.post(
    "/api/admin/team/:userId/reactivate",
    {
      config: { permission: "team" },
      onRequest: requireAdmin,
      schema: {
        tags: ["admin", "team"],
        summary: "Let a deactivated admin sign in again",
        params: teamUserParam,
        response: { 200: changed, ...errors },
      },
    },
    async (request) => {
      await service.reactivate(app, request, request.params.userId);
      return { ok: true as const };
    },
  );

  app.put(
    "/api/admin/team/:userId/role",
    {
      config: { permission: "team" },
      schema: {
        tags: ["admin", "team"],
        summary:
          "Change an admin's role (owners only; audited); 409 when it would leave no active owner. A role without " +
          "postings loses its assistant tokens; claims of work the role may not do are released",
        params: teamUserParam,
        body: roleChangeSchema,
        response: { 200: roleChangedSchema, ...errors },
      },
    },
    async (request) => service.changeRole(app, request, request.params.userId, request.body.role),
  );
}
