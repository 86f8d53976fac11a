/** Webhooks (issue 40, item 4). */
import { MAX_WEBHOOK_ENDPOINTS } from "../api/webhooks";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of webhooks alone. */
export const WEBHOOK_ERRORS = {
  /** An address an endpoint cannot have, and why in words. */
  webhook_url_invalid: {
    status: 400,
    messages: {
      notAUrl: "Enter the endpoint's full address, such as https://example.com/backline.",
      notHttps: "The endpoint's address must start with https://.",
      withCredentials: "The endpoint's address cannot hold a user name or password.",
      unresolvable: (host: string) => `${host} was not found: check the address.`,
      privateAddress: (host: string) => `${host} is a private or local address: webhooks go only to addresses on the public internet.`,
    },
  },
  /** An artist with as many endpoints as one may have. */
  webhook_limit: {
    status: 409,
    messages: {
      tooMany: `An artist can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: remove one first.`,
    },
  },
} as const satisfies ErrorCodes;

/** The messages of webhooks under the codes every part of the API shares (index.ts gathers them). */
export const WEBHOOK_MESSAGES = {
  not_found: {
    webhookEndpoint: "This artist has no such webhook endpoint.",
    webhookDelivery: "This endpoint has no such delivery.",
  },
} as const satisfies SharedMessages;
