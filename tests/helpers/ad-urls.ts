import type { Marketplace } from "../../src/contract/enums.ts";

/**
 * Each process (a Playwright worker, a Vitest file) counts from its own start, so that two workers writing to the same
 * server never make the same ad address (a second posting at one address is refused).
 */
let next = 1_000_000_000 + process.pid * 100_000;

/** A published ad's address on `marketplace` that contract/ad-address.ts accepts; a new ad id each call by default. */
export function adUrl(marketplace: Marketplace, id: number = next++): string {
  switch (marketplace) {
    case "olx":
      return `https://www.olx.in/item/sony-tv-iid-${id}`;
    case "quikr":
      return `https://bangalore.quikr.com/Sony-TV-W0QQAdIdZ${id}`;
    case "facebook":
      return `https://www.facebook.com/marketplace/item/${id}/`;
  }
}
