import { api } from "../../client/api/client";
import type { CodeBatch, CodeBatchInput, CodeBatchPage, CodeList, CodeRedemptions } from "../../schema/api/downloadCodes";
import type { ReleasePage } from "../../schema/api/releases";
import { studioCall } from "./studioCall";

const batchPath = (profileId: string, batchId: string) => `profiles/${profileId}/download-codes/${encodeURIComponent(batchId)}`;

/** Download codes (issue 36, item 6): the artist's batches, a new one, voiding one, its codes and who redeemed them. */
export const downloadCodesApi = {
  list: (profileId: string, query: { offset: number; limit: number }) =>
    studioCall(() => api().get(`profiles/${profileId}/download-codes`, { searchParams: query }).json<CodeBatchPage>()),
  create: (profileId: string, batch: CodeBatchInput) =>
    studioCall(() => api().post(`profiles/${profileId}/download-codes`, { json: batch }).json<CodeBatch>()),
  void: (profileId: string, batchId: string) =>
    studioCall(() =>
      api()
        .post(`${batchPath(profileId, batchId)}/void`)
        .json<CodeBatch>(),
    ),
  /** The batch's codes, for its printed sheet. */
  codes: (profileId: string, batchId: string) =>
    studioCall(() =>
      api()
        .get(`${batchPath(profileId, batchId)}/codes`)
        .json<CodeList>(),
    ),
  /** The batch's codes as CSV text: code, redeemed, when. */
  csv: (profileId: string, batchId: string) =>
    studioCall(() =>
      api()
        .get(`${batchPath(profileId, batchId)}/codes.csv`)
        .text(),
    ),
  redemptions: (profileId: string, batchId: string) =>
    studioCall(() =>
      api()
        .get(`${batchPath(profileId, batchId)}/redemptions`)
        .json<CodeRedemptions>(),
    ),
  /** The artist's releases to choose from (the first 100, newest first): the picker keeps the music. */
  releases: (profileId: string) =>
    studioCall(() =>
      api()
        .get(`profiles/${profileId}/releases`, { searchParams: { offset: 0, limit: 100 } })
        .json<ReleasePage>(),
    ),
};

export type DownloadCodesApi = typeof downloadCodesApi;
