import type { FastifyRequest } from "fastify";
import type { Editor } from "../../schema/api/accounts";
import { API_KEY_PREFIX, type ApiKeyScope } from "../../schema/api/apiKeys";
import { findLiveApiKey, touchApiKey } from "../data/apiKeys";
import type { Queryable } from "../db/database";
import { createToken, hashToken } from "../security/tokens";
import type { Clock } from "../time/clock";
import { bearerToken } from "./caller";
import { httpError } from "./httpError";

/** A new key: the secret shown once, its first characters to tell it apart, and the hash kept. */
export function newApiKeySecret(): { key: string; hint: string; keyHash: string } {
  // 32 random bytes: a plain SHA-256 of that much entropy cannot be reversed, so no slow hash is needed.
  const key = `${API_KEY_PREFIX}${createToken()}`;
  return { key, hint: key.slice(0, API_KEY_PREFIX.length + 4), keyHash: hashToken(key) };
}

/** The API key a request carries as its bearer token, or null (a session's token, or none). */
export function apiKeyOf(request: FastifyRequest): string | null {
  const token = bearerToken(request);
  return token?.startsWith(API_KEY_PREFIX) ? token : null;
}

/** How often a key's last use is written: the list shows it to the minute, and a busy script then costs one write a minute. */
const LAST_USE_EVERY_MS = 60_000;
/** Keys whose last write this process remembers; past that it forgets them all, which costs a write each. */
const MAX_REMEMBERED_KEYS = 10_000;

/**
 * Opens the studio to API keys: `check` gives the owner a key acts as, once the key is live, of
 * this artist and has the route's scope; else it throws 401 `api_key_invalid` or 403. Each key's
 * last use is written at most once a minute by this process (`clock`), never on every request.
 */
export function apiKeyGate(db: Queryable, clock: Clock) {
  const lastWritten = new Map<string, number>();
  const noteUse = async (keyId: string) => {
    const now = clock.now();
    if (now - (lastWritten.get(keyId) ?? Number.NEGATIVE_INFINITY) < LAST_USE_EVERY_MS) return;
    if (lastWritten.size >= MAX_REMEMBERED_KEYS) lastWritten.clear();
    lastWritten.set(keyId, now);
    await touchApiKey(db, keyId, new Date(now));
  };
  return {
    async check(key: string, profileId: string, scope: ApiKeyScope | null): Promise<Editor> {
      const live = await findLiveApiKey(db, hashToken(key));
      if (!live) throw httpError("api_key_invalid", "unknown");
      if (live.profileId !== profileId) throw httpError("forbidden", "notThisArtistsEditor");
      if (scope === null) throw httpError("api_key_scope", "never");
      if (!live.scopes.includes(scope)) throw httpError("api_key_scope", "missing", scope);
      await noteUse(live.id);
      return live.editor;
    },
  };
}
