import { api } from "../../client/api/client";
import type { NameAndAddress, NameAndAddressInput } from "../../schema/api/nameAndAddress";
import { studioCall } from "./studioCall";

/** The studio's calls about the artist's name and address name (issue 34, item 10); each answers them as they now are. */
export const nameAndAddressApi = {
  get: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/name-and-address`).json<NameAndAddress>()),
  save: (profileId: string, input: NameAndAddressInput) =>
    studioCall(() => api().put(`profiles/${profileId}/name-and-address`, { json: input }).json<NameAndAddress>()),
};

export type NameAndAddressApi = typeof nameAndAddressApi;
