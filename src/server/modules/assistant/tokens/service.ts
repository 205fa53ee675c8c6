import { createHash, randomBytes } from "node:crypto";
import {
  EXTENSION_TOKEN_DAYS,
  EXTENSION_TOKEN_PREFIX,
  type ExtensionToken,
  POSTING_DESK_MESSAGES,
} from "../../../../contract/posting-desk.ts";
import type { App } from "../../../app-types.ts";
import { conflict, notFound } from "../../../lib/http-error.ts";
import { type Actor, recordAudit } from "../../audit/record.ts";
import { countLiveTokens, insertToken, lockAdmin, ownToken, revokeToken, type TokenRow, tokensOf } from "./repo.ts";

/*
 * The posting assistant's tokens (issue 29 item 3, docs/decisions/133): one per admin and browser, shown once,
 * stored as sha256 only, expiring after EXTENSION_TOKEN_DAYS by app.clock, revocable, audited. Neither the token
 * nor its hash is ever put in the audit trail or the logs.
 */

export const MAX_LIVE_TOKENS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashExtensionToken = (token: string) => createHash("sha256").update(token).digest("hex");

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function tokenDto(row: TokenRow): ExtensionToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

export async function listTokens(app: App, adminId: string): Promise<ExtensionToken[]> {
  return (await tokensOf(app.db, adminId)).map(tokenDto);
}

/** A new token for the actor's browser: the answer is the only place the token itself ever appears. */
export async function createToken(app: App, actor: Actor, name: string): Promise<ExtensionToken & { token: string }> {
  const now = app.clock.now();
  const token = `${EXTENSION_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row = await app.db.transaction(async (tx) => {
    await lockAdmin(tx, actor.id);
    if ((await countLiveTokens(tx, actor.id, now)) >= MAX_LIVE_TOKENS)
      throw conflict(POSTING_DESK_MESSAGES.tooManyTokens);
    const row = await insertToken(tx, {
      adminId: actor.id,
      tokenHash: hashExtensionToken(token),
      name,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EXTENSION_TOKEN_DAYS * DAY_MS),
    });
    await recordAudit(tx, actor, {
      action: "extension_token.create",
      entityType: "extension_token",
      entityId: row.id,
      before: null,
      after: { name: row.name, expiresAt: row.expiresAt.toISOString() },
    });
    return row;
  });
  return { ...tokenDto(row), token };
}

/** Revokes one of the actor's own tokens (someone else's is a 404); revoking twice is a quiet success. */
export async function revokeOwnToken(app: App, actor: Actor, id: string): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const row = await revokeToken(tx, actor.id, id, now);
    if (!row) {
      if (await ownToken(tx, actor.id, id)) return;
      throw notFound(POSTING_DESK_MESSAGES.tokenNotFound);
    }
    await recordAudit(tx, actor, {
      action: "extension_token.revoke",
      entityType: "extension_token",
      entityId: row.id,
      before: { name: row.name, revokedAt: null },
      after: { name: row.name, revokedAt: now.toISOString() },
    });
  });
}
