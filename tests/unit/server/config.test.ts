import { createECDH } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { ConfigError, loadConfig } from "../../../src/server/config.ts";
import { tempDir } from "../../helpers/temp-dir.ts";

const tmp = () => tempDir("snaplist-config");

describe("loadConfig", () => {
  it("runs on embedded defaults: port 3000, PGlite under DATA_DIR, a generated session secret kept there", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(path.join(dir, "pglite"));
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.secureCookies).toBe(false);
    expect(config.sessionSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, "session-secret"), "utf8")).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(config.sessionSecret);
    expect(config.ai.provider).toBe("offline");
    expect(config.s3).toBeUndefined();
    expect(config.google).toBeUndefined();
  });

  it("Web Push: VAPID keys generated into DATA_DIR once and kept; from the environment when set; pairs checked", () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(Buffer.from(config.push.publicKey, "base64url")).toHaveLength(65);
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8"))).toEqual({
      publicKey: config.push.publicKey,
      privateKey: config.push.privateKey,
    });
    expect(loadConfig({ DATA_DIR: dir }).push.publicKey).toBe(config.push.publicKey);
    expect(config.push.subject).toBe("mailto:no-reply@snaplist.local");
    expect(config.push.allowLocalEndpoints).toBe(false);

    const other = loadConfig({ DATA_DIR: tmp() }).push;
    const fromEnv = loadConfig({
      DATA_DIR: tmp(),
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
      VAPID_SUBJECT: "https://snaplist.example",
    }).push;
    expect(fromEnv).toMatchObject({ publicKey: other.publicKey, subject: "https://snaplist.example" });
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: other.publicKey })).toThrow(/must be set together/);
    expect(() =>
      loadConfig({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: config.push.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/not a P-256 key pair/);
    expect(() => loadConfig({ DATA_DIR: tmp(), VAPID_SUBJECT: "http://x" })).toThrow(
      /mailto: address or an https: URL/,
    );
  });

  it("Web Push: a kept key whose private half Node wrote short (a leading zero byte) is read back as 32 bytes", () => {
    // About one P-256 key in 256 has a private key starting with a zero byte, which getPrivateKey() leaves out.
    let ecdh = createECDH("prime256v1");
    do {
      ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
    } while (ecdh.getPrivateKey().length === 32);
    const dir = tmp();
    const short = {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: ecdh.getPrivateKey().toString("base64url"),
    };
    writeFileSync(path.join(dir, "vapid-keys.json"), JSON.stringify(short));
    const push = loadConfig({ DATA_DIR: dir }).push;
    expect(push.publicKey).toBe(short.publicKey);
    expect(Buffer.from(push.privateKey, "base64url")).toHaveLength(32);
    // web-push takes it (it refuses a private key that is not 32 bytes).
    expect(() => webpush.setVapidDetails(push.subject, push.publicKey, push.privateKey)).not.toThrow();
    // The same key from the environment.
    const fromEnv = loadConfig({
      DATA_DIR: tmp(),
      VAPID_PUBLIC_KEY: short.publicKey,
      VAPID_PRIVATE_KEY: short.privateKey,
    });
    expect(fromEnv.push.privateKey).toBe(push.privateKey);
  });

  it("PUSH_ALLOW_LOCAL_ENDPOINTS is refused in production unless PUBLIC_URL is http://localhost", () => {
    const on = { PUSH_ALLOW_LOCAL_ENDPOINTS: "true", NODE_ENV: "production" };
    expect(() => loadConfig({ DATA_DIR: tmp(), ...on, PUBLIC_URL: "https://snaplist.example" })).toThrow(
      /PUSH_ALLOW_LOCAL_ENDPOINTS is for tests only/,
    );
    expect(loadConfig({ DATA_DIR: tmp(), ...on, PUBLIC_URL: "http://localhost:3000" }).push.allowLocalEndpoints).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: tmp(), PUSH_ALLOW_LOCAL_ENDPOINTS: "true" }).push.allowLocalEndpoints).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid configuration: PORT="abc" /],
    [{ PORT: "70000" }, /^Invalid configuration: PORT="70000" /],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL="mysql:\/\/x" must start with postgres:\/\//],
    [{ PUBLIC_URL: "not a url" }, /^Invalid configuration: PUBLIC_URL/],
    [{ DATABASE_URL: "mysql://me:pw-1234@db/x" }, /DATABASE_URL="mysql:\/\/me:\*\*\*@db\/x" must start with/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must be at least 32 characters/],
    [{ METRICS_TOKEN: "short-token" }, /METRICS_TOKEN must be at least 16 characters/],
    [{ METRICS_TOKEN: "a token with spaces" }, /METRICS_TOKEN must be printable ASCII without spaces/],
    [{ ADMIN_PASSWORD: "abc", ADMIN_EMAIL: "a@b.co" }, /^Invalid configuration: ADMIN_PASSWORD must be at least 6/],
    [{ GOOGLE_CLIENT_ID: "id" }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together/],
    [{ ADMIN_EMAIL: "a@b.co" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ AI_PROVIDER: "openai" }, /AI_PROVIDER=openai needs OPENAI_API_KEY/],
    [{ CURRENCY_RATES: "USD=abc" }, /CURRENCY_RATES: "USD=abc" is not CODE=rate/],
  ])("fails fast with one readable line for %j", (env, message) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmp(), ...env });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it.each([
    [{ SESSION_SECRET: "short-secret-xyz" }, "short-secret-xyz"],
    [{ METRICS_TOKEN: "tok 1234 5678 90ab" }, "tok 1234"],
    [{ ADMIN_EMAIL: "a@b.co", ADMIN_PASSWORD: "pw-12" }, "pw-12"],
    [{ TOTP_ENCRYPTION_KEY: "key-too-short" }, "key-too-short"],
    [{ DATABASE_URL: "mysql://me:pw-1234@db/x" }, "pw-1234"],
  ])("never repeats a secret in the start-up error, which goes to the logs: %j", (env, secret) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    try {
      loadConfig({ DATA_DIR: tmp(), ...env });
    } catch (err) {
      expect((err as Error).message).not.toContain(secret);
    }
  });

  it("opens /metrics only with a METRICS_TOKEN", () => {
    expect(loadConfig({ DATA_DIR: tmp() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: " " }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: "0123456789abcdef" }).metricsToken).toBe("0123456789abcdef");
  });

  it("marks cookies Secure when PUBLIC_URL is https, and reads currency rates", () => {
    const config = loadConfig({
      DATA_DIR: tmp(),
      PUBLIC_URL: "https://snaplist.example/",
      CURRENCY_RATES: "USD=0.0125",
    });
    expect(config.secureCookies).toBe(true);
    expect(config.publicUrl).toBe("https://snaplist.example");
    expect(config.currency.rates).toEqual({ INR: 1, USD: 0.0125 });
  });
});
