import { api } from "../../client/api/client";
import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointInput } from "../../schema/api/webhooks";
import { studioCall } from "./studioCall";

const webhooksPath = (profileId: string) => `profiles/${profileId}/webhooks`;

/** The studio's calls about webhooks (issue 40, item 4): an owner's endpoints, their secrets and deliveries. */
export const webhooksApi = {
  listEndpoints: (profileId: string) => studioCall(() => api().get(webhooksPath(profileId)).json<{ endpoints: WebhookEndpoint[] }>()),
  /** A new endpoint, with its secret to copy. */
  addEndpoint: (profileId: string, input: WebhookEndpointInput) =>
    studioCall(() => api().post(webhooksPath(profileId), { json: input }).json<{ endpoint: WebhookEndpoint; secret: string }>()),
  changeEndpoint: (profileId: string, endpointId: string, input: WebhookEndpointInput) =>
    studioCall(() =>
      api()
        .put(`${webhooksPath(profileId)}/${endpointId}`, { json: input })
        .json<WebhookEndpoint>(),
    ),
  removeEndpoint: (profileId: string, endpointId: string) =>
    studioCall(() =>
      api()
        .delete(`${webhooksPath(profileId)}/${endpointId}`)
        .json<{ endpoints: WebhookEndpoint[] }>(),
    ),
  revealSecret: (profileId: string, endpointId: string) =>
    studioCall(() =>
      api()
        .get(`${webhooksPath(profileId)}/${endpointId}/secret`)
        .json<{ secret: string }>(),
    ),
  rotateSecret: (profileId: string, endpointId: string) =>
    studioCall(() =>
      api()
        .post(`${webhooksPath(profileId)}/${endpointId}/secret`)
        .json<{ secret: string }>(),
    ),
  listDeliveries: (profileId: string, endpointId: string) =>
    studioCall(() =>
      api()
        .get(`${webhooksPath(profileId)}/${endpointId}/deliveries`)
        .json<{ deliveries: WebhookDelivery[] }>(),
    ),
  replayDelivery: (profileId: string, endpointId: string, deliveryId: string) =>
    studioCall(() =>
      api()
        .post(`${webhooksPath(profileId)}/${endpointId}/deliveries/${deliveryId}/replay`)
        .json<{ deliveries: WebhookDelivery[] }>(),
    ),
};

export type WebhooksApi = typeof webhooksApi;
