/** API keys for integrators' scripts (issue 40, item 5): a key that opens nothing, or not this route. */
import type { ErrorCodes } from "./entry";

/** The codes of API keys alone. */
export const API_KEY_ERRORS = {
  /** A key that was never made, or was revoked: the same answer, so a guess learns nothing. */
  api_key_invalid: {
    status: 401,
    messages: { unknown: "This API key is not valid: it may have been revoked. An owner can make a new one in Settings › API keys." },
  },
  /** A valid key on a route its scopes do not cover, or one no key may reach. */
  api_key_scope: {
    status: 403,
    messages: {
      missing: (scope: string) =>
        `This API key does not have the scope this needs: ${scope}. An owner can make a key with it in Settings › API keys.`,
      never: "API keys cannot do this: sign in to the studio to do it.",
    },
  },
  api_key_not_found: { status: 404, messages: { revoked: "This API key is not one of this studio's: it may have been revoked already." } },
  api_key_limit: { status: 409, messages: { full: (max: number) => `A studio has at most ${max} API keys: revoke one first.` } },
} as const satisfies ErrorCodes;
