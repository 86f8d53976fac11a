import { api } from "../../client/api/client";
import type { StudioHome } from "../../schema/api/studioHome";
import { studioCall } from "./studioCall";

/** The studio's home (issue 34, item 14): the first-run steps, the artist's numbers and their site's address. */
export const homeApi = {
  get: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/home`).json<StudioHome>()),
};

export type HomeApi = typeof homeApi;
