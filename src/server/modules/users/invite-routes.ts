import type { FastifyRequest } from "fastify";
import { publicUserSchema } from "../../../contract/auth.ts";
import { errorSchema } from "../../../contract/common.ts";
import { acceptInviteSchema, invitePreviewSchema, inviteTokenParam } from "../../../contract/team.ts";
import type { App } from "../../app-types.ts";
import { SignInThrottle } from "../auth/attempt-limiter.ts";
import { readDevice, rememberDevice } from "../auth/device.ts";
import { rateLimited } from "../auth/route-options.ts";
import { toPublicUser } from "../auth/service.ts";
import { startSession } from "../auth/session.ts";
import * as service from "./team-invites.ts";

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  410: errorSchema,
  429: errorSchema,
};

/** The public side of an admin invite: the accept page's questions, and accepting (docs/decisions/134). */
export default async function inviteRoutes(app: App) {
  const throttle = new SignInThrottle(app.db);
  const source = (request: FastifyRequest) => ({ throttle, address: request.ip, device: readDevice(request) });

  app.get(
    "/api/admin-invites/:token",
    {
      config: rateLimited,
      schema: {
        tags: ["team"],
        summary: "What an invite link is for: the e-mail, when it expires, whether that e-mail has an account",
        params: inviteTokenParam,
        response: { 200: invitePreviewSchema, ...errors },
      },
    },
    async (request) => service.preview(app, request.params.token),
  );

  app.post(
    "/api/admin-invites/:token/accept",
    {
      config: rateLimited,
      schema: {
        tags: ["team"],
        summary:
          "Accept an invite: a new admin account (first name, password), or the existing account's password; signs in",
        params: inviteTokenParam,
        body: acceptInviteSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.accept(app, request, source(request), request.params.token, request.body);
      await startSession(app, request, reply, user.id);
      rememberDevice(app, request, reply, user.id);
      return toPublicUser(user);
    },
  );
}
