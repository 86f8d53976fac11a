import { api } from "../../client/api/client";
import type { ShippingZonesInput } from "../../schema/api/shipping";
import type { ShippingZone } from "../../schema/entities/shipping";
import { studioCall } from "./studioCall";

/** The artist's shipping zones (issue 36, item 3): read, and saved all at once. */
export const shippingApi = {
  list: (profileId: string) =>
    studioCall(async () => (await api().get(`profiles/${profileId}/shipping-zones`).json<{ zones: ShippingZone[] }>()).zones),
  save: (profileId: string, zones: ShippingZonesInput["zones"]) =>
    studioCall(
      async () => (await api().put(`profiles/${profileId}/shipping-zones`, { json: { zones } }).json<{ zones: ShippingZone[] }>()).zones,
    ),
};

export type ShippingApi = typeof shippingApi;
