import { api } from "../../client/api/client";
import type { ApiKeyList, CreatedApiKey, NewApiKeyBody } from "../../schema/api/apiKeys";
import { studioCall } from "./studioCall";

/** An artist's API keys (issue 40, item 5), in Settings › API keys: owners' alone. */
export const apiKeysApi = {
  list: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/api-keys`).json<ApiKeyList>()),
  /** Makes a key: the answer holds the key itself, which is never shown again. */
  create: (profileId: string, body: NewApiKeyBody) =>
    studioCall(() => api().post(`profiles/${profileId}/api-keys`, { json: body }).json<CreatedApiKey>()),
  revoke: (profileId: string, keyId: string) =>
    studioCall(() =>
      api()
        .delete(`profiles/${profileId}/api-keys/${encodeURIComponent(keyId)}`)
        .json<{ ok: true }>(),
    ),
};

export type ApiKeysApi = typeof apiKeysApi;
