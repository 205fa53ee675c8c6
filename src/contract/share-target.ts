/**
 * The Web Share Target (issue 22 item 6, docs/decisions/119): the phone's share sheet posts photos to this path
 * of the installed app (the manifest's share_target, vite.config.ts). The service worker keeps them and sends
 * the seller to Create Listings; with no worker, the server sends them there empty-handed.
 */
export const SHARE_TARGET_PATH = "/share-target";
/** The multipart field the photos come in. */
export const SHARE_TARGET_FILES_FIELD = "photos";
/** Where the worker sends the seller after keeping a share: Create Listings, which takes the photos. */
export const SHARE_LANDING = "/?tab=create&shared=1";
/** Where the server sends a share it could not keep (no worker installed yet). */
export const SHARE_FALLBACK = "/?tab=create";
