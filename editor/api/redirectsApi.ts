import { api } from "../../client/api/client";
import type { Redirect, RedirectImportResult, RedirectList } from "../../schema/api/redirects";
import { studioCall } from "./studioCall";

const redirectsPath = (profileId: string) => `profiles/${profileId}/redirects`;

/** The studio's calls about redirects (issue 39, item 7); each answers the artist's redirects as they now are. */
export const redirectsApi = {
  listRedirects: (profileId: string) => studioCall(() => api().get(redirectsPath(profileId)).json<RedirectList>()),
  /** Adds a redirect, or replaces the one of the same old path. */
  saveRedirect: (profileId: string, redirect: Redirect) =>
    studioCall(() => api().put(redirectsPath(profileId), { json: redirect }).json<RedirectList>()),
  removeRedirect: (profileId: string, fromPath: string) =>
    studioCall(() => api().delete(redirectsPath(profileId), { searchParams: { fromPath } }).json<RedirectList>()),
  /** `apply` false: what the file would do, saving nothing. */
  importRedirects: (profileId: string, csv: string, apply: boolean) =>
    studioCall(() =>
      api()
        .post(`${redirectsPath(profileId)}/import`, { json: { csv, apply } })
        .json<RedirectImportResult>(),
    ),
};

export type RedirectsApi = typeof redirectsApi;
