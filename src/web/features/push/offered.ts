import { local } from "../../lib/storage.ts";

/**
 * "Tell me when it sells" is offered once per person on this device, after their first Post here (issue 32,
 * docs/decisions/138). Apart from the offer itself so that Create Listings can check it without loading it.
 */
const offeredKey = (userId: string) => `snaplist.pushOffered.${userId}`;

export const wasOffered = (userId: string) => local.get(offeredKey(userId)) !== null;
export const markOffered = (userId: string) => local.set(offeredKey(userId), "1");
