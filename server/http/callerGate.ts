import type { FastifyInstance, FastifyRequest } from "fastify";
import { findLiveApiKey } from "../data/apiKeys";
import type { Queryable } from "../db/database";
import { hashToken } from "../security/tokens";
import { apiKeyOf } from "./apiKeyAuth";
import { callerOf } from "./caller";
import { httpError } from "./httpError";
import { isInStudioScope, STUDIO_PREFIX } from "./studioScope";

/** Who a route is for: its handler still checks the artist, this only decides before the body is read. */
export type RouteCaller = "editor" | "fan";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Only this kind of caller gets past the request's first step: the body of anyone else is never parsed or validated. */
    caller?: RouteCaller;
  }
}

/** Every route under /profiles/{profileId} is an artist's own: the studio scope checks its editor. */
const STUDIO_URL = `/api${STUDIO_PREFIX}`;

function isStudioUrl(url: string): boolean {
  return url === STUDIO_URL || url.startsWith(`${STUDIO_URL}/`);
}

async function checkCaller(request: FastifyRequest, db: Queryable, wanted: RouteCaller): Promise<void> {
  const key = apiKeyOf(request);
  // An editor's route that a key may call (its `apiKeyScope`): a live key gets past; the handler checks its artist and scope.
  if (key && wanted === "editor" && request.routeOptions.config.apiKeyScope) {
    if (!(await findLiveApiKey(db, hashToken(key)))) throw httpError("api_key_invalid", "unknown");
    return;
  }
  const caller = await callerOf(request, db);
  if (wanted === "editor") {
    if (caller.kind === "visitor") throw httpError("unauthorized", "logInAsEditor");
    if (caller.kind === "fan") throw httpError("forbidden", "editorsOnly");
    const named = (request.params as { profileId?: unknown } | undefined)?.profileId;
    if (typeof named === "string" && named !== caller.editor.profileId) throw httpError("forbidden", "notThisArtistsEditor");
    return;
  }
  if (caller.kind !== "fan") throw httpError("unauthorized", "logIn");
}

/**
 * Checks who is asking before a request's body is parsed or validated, for routes that need a
 * logged-in caller: a visitor's hostile or oversized body to an editor route costs one session
 * look-up, never a parse. Routes under /profiles/{profileId} get that check from the studio scope
 * (server/http/studioScope.ts), whatever they declare, and may live nowhere else: one declared
 * outside it stops the server at start. Handlers outside the scope still check the artist
 * (requireEditor, requireFan).
 */
export function installCallerGate(app: FastifyInstance, db: Queryable): void {
  app.addHook("onRoute", function (route) {
    if (isStudioUrl(route.url)) {
      if (!isInStudioScope(this))
        throw new Error(`${route.method} ${route.url} is an artist's own route: register it in the studio scope (server/routes/studio.ts)`);
      return;
    }
    const wanted = route.config?.caller;
    if (!wanted) return;
    const gate = async (request: FastifyRequest) => checkCaller(request, db, wanted);
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [gate] : [gate, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
