import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { DELETE_ACCOUNT_RETURN } from "../../../contract/account.ts";
import {
  authConfigSchema,
  googleStartQuery,
  languageResponseSchema,
  loginSchema,
  publicUserSchema,
  registerSchema,
  setLanguageBody,
} from "../../../contract/auth.ts";
import { errorSchema } from "../../../contract/common.ts";
import { isLanguage } from "../../../contract/language.ts";
import { adminLoginNextSchema, TWO_FACTOR_MESSAGES } from "../../../contract/two-factor.ts";
import type { App } from "../../app-types.ts";
import { unauthorized } from "../../lib/http-error.ts";
import { SignInThrottle } from "./attempt-limiter.ts";
import { readDevice, rememberDevice } from "./device.ts";
import { FLOW_COOKIE, FLOW_TTL_SECONDS, type FlowState, GoogleSignIn } from "./google.ts";
import { startPendingSignIn } from "./pending-sign-in.ts";
import { errors, rateLimited } from "./route-options.ts";

export { IP_LIMIT } from "./route-options.ts";

import { currentUser, requireUser } from "../../lib/guards.ts";
import * as service from "./service.ts";
import { ensureAdmin } from "./service.ts";
import { endSession, startSession } from "./session.ts";
import { mustEnrol } from "./two-factor.ts";
import { twoFactorRoutes } from "./two-factor-routes.ts";

/** Sends the browser back to the landing page with a problem the page shows as 'Sign-in blocked'. */
function backToLanding(reply: FastifyReply, authError: string, suggestion: string) {
  const query = new URLSearchParams({ auth_error: authError, suggestion });
  return reply.redirect(`/?${query.toString()}`);
}

export default async function authRoutes(app: App) {
  const throttle = new SignInThrottle(app.db);
  const source = (request: FastifyRequest) => ({
    throttle,
    address: request.ip,
    device: readDevice(request),
  });
  const google = app.config.google
    ? new GoogleSignIn(app.config.google, `${app.config.publicUrl}/api/auth/google/callback`)
    : undefined;

  if (app.config.admin) {
    const { user, created } = await ensureAdmin(app.db, app.config.admin.email, app.config.admin.password);
    app.log.info({ email: user.email }, created ? "admin account created" : "admin account ensured");
  }

  app.get(
    "/api/auth/config",
    {
      schema: {
        tags: ["auth"],
        summary: "Which sign-in methods this server offers",
        response: { 200: authConfigSchema },
      },
    },
    async () => ({ googleEnabled: Boolean(google) }),
  );

  app.get(
    "/api/auth/user",
    {
      schema: {
        tags: ["auth"],
        summary: "The signed-in user (401 when signed out)",
        response: { 200: publicUserSchema, 401: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized("Not signed in");
      return service.toPublicUser(request.user);
    },
  );

  app.put(
    "/api/auth/user/language",
    {
      preHandler: requireUser,
      schema: {
        tags: ["auth"],
        summary: "Remember the language the signed-in user chose for the seller's side (en or hi)",
        body: setLanguageBody,
        response: { 200: languageResponseSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const user = await service.setLanguage(app.db, currentUser(request).id, request.body.language);
      return { language: user.language };
    },
  );

  app.post(
    "/api/auth/register",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary: "Create an account with email and password, and sign in",
        body: registerSchema,
        response: { 201: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.register(app.db, source(request), request.body);
      await startSession(app, request, reply, user.id);
      rememberDevice(app, request, reply, user.id);
      return reply.code(201).send(service.toPublicUser(user));
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary: "Sign in with email and password",
        body: loginSchema,
        response: { 200: publicUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.login(app.db, source(request), request.body);
      await startSession(app, request, reply, user.id);
      rememberDevice(app, request, reply, user.id);
      return service.toPublicUser(user);
    },
  );

  app.post(
    "/api/auth/admin/login",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary:
          "Sign in to the admin area; only admins pass. 202 { next: code }: send the two-factor code next; 202 { next: enrol }: signed in only to set two-factor up",
        body: loginSchema,
        response: { 200: publicUserSchema, 202: adminLoginNextSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.adminLogin(app.db, source(request), request.body);
      if (user.totpEnabledAt) {
        startPendingSignIn(app, reply, user.id);
        return reply.code(202).send({ next: "code", message: TWO_FACTOR_MESSAGES.codeRequired });
      }
      await startSession(app, request, reply, user.id);
      rememberDevice(app, request, reply, user.id);
      if (mustEnrol(app.config.twoFactor, user)) {
        return reply.code(202).send({ next: "enrol", message: TWO_FACTOR_MESSAGES.setupRequired });
      }
      return service.toPublicUser(user);
    },
  );

  twoFactorRoutes(app, source);

  app.post(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Destroy the session and clear its cookie (204, also when already signed out)",
        response: { 204: z.null(), 403: errorSchema },
      },
    },
    async (request, reply) => {
      await endSession(app, request, reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Browser navigation: signs out only when the browser says the request is not from another site, then goes to /",
      },
    },
    async (request, reply) => {
      if (isOwnNavigation(request)) await endSession(app, request, reply);
      return reply.redirect("/");
    },
  );

  app.get(
    "/api/auth/google",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary:
          "Start Google sign-in (OpenID Connect code flow with PKCE); ref carries a referral code, lang the page's language for a new account",
        querystring: googleStartQuery,
      },
    },
    async (request, reply) => {
      if (!google) {
        return backToLanding(
          reply,
          "Google sign-in is not available on this server.",
          "Please sign up or log in with your email instead.",
        );
      }
      try {
        const { url, flow } = await google.start(request.query);
        reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
          path: "/api/auth/google",
          httpOnly: true,
          sameSite: "lax",
          secure: app.config.secureCookies,
          signed: true,
          maxAge: FLOW_TTL_SECONDS,
        });
        return reply.redirect(url.href);
      } catch (err) {
        request.log.warn({ err }, "google sign-in could not start");
        return backToLanding(
          reply,
          "Google sign-in is unavailable right now.",
          "Please try again later, or use email instead.",
        );
      }
    },
  );

  app.get(
    "/api/auth/google/callback",
    {
      config: rateLimited,
      schema: {
        tags: ["auth"],
        summary: "Where Google sends the browser back; signs in and goes to /",
        querystring: z.record(z.string(), z.unknown()),
      },
    },
    async (request, reply) => {
      const flow = readFlow(request);
      reply.clearCookie(FLOW_COOKIE, { path: "/api/auth/google" });
      const query = request.query as Record<string, unknown>;
      if (!google) {
        return backToLanding(reply, "Google sign-in is not available on this server.", "Please use email instead.");
      }
      if (typeof query.error === "string") {
        return backToLanding(
          reply,
          "Google sign-in was cancelled or refused.",
          "Try again, or continue with email instead.",
        );
      }
      if (!flow) {
        return backToLanding(
          reply,
          "Your Google sign-in took too long or was started in another browser.",
          "Please try again from this page.",
        );
      }
      try {
        const profile = await google.finish(new URL(request.url, app.config.publicUrl), flow);
        const user = await service.signInWithGoogle(
          app.db,
          profile,
          flow.ref,
          isLanguage(flow.lang) ? flow.lang : undefined,
        );
        await startSession(app, request, reply, user.id, { viaGoogle: true });
        // A sign-in that confirms deleting the account goes back to the dialog (docs/decisions/129).
        return reply.redirect(flow.purpose === "delete-account" ? DELETE_ACCOUNT_RETURN : "/");
      } catch (err) {
        if (err instanceof service.SignInProblem) return backToLanding(reply, err.message, err.suggestion);
        request.log.warn({ err }, "google sign-in failed");
        return backToLanding(reply, "Google sign-in failed.", "Please try again, or continue with email instead.");
      }
    },
  );
}

/** The flow cookie, if present, untampered and well formed. */
function readFlow(request: FastifyRequest): FlowState | undefined {
  const raw = request.cookies[FLOW_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const value = JSON.parse(unsigned.value) as FlowState;
    if (typeof value.state !== "string" || typeof value.nonce !== "string" || typeof value.verifier !== "string") {
      return undefined;
    }
    if (value.purpose !== undefined && value.purpose !== "delete-account") return undefined;
    return value;
  } catch {
    return undefined;
  }
}

/**
 * A GET logout counts only when the browser vouches that it was not caused by another site: Sec-Fetch-Site
 * "same-origin" (our own link) or "none" (typed or bookmarked). A cross-site image or link, or a client that
 * sends no such header, is sent to / still signed in (docs/decisions/092); the app itself logs out with POST.
 */
function isOwnNavigation(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  return site === "same-origin" || site === "none";
}
