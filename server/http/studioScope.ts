import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Editor } from "../../schema/api/accounts";
import type { ApiKeyScope } from "../../schema/api/apiKeys";
import { mustSetUpTwoFactor } from "../data/teamTwoFactor";
import type { Queryable } from "../db/database";
import { type Clock, systemClock } from "../time/clock";
import { apiKeyGate, apiKeyOf } from "./apiKeyAuth";
import { apiKeyScopeOf } from "./apiKeyScopes";
import { requireEditor } from "./caller";
import { errorResponses } from "./errorResponses";
import { httpError } from "./httpError";
import { PRIVATE_ANSWER } from "./securityHeaders";
import { leastRoleOf, requireRole } from "./studioRoles";

/** Where an artist's own routes live, below /api: every route under it is the studio's, and only there. */
export const STUDIO_PREFIX = "/profiles/:profileId";

/** What a studio route knows of who is asking, once the scope has let them in. */
export interface Studio {
  /** The artist whose studio this is: the path's `profileId`. */
  readonly profileId: string;
  /** The editor asking, one of that artist's own (their role among them). */
  readonly editor: Editor;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * A route an editor may use before setting up the two-step sign-in their team requires (their
     * own account's); every other studio route answers 403 `two_factor_setup_required` until then.
     */
    beforeTwoFactor?: boolean;
    /** The scope an API key needs here (server/http/apiKeyScopes.ts), set by the scope; null: never a key's. */
    apiKeyScope?: ApiKeyScope | null;
  }
  interface FastifyRequest {
    /** Set on every request of the studio scope before its body is read, null elsewhere: read it with `studioOf`. */
    studio: Studio | null;
  }
}

/** The refusals of the scope itself, documented on each of its routes so none has to list them. */
const STUDIO_REFUSALS = errorResponses(401, 403);

/**
 * The studio a request is for.
 * WARNING: only for routes in the studio scope; anywhere else it throws, which answers 500.
 */
export function studioOf(request: FastifyRequest): Studio {
  if (!request.studio) throw new Error(`studioOf: ${request.routeOptions.url} is not in the studio scope (server/routes/studio.ts)`);
  return request.studio;
}

/** Whether a route is declared inside the studio scope (`instance` is the one declaring it). */
export function isInStudioScope(instance: FastifyInstance): boolean {
  return instance.hasRequestDecorator("studio");
}

/** What the OpenAPI document says opens a route: a session's token, and an API key with the route's scope, if any. */
function securityOf(scope: ApiKeyScope | null): Record<string, string[]>[] {
  return scope ? [{ bearer: [] }, { apiKey: [scope] }] : [{ bearer: [] }];
}

/**
 * Makes `app`, an encapsulated plugin registered at STUDIO_PREFIX, the studio's scope: before any
 * body is read, the caller must be on the path's artist's team (401 for a visitor, 403 for a fan
 * or another artist's team) or carry an API key of that artist with the route's scope (the one
 * table, server/http/apiKeyScopes.ts: 401 `api_key_invalid`, 403 `api_key_scope`), in a role the route allows (server/http/studioRoles.ts: 403 for a
 * viewer's change or an editor's try at an owner's work); no cache may keep any answer; and routes
 * find who asks in `studioOf`.
 * The routes registered inside it then do only their own work.
 */
export function installStudioScope(app: FastifyInstance, db: Queryable, clock: Clock = systemClock): void {
  const apiKeys = apiKeyGate(db, clock);
  app.decorateRequest("studio", null);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const apiKeyScope = apiKeyScopeOf(methods[0] ?? "GET", route.url);
    route.schema = {
      ...route.schema,
      security: securityOf(apiKeyScope),
      response: { ...STUDIO_REFUSALS, ...(route.schema?.response as object | undefined) },
    };
    route.config = { ...route.config, apiKeyScope, studioRole: leastRoleOf(route.method, route.config?.studioRole) };
  });
  app.addHook("onRequest", async (request, reply) => {
    // Before the check, so that refusals are not kept either.
    reply.header("cache-control", PRIVATE_ANSWER);
    const { profileId } = request.params as { profileId: string };
    const key = apiKeyOf(request);
    const { config } = request.routeOptions;
    const editor = key ? await apiKeys.check(key, profileId, config.apiKeyScope ?? null) : await requireEditor(request, db, profileId);
    requireRole(editor.role, request.routeOptions.config.studioRole ?? "editor");
    request.studio = { profileId, editor };
    // The owner requires two-step sign-in (issue 35, item 7): the studio is closed until it is on.
    if (!request.routeOptions.config.beforeTwoFactor && (await mustSetUpTwoFactor(db, profileId, editor.id)))
      throw httpError("two_factor_setup_required", "setUp");
  });
}
