import { Readable } from "node:stream";
import { siteOriginOfProfile } from "../artists/siteOriginOfProfile";
import type { ServerContext } from "../context";
import { DATA_EXPORT_DAYS, findDataExportRequest, markDataExportReady } from "../data/dataExports";
import { collectFanData } from "../data/fanData";
import { findProfile } from "../data/profiles";
import type { JobQueue } from "../jobs/jobQueue";
import { sendDataExportLink } from "../notices/accountErasureNotices";
import { privateStorageKeyFor } from "../storage/mediaKeys";
import type { DataExportDispatch } from "./dataExportDispatch";
import { fanDataZip } from "./fanDataZip";

const BUILD_DATA_EXPORT = "build-data-export";
/** A fan's data is small; a zip larger than this is refused rather than filling the store. */
const MAX_EXPORT_BYTES = 256 * 1024 * 1024;

/** Where a copy is stored: a private key (never served as media), under its artist. */
export const dataExportKey = (profileId: string, exportId: string) => privateStorageKeyFor(profileId, exportId, "data.zip");

type Deps = Pick<ServerContext, "db" | "config" | "storage" | "mail">;

/**
 * Builds the copy of a fan's data asked for as `exportId`: the zip is stored, the request marked
 * ready with the hash of its link's token, and the link mailed to the fan. Run twice (a job
 * retried after a crash), the second run finds it ready and does nothing; a request whose account
 * was deleted meanwhile is gone, and so is nothing to build.
 */
export async function buildDataExport(deps: Deps, exportId: string): Promise<void> {
  const request = await findDataExportRequest(deps.db, exportId);
  if (!request || request.ready) return;
  const [data, profile] = await Promise.all([
    collectFanData(deps.db, request.profileId, request.accountId),
    findProfile(deps.db, request.profileId),
  ]);
  if (!data || !profile) return;
  const zip = await fanDataZip(data, { artistName: profile.name, at: new Date() });
  const key = dataExportKey(request.profileId, request.id);
  await deps.storage.put(key, Readable.from([zip]), { contentType: "application/zip", maxBytes: MAX_EXPORT_BYTES });
  const token = await markDataExportReady(deps.db, request.id, key);
  if (!token) {
    // The account was deleted while the zip was built (its request went with it): nothing may keep the file.
    if (!(await findDataExportRequest(deps.db, request.id))) await deps.storage.delete(key);
    return;
  }
  const origin = await siteOriginOfProfile(deps, request.profileId);
  await sendDataExportLink(deps.mail, {
    profileId: request.profileId,
    email: request.email,
    artistName: profile.name,
    link: `${origin}/account/your-data/${encodeURIComponent(token)}`,
    days: DATA_EXPORT_DAYS,
  });
}

/** Jobs in the database, retried with backoff by the queue. */
export function jobDataExportDispatch(jobs: JobQueue): DataExportDispatch {
  return { build: (exportId) => jobs.send(BUILD_DATA_EXPORT, { exportId }) };
}

/** Runs this process's share of the builds. */
export async function startDataExportWorker(jobs: JobQueue, deps: Deps): Promise<void> {
  await jobs.work<{ exportId: string }>(BUILD_DATA_EXPORT, ({ exportId }) => buildDataExport(deps, exportId), { batchSize: 1 });
}

/** Built at once, before the request that asked answers: for tests, which then read the mail. */
export function inlineDataExportDispatch(deps: Deps): DataExportDispatch {
  return { build: (exportId) => buildDataExport(deps, exportId) };
}
