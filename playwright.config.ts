import { defineConfig, devices } from "@playwright/test";
import { CLOSED_NETWORK_FLAGS, JOURNEY_CHROMIUM_PATH } from "./tests/e2e/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${port}`;
/** The local OpenID Connect provider standing in for Google (tests/e2e/global-setup.ts), one per E2E_PORT. */
export const googleProviderPort = port + 1000;

/**
 * Under scripts/with-postgres.sh (TEST_DATABASE_URL set, as `npm test` runs the journeys), a second server runs on a
 * fresh PostgreSQL database of that cluster, at E2E_PG_PORT (default E2E_PORT + 1), and the issue-30 journeys run
 * against it too (project desktop-postgres): issue 30 asks for them on both databases; a database does not change
 * with the screen's size, so they run at phone size on PGlite only (docs/decisions/219). Without
 * TEST_DATABASE_URL there is one server, on the embedded PGlite.
 */
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const pgPort = Number(process.env.E2E_PG_PORT ?? port + 1);
const pgBaseURL = `http://localhost:${pgPort}`;
/**
 * The journeys that run on both databases: issue 30's (docs/decisions/136), the assistant's ad life (40), Today (41),
 * the assistant's healing and the panel's buyers (49).
 */
const BOTH_DATABASES =
  /(after-live|assistant-update|assistant-manage|assistant-heal|assistant-buyers|today)\.spec\.ts$/;

/** Debian's Chromium (its headless shell), with the flags this closed network needs (no background calls home). */
const chromium = {
  browserName: "chromium" as const,
  launchOptions: { executablePath: JOURNEY_CHROMIUM_PATH, args: CLOSED_NETWORK_FLAGS },
};

const desktop = { ...chromium, viewport: { width: 1280, height: 800 } };
const phone = {
  ...chromium,
  viewport: devices["Pixel 5"].viewport,
  userAgent: devices["Pixel 5"].userAgent,
  // Drawn at 1x (Pixel 5's own is 2.75x): the same CSS pixels, touch and user agent, for 7.5 times fewer pixels to
  // paint; the phone journeys took 15% less time (docs/decisions/219). Photo renditions are chosen by width.
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
};

/**
 * The Node that runs Playwright runs the servers too: `node` on the shell's PATH is the bundled Node 24 under npm
 * (docs/decisions/149), but a PATH changed on the way must not start the server on another one.
 */
const node = JSON.stringify(process.execPath);

/** One journey server: `rm -rf` its DATA_DIR, then the build, with the journeys' settings. */
function server(serverPort: number, env: Record<string, string> = {}, before = "") {
  const url = `http://localhost:${serverPort}`;
  const dir = `.data-e2e-${serverPort}`;
  return {
    command: `rm -rf ${dir} && ${before}${node} dist/server/main.js`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(serverPort),
      HOST: "localhost",
      DATA_DIR: dir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "admin@snaplist.test",
      ADMIN_PASSWORD: "admin-secret-123",
      GOOGLE_CLIENT_ID: "snaplist-e2e",
      GOOGLE_CLIENT_SECRET: "snaplist-e2e-secret",
      GOOGLE_ISSUER: `http://localhost:${googleProviderPort}`,
      // Issue 30: journeys age their own listing and run the due-work job (docs/decisions/136).
      E2E_TEST_ROUTES: "true",
      // The push journeys (tests/e2e/push.spec.ts) run their own push service on this machine: the server may send
      // to it (a test-only setting, refused in production unless PUBLIC_URL is http://localhost).
      PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
      // Every journey signs its sellers up from this one address: over 100 sign-ups in 10 minutes once the suite got
      // faster, which the production limit (AUTH_IP_LIMIT, 100) rightly refuses. tests/api/hardening tests the limit.
      AUTH_IP_LIMIT: "100000",
      // Where the assistant says the item is: a form may ask the locality, the city and the state (issue 40).
      POSTING_LOCATION: "Andheri West, Mumbai, Maharashtra",
      ...env,
    },
  };
}

/** TEST_DATABASE_URL with its database swapped for this run's own (scripts/fresh-database.mjs creates it). */
function journeyDatabase(clusterUrl: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/snaplist_e2e_${pgPort}`;
  return url.toString();
}

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: "./tests/e2e/global-setup.ts",
  reporter: [
    ["list"],
    ["html", { open: "never", outputFolder: "playwright-report" }],
    // scripts/test.sh reads the JSON report for its summary table.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["json"] as ["json"]] : []),
  ],
  use: {
    baseURL,
    // Recording a trace of every journey cost 1.3x the wall time and 1.75x the CPU (auth + listings, desktop, one
    // worker, three runs each way): the suite records none; PW_TRACE=1 records them and keeps a failure's.
    // A failure still leaves its screenshot and its page snapshot (error-context.md).
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // A service worker answers from its cache where page.route cannot see, and would take over each page part-way
    // through a journey: journeys run as a first visit does, without it; tests/e2e/pwa.spec.ts allows it and
    // tests the worker itself (docs/decisions/119).
    serviceWorkers: "block",
  },
  projects: [
    {
      name: "desktop",
      use: desktop,
      // The installed app (manifest, offline, share target, notifications) is a phone's: its journeys run at phone
      // size only, as do those of a slow phone's first seconds (before-start: docs/decisions/150) and the walk of
      // every page at 360 px in both languages (sideways, issue 47).
      // A seller's own journeys whose work does not change with the screen run on the phone, where sellers are
      // (docs/decisions/219): their photos, budgets, data, referrals and the generator's questions.
      testIgnore:
        /(pwa|push|before-start|sideways|phone-photos|landing-budget|seller-data|referrals|generator-honest)\.spec\.ts$/,
    },
    {
      name: "phone",
      use: phone,
      // Keyboard-only work is a desktop's (issue 25 item 2); the phone layout is scanned by a11y.spec.ts. The
      // posting assistant is a desktop browser extension, loaded into a persistent context of its own: once. The
      // replicas' own self-tests (held-out forms, ad management) are the assistant's ground: desktop only too.
      testIgnore: [
        /a11y-keyboard\.spec\.ts$/,
        // Which tabs and kinds a role sees does not depend on the screen's size (Today itself runs at phone size).
        /admin-roles\.spec\.ts$/,
        // An admin's own journeys run at a desk (docs/decisions/219): the posting session, two-factor, the admin
        // login and the team. Their screens are walked at phone size by layout, sideways and a11y.
        /(posting-session|admin-2fa|auth-admin|admin-team)\.spec\.ts$/,
        // Issue 42's admin at the desk (the seller's phone side is push.spec.ts).
        /buyers\.spec\.ts$/,
        /assistant(?:-[a-z-]+)?\.spec\.ts$/,
        /(?:held-out(?:-2)?|ad-management)-replicas\.spec\.ts$/,
      ],
    },
    ...(testDatabaseUrl
      ? [{ name: "desktop-postgres", use: { ...desktop, baseURL: pgBaseURL }, testMatch: BOTH_DATABASES }]
      : []),
  ],
  webServer: [
    server(port),
    ...(testDatabaseUrl
      ? [server(pgPort, { DATABASE_URL: journeyDatabase(testDatabaseUrl) }, `${node} scripts/fresh-database.mjs && `)]
      : []),
  ],
});
