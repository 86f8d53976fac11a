import { api } from "../../client/api/client";
import type { ArtistExportLink, ArtistExportSummary } from "../../schema/api/artistExports";
import { studioCall } from "./studioCall";

const exportsPath = (profileId: string) => `profiles/${profileId}/artist-exports`;

/** The studio's calls about exports of everything of the artist (issue 40, item 1). */
export const artistExportsApi = {
  /** Starts an export: a job makes the zip; the list shows how far it is. */
  startExport: (profileId: string) => studioCall(() => api().post(exportsPath(profileId)).json<ArtistExportSummary>()),
  listExports: (profileId: string) => studioCall(() => api().get(exportsPath(profileId)).json<ArtistExportSummary[]>()),
  /** A link to the zip the browser downloads itself: the studio's session cannot ride on a plain link, so the server signs one. */
  exportLink: (profileId: string, exportId: string) =>
    studioCall(() =>
      api()
        .post(`${exportsPath(profileId)}/${encodeURIComponent(exportId)}/link`)
        .json<ArtistExportLink>(),
    ),
};

export type ArtistExportsApi = typeof artistExportsApi;
