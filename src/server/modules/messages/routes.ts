import { z } from "zod";
import { errorSchema } from "../../../contract/common.ts";
import { messageListSchema, messageSchema, replySchema, unreadCountSchema } from "../../../contract/messages.ts";
import type { App } from "../../app-types.ts";
import { currentUser, requireUser } from "../../lib/guards.ts";
import { scheduleNoticeEmails } from "../notifications/mailer.ts";
import * as service from "./service.ts";

// Plain string: a malformed id is a 404 like any other unknown id, decided in the service.
const idParam = z.object({ id: z.string() });
export const messageErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  422: errorSchema,
};
/** Replies and admin messages land in someone's inbox: cap bursts per sender. */
export const sendLimit = {
  rateLimit: {
    max: 30,
    timeWindow: "1 minute",
    keyGenerator: (req: { user: { id: string } | null; ip: string }) => req.user?.id ?? req.ip,
  },
};

export default async function messageRoutes(app: App) {
  // Notice e-mails a failed send or a crash left due (docs/decisions/115).
  if (app.config.env !== "test") scheduleNoticeEmails(app);
  app.get(
    "/api/messages",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "The signed-in user's messages, newest first, with the related listing's title",
        response: { 200: messageListSchema, 401: errorSchema },
      },
    },
    async (request) => service.listMessages(app.db, currentUser(request)),
  );

  app.get(
    "/api/messages/unread-count",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "How many of the user's messages are unread",
        response: { 200: unreadCountSchema, 401: errorSchema },
      },
    },
    async (request) => service.unreadCount(app.db, currentUser(request)),
  );

  app.get(
    "/api/messages/:id",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "One of the user's own messages",
        params: idParam,
        response: { 200: messageSchema, ...messageErrors },
      },
    },
    async (request) => service.getMessage(app.db, currentUser(request), request.params.id),
  );

  app.patch(
    "/api/messages/:id/read",
    {
      preHandler: requireUser,
      schema: {
        tags: ["messages"],
        summary: "Mark one of the user's own messages read",
        params: idParam,
        response: { 200: messageSchema, ...messageErrors },
      },
    },
    async (request) => service.markRead(app.db, currentUser(request), request.params.id),
  );

  app.post(
    "/api/messages",
    {
      preHandler: requireUser,
      config: sendLimit,
      schema: {
        tags: ["messages"],
        summary: "Reply to a message: it goes to the original sender with 'Re: ' and the original subject",
        body: replySchema,
        response: { 201: messageSchema, ...messageErrors },
      },
    },
    async (request, reply) => {
      const sent = await service.reply(app, currentUser(request), request.body);
      return reply.code(201).send(sent);
    },
  );
}
