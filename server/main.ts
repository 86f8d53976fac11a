/**
 * `npm start`: one process serving the API, the uploaded media and the site on PORT (default
 * 3000). Data lives in DATA_DIR (default ./data): the embedded PostgreSQL, unless DATABASE_URL
 * names a PostgreSQL server; uploaded media too, unless S3_BUCKET names a bucket. The first start
 * migrates and loads the demo artist; later starts keep the data.
 */
import { fileURLToPath } from "node:url";
import { jobDataExportDispatch, startDataExportWorker } from "./accounts/dataExportWork";
import { recordBusinessEvent } from "./analytics/businessEvent";
import { openCountryLookup } from "./analytics/countryOfAddress";
import { openAnalyticsStore } from "./analytics/openAnalyticsStore";
import { buildApp } from "./app";
import { jobArtistExportDispatch, resumeArtistExports, startArtistExportWorker } from "./artistExport/artistExportWork";
import { answerExportRequest } from "./artistExport/exportControl";
import { adoptTrackMasters } from "./audio/adoptTrackMasters";
import { jobAudioDispatch, resumeAudioWork, startAudioWorker } from "./audio/audioWork";
import { checkFfmpeg, ffmpegPath } from "./audio/ffmpeg";
import { removeDeadScratchFolders } from "./audio/scratchFiles";
import { startServerBackups } from "./backups/serverBackups";
import { readConfig } from "./config";
import { releaseDeadProcessLeases } from "./data/deadProcessLeases";
import { recordMemberCounts } from "./data/memberCounts";
import { findDefaultProfile, findProfileBySlug, findProfileSlug, setDefaultProfile } from "./data/profiles";
import { isUploadUnderWay } from "./data/uploads";
import { DatabaseHeldError } from "./db/dataDirLock";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/openDatabase";
import { seedDemoIfEmpty } from "./demo/seed";
import { startDomainCheckWorker } from "./domains/domainCheckWorker";
import { domainResolver } from "./domains/domainResolver";
import { jobCodeBatchDispatch, startCodeBatchWorker } from "./downloadCodes/codeBatchWork";
import { clientAbortLogHooks } from "./http/clientAbortLogs";
import { jobPlatformImportDispatch, startPlatformImportWorker } from "./imports/platformImportWork";
import { startJobQueue } from "./jobs/jobQueue";
import { BULK_MAIL_PACE } from "./mail/bulkMail";
import { jobMailQueue, resumeBulkMail, startMailWorker } from "./mail/mailQueue";
import { openMailTransport } from "./mail/openMailTransport";
import { privatizeLockedPostMedia } from "./media/privatizeLockedPostMedia";
import { jobNewsletterDispatch, resumeNewsletters, startNewsletterWorker } from "./newsletters/newsletterWorker";
import { newsletterPaceOf } from "./newsletters/sendNewsletterBatch";
import { jsonLog } from "./operations/jsonLog";
import { collectProcessMetrics } from "./operations/metricsRegistry";
import { startMetricsServer } from "./operations/metricsServer";
import { finishPaidOrders } from "./orders/finishPaidOrders";
import { openStorage } from "./storage/openStorage";
import { offsetClock, systemClock } from "./time/clock";
import { jobVideoDispatch, resumeVideoWork, startVideoWorker } from "./video/videoWork";
import { systemAddressResolver } from "./webhooks/publicAddress";
import { jobWebhookDispatch, startWebhookWorker } from "./webhooks/webhookWork";

const config = readConfig();
// GEOIP_DATABASE, read whole once: a file that is not a country database stops the start here.
const countryOf = openCountryLookup(config.geoipDatabase);
const db = await openDatabase(config).catch((error: unknown) => {
  // Another live process has the embedded database: say who, and start nothing.
  if (error instanceof DatabaseHeldError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
// The site's analytics (issue 38): on the embedded database, a database of their own on a worker thread, started beside the migration.
const analytics = openAnalyticsStore(db, config.dataDir, { onError: (error) => console.warn("analytics events were not written", error) });
await migrate(db);
// Mail is queued in the database and sent by this process's worker, to SMTP_URL or the outbox.
// Jobs log JSON lines as requests do, at LOG_LEVEL, each with the id of the request that queued it.
const jobs = await startJobQueue(db, { log: jsonLog(process.env.LOG_LEVEL) });
const mailTransport = openMailTransport(config);
// Welcomes and gifts sent count as emails delivered in the artist's analytics (newsletters count their own copies).
await startMailWorker(jobs, db, mailTransport, BULK_MAIL_PACE, (profileId) => {
  const at = new Date(systemClock.now());
  void analytics.then((store) => recordBusinessEvent(store, { profileId, kind: "email_delivered", at }));
});
const newsletters = jobNewsletterDispatch(jobs);
const audio = jobAudioDispatch(jobs);
const video = jobVideoDispatch(jobs);
const dataExports = jobDataExportDispatch(jobs);
if (config.testClockControl) console.warn("TEST_CLOCK_CONTROL=1: releases' dates follow a clock tests move. Never on a server fans use.");
const context = {
  db,
  storage: await openStorage(config),
  config,
  mail: jobMailQueue(jobs, db),
  newsletters,
  audio,
  video,
  dataExports,
  codeBatches: jobCodeBatchDispatch(jobs),
  webhooks: jobWebhookDispatch(jobs),
  platformImports: jobPlatformImportDispatch(jobs),
  artistExports: jobArtistExportDispatch(jobs),
  clock: systemClock,
  releaseClock: config.testClockControl ? offsetClock(systemClock) : systemClock,
  analytics: await analytics,
  countryOf,
};
// Large batches of download codes (issue 36, item 6): made by a job while the studio shows "Generating…".
await startCodeBatchWorker(jobs, db);
// Copies of fans' data (issue 35): zipped and stored by a job, their link mailed.
await startDataExportWorker(jobs, context);
// Webhooks (issue 40, item 4): deliveries due sent by a job, their addresses checked again at each send.
if (config.webhooksAllowPrivate)
  console.warn("WEBHOOKS_ALLOW_PRIVATE=1: webhooks may go to http:// and private addresses. For local testing only.");
await startWebhookWorker(jobs, {
  db,
  mail: context.mail,
  clock: context.clock,
  resolve: systemAddressResolver,
  allowPrivate: config.webhooksAllowPrivate === true,
  studioOrigin: config.publicUrl ?? null,
});
// Imports from other platforms (issue 40): written in batches by a job while the studio shows progress.
await startPlatformImportWorker(jobs, context);
// The studio's exports of an artist (issue 40): the zip streamed into the store by a job while the studio shows progress.
await startArtistExportWorker(jobs, context);
// Newsletters go straight to the transport, one status row per recipient (their own queue).
await startNewsletterWorker(jobs, context, mailTransport, newsletterPaceOf(config));
// Custom domains not verified yet are looked at again, with backoff, against DNS_SERVERS or the system's.
await startDomainCheckWorker(jobs, {
  db,
  resolver: domainResolver(config.dnsServers),
  clock: systemClock,
  platformDomain: config.platformDomain ?? "localhost",
});
// What a server killed mid-upload (or mid demo load, or mid-transcode) left behind.
await context.storage.removeStalePartials?.((key) => isUploadUnderWay(db, key));
await removeDeadScratchFolders();
// The audio pipeline's FFmpeg (issue 32): a missing codec is named now, and the server starts all
// the same, its streaming copies and downloads pending until a start with a full FFmpeg.
const ffmpeg = await checkFfmpeg(ffmpegPath(config.ffmpegPath));
if (!ffmpeg.ok) console.warn(`${ffmpeg.problem} Streaming copies and downloads stay pending until FFMPEG_PATH names a full FFmpeg.`);
const audioDeps = { db, storage: context.storage, ffmpeg: ffmpeg.ok ? ffmpeg.path : null };
await startAudioWorker(jobs, audioDeps, audio);
// Videos' web copies and posters (issue 39), on the same FFmpeg, one transcode at a time.
await startVideoWorker(jobs, audioDeps);
const seeded = await seedDemoIfEmpty(context);
// DEFAULT_ARTIST: the artist the bare address (localhost, the platform's domain) serves instead of the demo.
if (config.defaultArtist) {
  const chosen = await findProfileBySlug(db, config.defaultArtist);
  if (!chosen) {
    console.error(`DEFAULT_ARTIST names no artist: there is no artist at the address name "${config.defaultArtist}".`);
    process.exit(1);
  }
  await setDefaultProfile(db, chosen.id);
}
// Data from before members-only media was private: their files move out of public storage.
await privatizeLockedPostMedia(context);
// Paid orders a killed server left unfinished (downloads not delivered, no receipt yet).
await finishPaidOrders(context);
// What a killed server had taken to send and never settled goes again now, not after its lease.
if (db.kind === "pglite") await releaseDeadProcessLeases(db);
// Bulk mail a killed server queued but never woke the sender of.
await resumeBulkMail(db, context.mail);
// Each tier's members today, at once (the demo's tiers included): the studio home's chart of members
// by tier has today's point from the first start, not from the maintenance run ten minutes later.
await recordMemberCounts(db, new Date(context.clock.now()).toISOString().slice(0, 10));
// Newsletters a stopped server was sending, or had scheduled.
await resumeNewsletters(context, newsletters);
// Track audio stored before the pipeline: public masters made private, every master queued.
await adoptTrackMasters(context);
// Audio a stopped server was transcoding, or that waited for FFmpeg (the demo's masters, on a first start).
await resumeAudioWork(audioDeps, audio);
await resumeVideoWork(audioDeps, video);
// Artists' exports a stopped server was making, made again once its lease on them lapses.
await resumeArtistExports(context, context.artistExports);
// Backups (issue 40): BACKUP_DIR's schedule, and `backline backup` asking through DATA_DIR/control.sock.
// `backline export` asks through the same socket for an artist's zip, streamed back as it is made.
const stopBackups = await startServerBackups(jobs, context, config, systemClock, {
  export: (artist) => answerExportRequest(context, artist),
});
const app = await buildApp({
  context,
  logger: { level: process.env.LOG_LEVEL ?? "warn", hooks: clientAbortLogHooks },
  // main.js is built into dist/server; the site into dist/site.
  siteDir: fileURLToPath(new URL("../site", import.meta.url)),
  jobQueue: jobs,
});
// Prometheus metrics (issue 40, item 7): on METRICS_PORT, or on the main port for METRICS_TOKEN's bearer; else none.
if (config.metricsPort !== undefined || config.metricsToken !== undefined) collectProcessMetrics();
const metricsServer = config.metricsPort === undefined ? undefined : await startMetricsServer(config.metricsPort, config.host);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: finishing the requests in flight, then stopping.`);
  try {
    // Stops accepting, waits for requests in flight, then runs onClose hooks.
    await app.close();
    stopBackups();
    metricsServer?.close();
    await context.analytics.close();
    await jobs.stop();
    mailTransport.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error("Could not stop cleanly:", error);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
// Each artist is also at an address of their own: the default one here, the others by their address name.
const defaultArtist = await findDefaultProfile(db);
const defaultSlug = defaultArtist ? await findProfileSlug(db, defaultArtist.id) : null;
// Printed at once: whatever waits for the URL (a launcher, a test) reads the logins with it.
const startMessage = [`Backline is running at http://localhost:${port}/`];
if (defaultSlug) startMessage.push(`The default artist is also at http://${defaultSlug}.${config.platformDomain ?? "localhost"}:${port}/`);
if (seeded)
  startMessage.push(`
Loaded the demo artist, ${seeded.profile.name}. These credentials are shown once (also in ${seeded.credentialsFile}):
  owner (edits the site):  ${seeded.owner.email}  ${seeded.owner.password}
  fan (${seeded.fan.tier}):  ${seeded.fan.email}  ${seeded.fan.password}`);
console.log(startMessage.join("\n"));
