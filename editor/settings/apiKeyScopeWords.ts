import type { ApiKeyScope } from "../../schema/api/apiKeys";

/** What each scope of an API key lets a script do, as the studio says it beside the scope's stable name. */
export const API_KEY_SCOPE_WORDS: Readonly<Record<ApiKeyScope, string>> = {
  "catalogue:read": "Read the catalogue and posts",
  "documents:write": "Read and change pages, the site and emails; upload media",
  "orders:read": "Read orders and membership payments",
  "subscribers:manage": "Manage email lists' subscribers",
  "webhooks:manage": "Manage webhook endpoints and their deliveries",
};
