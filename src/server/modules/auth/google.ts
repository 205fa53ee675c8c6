import * as oidc from "openid-client";
import type { Config } from "../../config.ts";
import type { GoogleProfile } from "./service.ts";

type GoogleConfig = NonNullable<Config["google"]>;

/** What the browser carries between the start of the flow and the callback, in a signed short-lived cookie. */
export interface FlowState {
  state: string;
  nonce: string;
  verifier: string;
  ref?: string;
  /** The language the page was in when the flow started: a new account's language (issue 47 item 5). */
  lang?: "en" | "hi";
  /** Where to go after signing in: "delete-account" re-opens the deletion dialog (docs/decisions/129). */
  purpose?: "delete-account";
}

export const FLOW_COOKIE = "snaplist_oidc";
export const FLOW_TTL_SECONDS = 10 * 60;

/**
 * The OpenID Connect client for Google (or any issuer in GOOGLE_ISSUER). Discovery runs on first use and is
 * retried on the next sign-in when it failed, so a provider that is down at start-up does not break the server.
 */
export class GoogleSignIn {
  private discovered: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly google: GoogleConfig,
    private readonly redirectUri: string,
  ) {}

  private configuration(): Promise<oidc.Configuration> {
    if (!this.discovered) {
      const issuer = new URL(this.google.issuer);
      // Plain http is allowed only for a local test provider; Google itself is https.
      const insecure = issuer.protocol === "http:";
      this.discovered = oidc
        .discovery(issuer, this.google.clientId, this.google.clientSecret, undefined, {
          execute: insecure ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .catch((err) => {
          this.discovered = undefined;
          throw err;
        });
    }
    return this.discovered;
  }

  /** The provider's authorization URL and the state to keep for the callback. */
  async start(
    opts: { ref?: string; lang?: FlowState["lang"]; purpose?: FlowState["purpose"] } = {},
  ): Promise<{ url: URL; flow: FlowState }> {
    const config = await this.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const { ref, lang, purpose } = opts;
    const flow: FlowState = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier, ref, lang, purpose };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce,
      // Confirming a deletion asks Google for the password again, not only which account.
      prompt: purpose === "delete-account" ? "login" : "select_account",
    });
    return { url, flow };
  }

  /** Exchanges the code (checking state, nonce and PKCE) and reads the person from the ID token. */
  async finish(callbackUrl: URL, flow: FlowState): Promise<GoogleProfile> {
    const config = await this.configuration();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("The provider sent no ID token");
    const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
    return {
      sub: claims.sub,
      email: text(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === "true",
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      picture: text(claims.picture),
    };
  }
}
