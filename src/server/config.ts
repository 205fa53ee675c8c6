import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { ConfigError } from "./config-error.ts";
import { sessionSecretFor, vapidKeysFor } from "./kept-secrets.ts";

const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const bool = (dflt: boolean) =>
  z
    .preprocess(emptyAsUndefined, z.enum(["true", "false", "1", "0", "yes", "no"]).optional())
    .transform((v) => (v === undefined ? dflt : ["true", "1", "yes"].includes(v)));
const int = (dflt: number, min: number, max: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(dflt));

/** Every environment variable the server reads. `.env.example` lists the same names with their defaults. */
const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("development")),
  PORT: int(3000, 0, 65535),
  HOST: z.preprocess(emptyAsUndefined, z.string().default("localhost")),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  TRUST_PROXY: optionalString,
  /** Sign-in, sign-up and reset calls allowed per client address and route in 10 minutes (docs/decisions/090). */
  AUTH_IP_LIMIT: int(100, 1, 1_000_000),
  API_DOCS: bool(true),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** Opens GET /metrics to `Authorization: Bearer <token>`; unset, /metrics answers 404 (docs/decisions/128). */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(16, "must be at least 16 characters (e.g. openssl rand -hex 32)")
      .regex(/^[\x21-\x7e]+$/, "must be printable ASCII without spaces")
      .optional(),
  ),

  ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(6, "must be at least 6 characters").optional()),
  /** Every admin must sign in with two-factor; one without it is sent to enrolment (docs/decisions/124). */
  ADMIN_REQUIRE_2FA: bool(false),
  /** Seals the admins' TOTP secrets at rest (AES-256-GCM); unset, they are stored as they are. */
  TOTP_ENCRYPTION_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),

  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: z.preprocess(emptyAsUndefined, z.url().default("https://accounts.google.com")),

  AI_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(["offline", "openai"]).default("offline")),
  OPENAI_BASE_URL: z.preprocess(emptyAsUndefined, z.url().default("https://api.openai.com/v1")),
  OPENAI_API_KEY: optionalString,
  AI_MODEL: z.preprocess(emptyAsUndefined, z.string().default("gpt-4o-mini")),
  AI_TIMEOUT_MS: int(20_000, 100, 300_000),
  AI_MAX_RETRIES: int(2, 0, 10),
  /** Load the offline engine's models in the background right after listening (docs/decisions/114). */
  AI_WARMUP: bool(true),

  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("us-east-1")),
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: bool(false),
  S3_PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),

  UPLOAD_MAX_MB: int(15, 1, 200),
  UPLOAD_MAX_PIXELS: int(50_000_000, 1_000_000, 500_000_000),
  /** Photo storage a seller may use in total (MB); 0 turns the cap off. */
  UPLOAD_QUOTA_MB: int(500, 0, 1_000_000),
  /** Hours an upload that nothing names is kept before the sweep removes it. */
  ORPHAN_UPLOAD_HOURS: int(24, 1, 24 * 365),

  CURRENCY_RATES: z.preprocess(emptyAsUndefined, z.string().default("USD=0.012,GBP=0.0094,EUR=0.011")),
  CURRENCY_RATES_URL: z.preprocess(emptyAsUndefined, z.url().optional()),

  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default("SnapList <no-reply@snaplist.local>")),

  /** Web Push (docs/decisions/138): the VAPID key pair, base64url; unset, one is generated into DATA_DIR. */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  /** Who push services may contact about our pushes: mailto: or https:. Default: PUBLIC_URL when https. */
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL")
      .optional(),
  ),
  /** Tests only: lets pushes go to a push service on this machine (http or loopback). Refused in production. */
  PUSH_ALLOW_LOCAL_ENDPOINTS: bool(false),

  /** The business's default location, which the posting assistant fills into the marketplaces' forms. */
  POSTING_LOCATION: z.preprocess(emptyAsUndefined, z.string().max(200).default("Mumbai, Maharashtra")),
  /** After it goes live (issue 30, docs/decisions/136). Days live without a sale before a price suggestion. */
  PRICE_SUGGESTION_DAYS: int(14, 1, 365),
  /** Ad lifetimes overriding the data files, e.g. "olx=30,quikr=90,facebook=30". */
  AD_LIFETIMES: optionalString,
  /** Days before expiry from which an ad is in the Renewals due queue. */
  RENEWAL_WINDOW_DAYS: int(3, 0, 60),
  /** Test-only routes that age one listing and run the due-work job (journeys); refused with an https PUBLIC_URL. */
  E2E_TEST_ROUTES: bool(false),

  /** The business's time zone: community metrics count days in it. */
  APP_TIMEZONE: z.preprocess(
    emptyAsUndefined,
    z.string().default("Asia/Kolkata").refine(isTimeZone, "is not a known IANA time zone, e.g. Asia/Kolkata"),
  ),
});

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: name });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name);
  } catch {
    return false;
  }
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where PGlite keeps its files when DATABASE_URL is unset; "memory://" keeps it in memory (tests). */
  pgliteDir: string;
  /**
   * An in-memory PGlite starts from this dump of a migrated data folder instead of an empty cluster (tests: one
   * initdb per run rather than per test file). Migrations still run on top, so a stale dump only costs time.
   */
  pgliteTemplate?: string;
  /**
   * How long a request waits for one of the PostgreSQL pool's 10 connections, queue included (pg-pool applies its
   * connect timeout to the queue too), before it fails: 5 s. Tests that fire 50 calls at once on a loaded machine
   * raise it, since what they check is the outcome of the race, not how long the queue took.
   */
  databasePoolWaitMs?: number;
  publicUrl: string;
  /** Secure cookies and HSTS (docs/decisions/092). */
  secureCookies: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (docs/decisions/090). */
  trustProxy: false | number | string[];
  /** AUTH_IP_LIMIT: calls per client address and auth route in 10 minutes. */
  authIpLimit: number;
  /** Serve the OpenAPI document and its reference UI at /api/docs. */
  apiDocs: boolean;
  sessionSecret: string;
  logLevel: Env["LOG_LEVEL"];
  /** The bearer token that opens GET /metrics; undefined keeps it closed (docs/decisions/128). */
  metricsToken: string | undefined;
  admin: { email: string; password: string } | undefined;
  /** Two-factor sign-in for admins (docs/decisions/124). */
  twoFactor: { requiredForAdmins: boolean; encryptionKey: string | undefined };
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  ai: {
    provider: Env["AI_PROVIDER"];
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    maxRetries: number;
    /** Warm the offline engine (detector, OCR, sharp pipelines) after listening; main.ts only, never buildApp. */
    warmUp: boolean;
  };
  s3:
    | {
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        publicUrl: string | undefined;
      }
    | undefined;
  uploads: {
    maxBytes: number;
    maxPixels: number;
    /** Per-seller total of stored photo bytes; 0 = no cap. */
    quotaBytes: number;
    /** An upload nothing names is removed once it is this old. */
    orphanAfterMs: number;
  };
  currency: { rates: Record<string, number>; ratesUrl: string | undefined };
  mail: { smtpUrl: string; from: string } | undefined;
  /** Web Push (docs/decisions/138). `allowLocalEndpoints` is for tests' own push service only. */
  push: { publicKey: string; privateKey: string; subject: string; allowLocalEndpoints: boolean };
  /** IANA name of the business's time zone (APP_TIMEZONE). */
  timeZone: string;
  /** Where the business posts from: the location the posting assistant fills in (POSTING_LOCATION). */
  postingLocation: string;
  /** Issue 30: price suggestions, ad lifetimes (overrides of the data files, days), renewal window, test routes. */
  afterLive: {
    priceSuggestionDays: number;
    adLifetimeOverrides: Partial<Record<"olx" | "quikr" | "facebook", number>>;
    renewalWindowDays: number;
    testRoutes: boolean;
  };
  /** Where the built client lives; absent in API-only tests. */
  webDir: string;
}

export { ConfigError } from "./config-error.ts";

/** "olx=30,quikr=90,facebook=30" -> days per marketplace; anything else is a readable config error. */
export function parseAdLifetimes(text: string | undefined): Partial<Record<"olx" | "quikr" | "facebook", number>> {
  const out: Partial<Record<"olx" | "quikr" | "facebook", number>> = {};
  if (!text) return out;
  for (const part of text.split(",")) {
    const m = /^\s*(olx|quikr|facebook)\s*=\s*(\d{1,4})\s*$/.exec(part);
    const days = m ? Number(m[2]) : 0;
    if (!m || days < 1 || days > 3650) {
      throw new ConfigError(
        `Invalid configuration: AD_LIFETIMES="${text}" must be like olx=30,quikr=90,facebook=30 (days, 1 to 3650)`,
      );
    }
    out[m[1] as "olx" | "quikr" | "facebook"] = days;
  }
  return out;
}

function parseRates(text: string): Record<string, number> {
  const rates: Record<string, number> = { INR: 1 };
  for (const part of text.split(",")) {
    const [code, value] = part.split("=").map((s) => s.trim());
    const rate = Number(value);
    if (!code || !/^[A-Z]{3}$/.test(code) || !Number.isFinite(rate) || rate <= 0) {
      throw new ConfigError(`CURRENCY_RATES: "${part}" is not CODE=rate (rupees to that currency), e.g. USD=0.012`);
    }
    rates[code] = rate;
  }
  return rates;
}

/**
 * Which peers may tell us the client's address through X-Forwarded-For (docs/decisions/090). Unset, "false" or
 * "0": nobody - the socket address is the client. A number: that many proxy hops in front of the server. Otherwise
 * a comma-separated list of addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal).
 * "true" (trust anyone) is refused: it lets every client choose its own address and escape rate limits.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim().toLowerCase();
  if (!text || text === "false" || text === "0" || text === "off" || text === "no") return false;
  if (text === "true" || text === "*") {
    throw new ConfigError(
      "Invalid configuration: TRUST_PROXY=true would trust any client's X-Forwarded-For; give the proxy hop count or its addresses",
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10)
      throw new ConfigError(`Invalid configuration: TRUST_PROXY="${value}" is more hops than any real chain`);
    return hops;
  }
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const named = new Set(["loopback", "linklocal", "uniquelocal"]);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split("/");
    const ok =
      extra === undefined &&
      (named.has(entry) || (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits))));
    if (!ok) {
      throw new ConfigError(
        `Invalid configuration: TRUST_PROXY entry "${entry}" is not an address, a CIDR (10.0.0.0/8) or loopback/linklocal/uniquelocal`,
      );
    }
  }
  return entries;
}

/**
 * Secure cookies (and HSTS) whenever PUBLIC_URL is https, and always in production unless PUBLIC_URL is plain
 * http on this machine (a local trial of the production build, where a Secure cookie would never be sent back).
 */
export function secureCookiesFor(env: Env["NODE_ENV"], publicUrl: string): boolean {
  const url = new URL(publicUrl);
  if (url.protocol === "https:") return true;
  if (env !== "production") return false;
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname) || url.hostname.endsWith(".localhost");
  return !local;
}

/**
 * A bad value as the start-up error may repeat it - the message goes to the logs (docs/decisions/128): a secret's
 * not at all, a URL's with its password masked.
 */
function shownValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || /PASSWORD|SECRET|TOKEN|KEY/.test(name)) return undefined;
  return name.endsWith("_URL") ? value.replace(/\/\/([^:/@]*):[^@]*@/, "//$1:***@") : value;
}

/** Parses the environment once. Throws a ConfigError whose message is one readable line. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue ? String(issue.path[0]) : "environment";
    const value = issue ? shownValue(name, source[name]) : undefined;
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? "" : `="${value}"`} ${issue?.message ?? "is invalid"}`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  if ((e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) || (!e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError("Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together");
  }
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  if (e.PUSH_ALLOW_LOCAL_ENDPOINTS && e.NODE_ENV === "production" && !/^http:\/\/localhost(:\d+)?$/.test(publicUrl)) {
    throw new ConfigError(
      "Invalid configuration: PUSH_ALLOW_LOCAL_ENDPOINTS is for tests only (it would let pushes reach this machine's network)",
    );
  }
  if (e.AI_PROVIDER === "openai" && !e.OPENAI_API_KEY) {
    throw new ConfigError("Invalid configuration: AI_PROVIDER=openai needs OPENAI_API_KEY");
  }
  if (e.E2E_TEST_ROUTES && publicUrl.startsWith("https:")) {
    throw new ConfigError(
      "Invalid configuration: E2E_TEST_ROUTES is for tests and cannot be on with an https PUBLIC_URL",
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, "pglite"),
    publicUrl,
    secureCookies: secureCookiesFor(e.NODE_ENV, publicUrl),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authIpLimit: e.AUTH_IP_LIMIT,
    apiDocs: e.API_DOCS,
    sessionSecret: sessionSecretFor(dataDir, e.SESSION_SECRET),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    twoFactor: { requiredForAdmins: e.ADMIN_REQUIRE_2FA, encryptionKey: e.TOTP_ENCRYPTION_KEY },
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.OPENAI_BASE_URL,
      apiKey: e.OPENAI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      warmUp: e.AI_WARMUP,
    },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    uploads: {
      maxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
      maxPixels: e.UPLOAD_MAX_PIXELS,
      quotaBytes: e.UPLOAD_QUOTA_MB * 1024 * 1024,
      orphanAfterMs: e.ORPHAN_UPLOAD_HOURS * 3_600_000,
    },
    currency: { rates: parseRates(e.CURRENCY_RATES), ratesUrl: e.CURRENCY_RATES_URL },
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    push: {
      ...vapidKeysFor(dataDir, e),
      subject: e.VAPID_SUBJECT ?? (publicUrl.startsWith("https:") ? publicUrl : "mailto:no-reply@snaplist.local"),
      allowLocalEndpoints: e.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
    timeZone: e.APP_TIMEZONE,
    postingLocation: e.POSTING_LOCATION.trim(),
    afterLive: {
      priceSuggestionDays: e.PRICE_SUGGESTION_DAYS,
      adLifetimeOverrides: parseAdLifetimes(e.AD_LIFETIMES),
      renewalWindowDays: e.RENEWAL_WINDOW_DAYS,
      testRoutes: e.E2E_TEST_ROUTES,
    },
    webDir: path.join(projectRoot(), "dist", "web"),
  };
}

/** The package root: src/server/config.ts and dist/server/config.js both sit two folders below it. */
export function projectRoot(): string {
  return path.resolve(import.meta.dirname, "..", "..");
}
