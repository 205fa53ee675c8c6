import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where the server may send a push (docs/decisions/138): a subscription's endpoint comes from a browser, so it is
 * an SSRF vector. It must be https on a host whose every address is public. The check runs when the subscription
 * is stored AND before each send, and the send connects to the address that was checked (no second lookup that
 * DNS could answer differently).
 */
// Two lists: one BlockList checks an IPv4 address against IPv6 rules too (as ::ffff:a.b.c.d), so the
// IPv4-mapped rule would block every IPv4 address.
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata lives here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const)
  blocked4.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::ffff:0:0", 96], // IPv4-mapped: would reach an IPv4 address by the back door
  ["::", 96], // IPv4-compatible (deprecated)
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const)
  blocked6.addSubnet(net, bits, "ipv6");

/** Whether an IP address is one the public internet routes to (not loopback, private, link-local, ...). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blocked4.check(address, "ipv4") : !blocked6.check(address, "ipv6");
}

/** A resolver that does not answer must not hold a request (or the outbox) for long. */
const LOOKUP_TIMEOUT_MS = 3_000;

export class RefusedEndpoint extends Error {
  /** A name that does not resolve now may later (a DNS outage): worth a retry; an address never changes. */
  constructor(
    message: string,
    readonly transient = false,
  ) {
    super(message);
  }
  get notHttps() {
    return this.message === "not https";
  }
}

export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

/**
 * Resolves the endpoint's host and checks every address it has (a name with one public and one private address
 * is refused: the connection could go to either). `allowLocal` (tests' own push service, refused by config in
 * production) lets http and local addresses through.
 */
export async function checkEndpoint(endpoint: string, allowLocal: boolean): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new RefusedEndpoint("not a URL");
  }
  if (url.protocol !== "https:" && !(allowLocal && url.protocol === "http:")) throw new RefusedEndpoint("not https");
  if (url.username || url.password) throw new RefusedEndpoint("credentials in the URL");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error("DNS timeout")), LOOKUP_TIMEOUT_MS);
      });
      addresses = await Promise.race([lookup(host, { all: true, verbatim: true }), late]);
    } catch {
      throw new RefusedEndpoint("the host does not resolve", true);
    } finally {
      clearTimeout(timer);
    }
  }
  if (addresses.length === 0) throw new RefusedEndpoint("the host does not resolve", true);
  if (!allowLocal && !addresses.every((a) => isPublicAddress(a.address)))
    throw new RefusedEndpoint("not a public address");
  const first = addresses[0] as { address: string; family: number };
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
