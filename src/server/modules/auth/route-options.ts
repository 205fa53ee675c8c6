import type { FastifyRequest } from "fastify";
import { errorSchema } from "../../../contract/common.ts";
import type { App } from "../../app-types.ts";

/**
 * Per client address (request.ip: the socket, or what a trusted proxy says - TRUST_PROXY) and route, counted in
 * the database across servers: generous enough for a shared office network, tight enough to stop spraying.
 */
export const IP_LIMIT = { max: 100, timeWindow: 10 * 60 * 1000 };

export const rateLimited = {
  rateLimit: {
    ...IP_LIMIT,
    // AUTH_IP_LIMIT (default IP_LIMIT.max): the journeys' one server signs up every seller from one address.
    max: (request: FastifyRequest) => (request.server as App).config.authIpLimit,
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: "Too many attempts from your network. Please wait a few minutes and try again.",
    }),
  },
};

export const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };
