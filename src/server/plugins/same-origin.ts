import type { FastifyInstance } from "fastify";
import { SHARE_TARGET_PATH } from "../../contract/share-target.ts";
import { forbidden } from "../lib/http-error.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** The posting assistant's routes: a bearer token, never a cookie (docs/decisions/133). */
const ASSISTANT_PREFIX = "/api/extension/";

/**
 * Refuses state-changing requests sent by another site's page (CSRF defence in depth on top of SameSite=Lax).
 * A request with an Origin must come from PUBLIC_URL or from the host it was sent to.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (request.url.startsWith(ASSISTANT_PREFIX)) return assistantOrigin(request.headers.origin, allowed);
    if (SAFE.has(request.method)) return;
    // The phone's share sheet posts here from outside any page; the route only redirects and changes nothing.
    if (request.url.split("?")[0] === SHARE_TARGET_PATH) return;
    const origin = request.headers.origin;
    if (origin) {
      if (origin === allowed) return;
      const host = request.headers.host;
      try {
        if (host && new URL(origin).host === host) return;
      } catch {
        // fall through: an unparsable Origin is refused
      }
      throw forbidden("Cross-site request refused");
    }
    if (request.headers["sec-fetch-site"] === "cross-site") throw forbidden("Cross-site request refused");
  });
}

/**
 * /api/extension/*, whatever the method: the assistant calls from its own chrome-extension:// origin (or with no
 * Origin at all), and our own pages may too; any other web page is refused, even for a read, since no page of
 * another site has a reason to hold an assistant's token.
 */
function assistantOrigin(origin: string | undefined, allowed: string) {
  if (!origin || origin === allowed) return;
  if (/^chrome-extension:\/\/[a-p]{32}$/.test(origin)) return;
  throw forbidden("Cross-site request refused");
}
