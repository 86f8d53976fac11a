import type { FastifyRequest } from "fastify";
import type { Account, Editor } from "../../schema/api/accounts";
import { BoundedCache } from "../cache/boundedCache";
import { findSession, type SessionRecord } from "../data/sessions";
import type { Queryable } from "../db/database";
import { writeEpoch } from "../db/writeEpoch";
import { hashToken } from "../security/tokens";
import { httpError } from "./httpError";

/** Who is asking: a visitor, a fan of one artist, or one of an artist's editors. */
export type Caller = { kind: "visitor" } | { kind: "fan"; account: Account } | { kind: "editor"; editor: Editor };

const VISITOR: Caller = { kind: "visitor" };
const callers = new WeakMap<FastifyRequest, Promise<Caller>>();

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/**
 * The studio's session lives in an HttpOnly cookie (script on a fan page cannot read it), sent
 * only to /api (SameSite=Strict, so never from another site), and honoured only on requests
 * that carry the studio's header, which a form or a plain link from elsewhere cannot send.
 */
export const STUDIO_COOKIE = "backline_studio";
export const STUDIO_HEADER = "x-backline-studio";

/** The studio cookie's token, when the request is the studio's own. */
export function studioCookieToken(request: FastifyRequest): string | null {
  if (request.headers[STUDIO_HEADER] === undefined) return null;
  const token = request.cookies[STUDIO_COOKIE];
  return token && /^[A-Za-z0-9_-]{16,200}$/.test(token) ? token : null;
}

/** The session token of a request: its bearer token, else the studio's cookie. */
export function sessionToken(request: FastifyRequest): string | null {
  return bearerToken(request) ?? studioCookieToken(request);
}

/**
 * Sessions with their fan's account or editor, reused for one second by the token that opened them: every
 * call of a logged-in fan needs one, and a member's pages make several at once. Kept under this
 * process's write count (server/db/writeEpoch.ts), so any write made here (a logout, a session
 * ended from the account page, an account deleted or moved to another tier, an editor's role changed or removed) is seen by the next
 * request, never a second later. A session ended by another server, or one that expires by the
 * clock, may still open for up to a second on this one. Only a session that opened is kept (never
 * an unknown token, so made-up tokens cost queries, not memory), under the token's hash; each
 * answer is the token's own, so no fan is ever handed another's. Bounded whatever comes.
 */
const SESSION_CACHE = { ttlMs: 1000, maxEntries: 10_000, maxBytes: 8 * 1024 * 1024 } as const;

const sessionCaches = new WeakMap<Queryable, BoundedCache<SessionRecord | null>>();

function cachedSession(db: Queryable, token: string): Promise<SessionRecord | null> {
  let cache = sessionCaches.get(db);
  if (!cache) {
    cache = new BoundedCache<SessionRecord | null>({ name: "sessions", ...SESSION_CACHE, keep: (session) => session !== null });
    sessionCaches.set(db, cache);
  }
  return cache.get(`${writeEpoch()}:${hashToken(token)}`, () => findSession(db, token));
}

async function lookUp(request: FastifyRequest, db: Queryable): Promise<Caller> {
  const bearer = bearerToken(request);
  const token = bearer ?? studioCookieToken(request);
  if (!token) return VISITOR;
  const session = await cachedSession(db, token);
  if (!session) return VISITOR;
  // The studio's cookie opens editor sessions only.
  if (!bearer && session.owner.kind !== "editor") return VISITOR;
  if (session.owner.kind === "fan") return session.account ? { kind: "fan", account: session.account } : VISITOR;
  return session.editor ? { kind: "editor", editor: session.editor } : VISITOR;
}

/** The caller of a request, looked up once per request. */
export function callerOf(request: FastifyRequest, db: Queryable): Promise<Caller> {
  let caller = callers.get(request);
  if (!caller) {
    caller = lookUp(request, db);
    callers.set(request, caller);
  }
  return caller;
}

/** The fan asking, if they are a fan of this artist; null for visitors and everyone else. */
export async function fanOf(request: FastifyRequest, db: Queryable, profileId: string): Promise<Account | null> {
  const caller = await callerOf(request, db);
  return caller.kind === "fan" && caller.account.profileId === profileId ? caller.account : null;
}

/** The fan asking, or 401: liking, saving and commenting need a fan of this artist. */
export async function requireFan(request: FastifyRequest, db: Queryable, profileId: string): Promise<Account> {
  const caller = await callerOf(request, db);
  if (caller.kind !== "fan") throw httpError("unauthorized", "logIn");
  if (caller.account.profileId !== profileId) throw httpError("unauthorized", "otherArtistsFan");
  return caller.account;
}

/** The editor asking, or 401/403: only an artist's own editors change their site. */
export async function requireEditor(request: FastifyRequest, db: Queryable, profileId: string): Promise<Editor> {
  const caller = await callerOf(request, db);
  if (caller.kind === "visitor") throw httpError("unauthorized", "logInAsEditor");
  if (caller.kind === "fan") throw httpError("forbidden", "editorsOnly");
  if (caller.editor.profileId !== profileId) throw httpError("forbidden", "notThisArtistsEditor");
  return caller.editor;
}
