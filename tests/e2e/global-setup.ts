import { randomUUID } from "node:crypto";
import { OAuth2Server } from "oauth2-mock-server";
import { googleProviderPort } from "../../playwright.config.ts";

/**
 * Starts a local OpenID Connect provider that stands in for Google during the journeys (never the real one).
 * It approves every sign-in at once, each time as a new person with a verified email, so every test that
 * signs in with Google gets its own account. Returns the teardown that stops it.
 */
export default async function globalSetup() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  provider.service.on("beforeTokenSigning", (token) => {
    const id = randomUUID().slice(0, 8);
    Object.assign(token.payload, {
      sub: `google-${id}`,
      email: `google-${id}@example.test`,
      email_verified: true,
      given_name: "Gita",
      family_name: "Rao",
    });
  });
  await provider.start(googleProviderPort, "localhost");
  return async () => {
    await provider.stop();
  };
}
