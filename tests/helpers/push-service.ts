import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

/**
 * A real Web Push service on this machine for tests (issue 32): it receives the server's POSTs, checks the VAPID
 * JWT (ES256 signature with the key in the header, aud = the endpoint's origin, exp within 24 h, sub mailto:/https:)
 * and decrypts the aes128gcm body (RFC 8188 + RFC 8291) with the private key of a subscription the test made
 * itself. Nothing of the server's code is used to check the server.
 */

export interface Device {
  id: string;
  endpoint: string;
  /** What the browser would send: PushSubscription.toJSON(). */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export interface ReceivedPush {
  deviceId: string;
  payload: { kind: string; title: string; body: string; url: string; tag: string };
  headers: http.IncomingHttpHeaders;
  claims: { aud: string; exp: number; sub: string };
  vapidPublicKey: string;
  /** performance.now() when the push arrived (the benchmark's clock). */
  at: number;
}

type Answer = { status: number; headers?: Record<string, string> };

export interface PushService {
  origin: string;
  /** A new device (its own key pair and auth secret) subscribed at this service. */
  device(): Device;
  /** Pushes received and checked so far, oldest first. */
  received: ReceivedPush[];
  /** What went wrong checking a push (a bad JWT, a body that does not decrypt): tests expect it empty. */
  problems: string[];
  /** The next answers for a device (default 201). */
  answer(device: Device, ...answers: Answer[]): void;
  /** Requests of any kind that reached the service (checked or not). */
  hits: number;
  close(): Promise<void>;
}

const b64 = (buf: Buffer) => buf.toString("base64url");

export async function startPushService(opts: { host?: string } = {}): Promise<PushService> {
  const devices = new Map<string, Device>();
  const answers = new Map<string, Answer[]>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let origin = "";
  const state = { hits: 0 };

  const server = http.createServer((req, res) => {
    state.hits++;
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const id = (req.url ?? "").replace(/^\/push\//, "");
      const device = devices.get(id);
      const queued = answers.get(id)?.shift();
      if (!device) {
        res.writeHead(404).end();
        return;
      }
      try {
        const push = check(device, req, Buffer.concat(chunks), origin);
        const answer = queued ?? { status: 201 };
        if (answer.status === 201) received.push(push);
        res.writeHead(answer.status, answer.headers).end();
      } catch (err) {
        problems.push(String((err as Error).message));
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, opts.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${opts.host ?? "127.0.0.1"}:${port}`;

  return {
    origin,
    received,
    problems,
    get hits() {
      return state.hits;
    },
    device() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const endpoint = `${origin}/push/${id}`;
      const device: Device = {
        id,
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64(ecdh.getPublicKey()), auth: b64(auth) } },
        ecdh,
        auth,
      };
      devices.set(id, device);
      return device;
    },
    answer(device, ...list) {
      answers.set(device.id, [...(answers.get(device.id) ?? []), ...list]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function check(device: Device, req: http.IncomingMessage, body: Buffer, origin: string): ReceivedPush {
  if (req.method !== "POST") throw new Error(`method ${req.method}`);
  if (req.headers["content-encoding"] !== "aes128gcm") throw new Error("not aes128gcm");
  if (!req.headers.ttl) throw new Error("no TTL header");
  const auth = req.headers.authorization ?? "";
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(auth);
  if (!m) throw new Error(`Authorization is not "vapid t=..., k=...": ${auth}`);
  const [, jwt, k] = m as unknown as [string, string, string];
  const claims = verifyVapidJwt(jwt, k);
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  const now = Math.floor(Date.now() / 1000);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  const payload = JSON.parse(decrypt(device, body).toString("utf8"));
  return { deviceId: device.id, payload, headers: req.headers, claims, vapidPublicKey: k, at: performance.now() };
}

/** ES256 (ECDSA P-256 + SHA-256, signature as r||s) with the uncompressed public key from the header. */
function verifyVapidJwt(jwt: string, k: string) {
  const [h, p, s] = jwt.split(".");
  if (!h || !p || !s) throw new Error("JWT is not three parts");
  const header = JSON.parse(Buffer.from(h, "base64url").toString());
  if (header.alg !== "ES256") throw new Error(`alg ${header.alg}`);
  const raw = Buffer.from(k, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 key");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33, 65)) },
    format: "jwk",
  });
  const ok = verify(
    "sha256",
    Buffer.from(`${h}.${p}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(s, "base64url"),
  );
  if (!ok) throw new Error("JWT signature does not verify");
  return JSON.parse(Buffer.from(p, "base64url").toString()) as { aud: string; exp: number; sub: string };
}

/** RFC 8291 section 3.4 + RFC 8188: one record, padding delimiter 2. */
function decrypt(device: Device, body: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20] as number;
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid is ${idlen} bytes, not the 65 of a P-256 key`);
  if (ciphertext.length > rs) throw new Error("more than one record");
  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record padding delimiter");
  return padded.subarray(0, end);
}
