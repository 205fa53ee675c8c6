import type { FastifyInstance } from "fastify";
import { SHARE_TARGET_PATH } from "../../contract/share-target.ts";
import { forbidden } from "../lib/http-error.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site's page (CSRF defence in depth on top of SameSite=Lax).
 * A request with an Origin must come from PUBLIC_URL or from the host it was sent to.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook("onRequest", async (request) => {
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
