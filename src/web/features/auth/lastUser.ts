import type { PublicUser } from "../../../contract/auth.ts";
import { local } from "../../lib/storage.ts";

/**
 * The last user this browser saw signed in, so that with no network the app still opens as theirs and shows
 * their unsaved listing (docs/decisions/119). Forgotten as soon as the server says nobody is signed in.
 */
const KEY = "snaplist.lastUser";

export const lastUser = {
  get(): PublicUser | null {
    const raw = local.get(KEY);
    if (!raw) return null;
    try {
      const user = JSON.parse(raw) as PublicUser;
      return typeof user?.id === "string" ? user : null;
    } catch {
      return null;
    }
  },
  /** The server's answer: a user is remembered, null (signed out) forgets. */
  set(user: PublicUser | null) {
    if (user) local.set(KEY, JSON.stringify(user));
    else local.remove(KEY);
  },
};
