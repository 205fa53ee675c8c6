import { createECDH, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "./config-error.ts";

/**
 * The secrets a server generates into DATA_DIR at first start when the environment gives none, and keeps: the
 * session secret and the VAPID key pair. The backup carries these files (src/server/ops/backup/).
 */
export const SESSION_SECRET_FILE = "session-secret";

/** Reads SESSION_SECRET from the environment, else from DATA_DIR, else generates and keeps one there. */
export function sessionSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export const VAPID_KEYS_FILE = "vapid-keys.json";

/**
 * VAPID keys from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, else from DATA_DIR/vapid-keys.json, else generated and kept
 * there (like the session secret): a new pair would orphan every device's subscription.
 */
export function vapidKeysFor(
  dataDir: string,
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
): { publicKey: string; privateKey: string } {
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
      throw new ConfigError("Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together");
    }
    if (!isVapidPair(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY)) {
      throw new ConfigError(
        "Invalid configuration: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are not a P-256 key pair in base64url (npx web-push generate-vapid-keys)",
      );
    }
    return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: fullLength(e.VAPID_PRIVATE_KEY) };
  }
  const file = path.join(dataDir, VAPID_KEYS_FILE);
  if (existsSync(file)) {
    const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    if (isVapidPair(keys.publicKey, keys.privateKey)) {
      return { publicKey: keys.publicKey, privateKey: fullLength(keys.privateKey) };
    }
    throw new ConfigError(`Invalid configuration: ${file} does not hold a VAPID key pair`);
  }
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: fullLength(ecdh.getPrivateKey().toString("base64url")),
  };
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/**
 * A P-256 private key in base64url, as its full 32 bytes. Node's `getPrivateKey()` leaves out leading zero bytes,
 * so about one generated key in 256 came out shorter: web-push refuses it, and the next start refused the kept file
 * ("does not hold a VAPID key pair"). Such a kept key is read back padded.
 */
function fullLength(privateKey: string): string {
  const bytes = Buffer.from(privateKey, "base64url");
  return bytes.length >= 32
    ? privateKey
    : Buffer.concat([Buffer.alloc(32 - bytes.length), bytes]).toString("base64url");
}

function isVapidPair(publicKey: unknown, privateKey: unknown): boolean {
  if (typeof publicKey !== "string" || typeof privateKey !== "string") return false;
  try {
    const ecdh = createECDH("prime256v1");
    const priv = Buffer.from(fullLength(privateKey), "base64url");
    if (priv.length !== 32) return false;
    ecdh.setPrivateKey(priv);
    return ecdh.getPublicKey().toString("base64url") === publicKey;
  } catch {
    return false;
  }
}
