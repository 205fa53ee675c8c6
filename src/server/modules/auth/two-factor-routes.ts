import type { FastifyRequest } from "fastify";
import { publicUserSchema } from "../../../contract/auth.ts";
import { errorSchema } from "../../../contract/common.ts";
import { TEAM_MESSAGES } from "../../../contract/team.ts";
import {
  recoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../../contract/two-factor.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireAdminMayEnrol } from "../../lib/guards.ts";
import { forbidden, unauthorized } from "../../lib/http-error.ts";
import { rememberDevice } from "./device.ts";
import { endPendingSignIn, readPendingSignIn } from "./pending-sign-in.ts";
import { errors, rateLimited } from "./route-options.ts";
import { type AttemptSource, toPublicUser } from "./service.ts";
import { startSession } from "./session.ts";
import * as twoFactor from "./two-factor.ts";

/** Two-factor sign-in for admins (issue 23 item 5, docs/decisions/124): the code step and enrolment. */
export function twoFactorRoutes(app: App, source: (request: FastifyRequest) => AttemptSource) {
  const config = app.config.twoFactor;

  app.post(
    "/api/auth/admin/login/code",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary: "The second step of an admin sign-in: a code from the authenticator app, or a recovery code",
        body: twoFactorCodeSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = readPendingSignIn(request);
      if (!userId) throw unauthorized(TWO_FACTOR_MESSAGES.pendingExpired);
      const user = await twoFactor.finishSignIn(app.db, config, source(request), userId, request.body.code);
      endPendingSignIn(reply);
      if (user.deactivatedAt) throw forbidden(TEAM_MESSAGES.deactivated);
      await startSession(app, request, reply, user.id);
      rememberDevice(app, request, reply, user.id);
      return toPublicUser(user);
    },
  );

  app.get(
    "/api/auth/two-factor",
    {
      preHandler: requireAdminMayEnrol,
      schema: {
        tags: ["auth"],
        summary: "Whether the signed-in admin has two-factor on, whether it is required, recovery codes left",
        response: { 200: twoFactorStatusSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => twoFactor.status(app.db, config, currentUser(request)),
  );

  app.post(
    "/api/auth/two-factor/setup",
    {
      preHandler: requireAdminMayEnrol,
      schema: {
        tags: ["auth"],
        summary: "Start enrolment: a new secret and its otpauth URI (for the QR code), pending until confirmed",
        response: { 200: twoFactorSetupSchema, ...errors },
      },
    },
    async (request) => twoFactor.startEnrolment(app.db, config, currentUser(request)),
  );

  app.post(
    "/api/auth/two-factor/confirm",
    {
      config: rateLimited,
      preHandler: requireAdminMayEnrol,
      schema: {
        tags: ["auth"],
        summary: "Finish enrolment with a code from the app; answers the one-time recovery codes, shown this once",
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema, ...errors },
      },
    },
    async (request) =>
      twoFactor.confirmEnrolment(app.db, config, source(request), currentUser(request), request.body.code),
  );
}
