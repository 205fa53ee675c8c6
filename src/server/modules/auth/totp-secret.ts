import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * TOTP secrets at rest (docs/decisions/124). With TOTP_ENCRYPTION_KEY set they are sealed with AES-256-GCM
 * ("gcm:iv:tag:data", base64url); without it they are stored as they are ("plain:SECRET"). Both forms are read,
 * so setting a key later keeps existing enrolments working (they are sealed at their next enrolment).
 */
const keyFrom = (text: string) => createHash("sha256").update(`snaplist-totp:${text}`).digest();

export function sealSecret(secret: string, key: string | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(key), iv);
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["gcm", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":");
}

/** The secret, or undefined when it was sealed with a key that is not configured now. */
export function openSecret(stored: string, key: string | undefined): string | undefined {
  if (stored.startsWith("plain:")) return stored.slice("plain:".length);
  const [kind, iv, tag, data] = stored.split(":");
  if (kind !== "gcm" || !key || !iv || !tag || !data) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(key), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
