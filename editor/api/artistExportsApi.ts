import { api } from "../../client/api/client";
import type { ArtistExportSummary } from "../../schema/api/artistExports";
import { studioCall } from "./studioCall";

const exportsPath = (profileId: string) => `profiles/${profileId}/artist-exports`;

/** The studio's calls about exports of everything of the artist (issue 40, item 1). */
export const artistExportsApi = {
  /** Starts an export: a job makes the zip; the list shows how far it is. */
  startExport: (profileId: string) => studioCall(() => api().post(exportsPath(profileId)).json<ArtistExportSummary>()),
  listExports: (profileId: string) => studioCall(() => api().get(exportsPath(profileId)).json<ArtistExportSummary[]>()),
  /** The zip, through the studio's session (a plain link cannot carry it). */
  downloadExport: (profileId: string, exportId: string) =>
    studioCall(() =>
      api()
        .get(`${exportsPath(profileId)}/${encodeURIComponent(exportId)}/download`, { timeout: false })
        .blob(),
    ),
};

export type ArtistExportsApi = typeof artistExportsApi;
