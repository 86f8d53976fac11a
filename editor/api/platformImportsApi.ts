import { api } from "../../client/api/client";
import type {
  ImportPlatformName,
  PlatformImportResult,
  PlatformImportSummary,
  PlatformTierMapping,
} from "../../schema/api/platformImports";
import { studioCall } from "./studioCall";

const importsPath = (profileId: string) => `profiles/${profileId}/imports`;

/** The studio's calls about imports from other platforms (issue 40, item 3). */
export const platformImportsApi = {
  /** `run` false: the counts and problems of the file, writing nothing. */
  importFile: (
    profileId: string,
    file: { csv: string; platform?: ImportPlatformName; emailListId?: string; tiers?: PlatformTierMapping[] },
    run: boolean,
  ) =>
    studioCall(() =>
      api()
        .post(importsPath(profileId), { json: { ...file, run } })
        .json<PlatformImportResult>(),
    ),
  listImports: (profileId: string) => studioCall(() => api().get(importsPath(profileId)).json<PlatformImportSummary[]>()),
  undoImport: (profileId: string, importId: string) =>
    studioCall(() =>
      api()
        .post(`${importsPath(profileId)}/${importId}/undo`)
        .json<PlatformImportSummary>(),
    ),
  /** The artist's tiers, hidden ones too, that a Patreon tier can map to. */
  listTiers: (profileId: string) =>
    studioCall(() => api().get(`profiles/${profileId}/membership-tiers`).json<{ id: string; name: string }[]>()),
  listEmailLists: (profileId: string) =>
    studioCall(() => api().get(`profiles/${profileId}/email-lists`).json<{ id: string; name: string }[]>()),
};

export type PlatformImportsApi = typeof platformImportsApi;
