import { apiKeyListSchema, apiKeyParamsSchema, createdApiKeySchema, MAX_API_KEYS, newApiKeyBodySchema } from "../../schema/api/apiKeys";
import { okResponseSchema } from "../../schema/api/common";
import { countApiKeys, createApiKey, listApiKeys, revokeApiKey } from "../data/apiKeys";
import { newApiKeySecret } from "../http/apiKeyAuth";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import type { RoutePlugin } from "./plugin";

const PATH = "/api-keys";
/** Keys open the artist's data to scripts, so only owners make, see and revoke them (and never a key: apiKeyScopes.ts). */
const OWNERS = { studioRole: "owner" } as const;

/**
 * An artist's API keys (issue 40, item 5), in Studio › Settings › API keys: list them, make one
 * (answered with the key this once; only its hash is kept), revoke one (it stops working at once).
 * Making and revoking are noted in the audit log, by the key's name.
 */
export const apiKeyRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.get(PATH, { config: OWNERS, schema: { tags: ["editors"], response: { 200: apiKeyListSchema } } }, async (request) => {
    return { apiKeys: await listApiKeys(db, studioOf(request).profileId) };
  });

  app.post(
    PATH,
    {
      config: OWNERS,
      schema: { tags: ["editors"], body: newApiKeyBodySchema, response: { 200: createdApiKeySchema, ...errorResponses(400, 409) } },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      if ((await countApiKeys(db, profileId)) >= MAX_API_KEYS) throw httpError("api_key_limit", "full", MAX_API_KEYS);
      const { key, hint, keyHash } = newApiKeySecret();
      const name = request.body.name.trim();
      const apiKey = await createApiKey(db, { profileId, name, hint, keyHash, scopes: request.body.scopes, createdBy: editor.id });
      await auditStudio(request, db, "api_key_created", name);
      return { key, apiKey };
    },
  );

  app.delete(
    `${PATH}/:keyId`,
    {
      config: OWNERS,
      schema: { tags: ["editors"], params: apiKeyParamsSchema, response: { 200: okResponseSchema, ...errorResponses(404) } },
    },
    async (request) => {
      const name = await revokeApiKey(db, studioOf(request).profileId, request.params.keyId);
      if (name === null) throw httpError("api_key_not_found", "revoked");
      await auditStudio(request, db, "api_key_revoked", name);
      return { ok: true as const };
    },
  );
};
