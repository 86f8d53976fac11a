import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Queryable } from "../db/database";
import { callerOf } from "./caller";
import { httpError } from "./httpError";

/** Who a route is for: its handler still checks the artist, this only decides before the body is read. */
export type RouteCaller = "editor" | "fan";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Only this kind of caller gets past the request's first step: the body of anyone else is never parsed or validated. */
    caller?: RouteCaller;
  }
}

/** Every route under /profiles/{profileId} is an artist's own: editors only, whatever its declaration says. */
const EDITOR_PREFIX = "/api/profiles/:profileId";

function callerFor(url: string, declared: RouteCaller | undefined): RouteCaller | undefined {
  return url === EDITOR_PREFIX || url.startsWith(`${EDITOR_PREFIX}/`) ? "editor" : declared;
}

async function checkCaller(request: FastifyRequest, db: Queryable, wanted: RouteCaller): Promise<void> {
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
 * look-up, never a parse. Handlers still check the artist (requireEditor, requireFan).
 */
export function installCallerGate(app: FastifyInstance, db: Queryable): void {
  app.addHook("onRoute", (route) => {
    const wanted = callerFor(route.url, route.config?.caller);
    if (!wanted) return;
    const gate = async (request: FastifyRequest) => checkCaller(request, db, wanted);
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [gate] : [gate, ...(Array.isArray(existing) ? existing : [existing])];
  });
}
