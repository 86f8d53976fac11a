import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { EditorRole } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import { inlineDataExportDispatch } from "../accounts/dataExportWork";
import { inProcessAnalytics } from "../analytics/analyticsStore";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { openCountryLookup } from "../analytics/countryOfAddress";
import { type AppOptions, buildApp } from "../app";
import { inlineArtistExportDispatch } from "../artistExport/artistExportWork";
import { createArtist } from "../artists/createArtist";
import { inlineAudioDispatch } from "../audio/audioWork";
import { ffmpegPath } from "../audio/ffmpeg";
import type { ServerConfig } from "../config";
import type { ServerContext } from "../context";
import { createAccount, setMembership } from "../data/accounts";
import { documentIdOf, findDocument, publishDocument, saveDocument } from "../data/documents";
import { createEditor } from "../data/editors";
import { createProfile, setDefaultProfile } from "../data/profiles";
import { createSession } from "../data/sessions";
import { demoHomePage, demoSiteDocument } from "../demo/documents";
import { inlineCodeBatchDispatch } from "../downloadCodes/codeBatchWork";
import { inlinePlatformImportDispatch } from "../imports/platformImportWork";
import { BULK_MAIL_PACE } from "../mail/bulkMail";
import type { MailMessage } from "../mail/mailTransport";
import type { PaymentProvider } from "../payments/paymentProvider";
import { hashPassword } from "../security/passwords";
import { diskStorage } from "../storage/diskStorage";
import type { Storage } from "../storage/storage";
import { type Clock, systemClock } from "../time/clock";
import { inlineVideoDispatch } from "../video/videoWork";
import { recordingWebhookDispatch } from "../webhooks/webhookWork";
import { recordingMailQueue } from "./recordingMailQueue";
import { recordingNewsletterDispatch } from "./recordingNewsletterDispatch";
import { type DatabaseKind, openTestDatabase } from "./testDatabase";

export interface TestServer {
  readonly app: FastifyInstance;
  readonly context: ServerContext;
  /** The default profile (what localhost gets). */
  readonly profile: Profile;
  /**
   * A second artist, for proving that one's data is not reachable through the other's ids: made
   * as every new artist is (createArtist), with an owner, a domain and the starter site.
   */
  readonly otherProfile: Profile;
  /** The mail the app queued, in order. */
  readonly mail: MailMessage[];
  /** The newsletter sends the app started (tests send their batches with sendNewsletterBatch). */
  readonly newsletterStarts: { sendId: string; at: Date }[];
  /** Resolves when the audio work asked for so far (streaming copies, previews, downloads) is done. */
  readonly audioSettled: () => Promise<void>;
  /** Resolves when the videos' web copies asked for so far are made (or failed). */
  readonly videoSettled: () => Promise<void>;
  /** On PostgreSQL, the database's URL, for a second server on it. */
  readonly databaseUrl?: string;
  readonly close: () => Promise<void>;
}

export interface TestServerOptions {
  readonly bodyLimit?: number;
  /** Fastify's logger (pino options); none by default. */
  readonly logger?: FastifyServerOptions["logger"];
  /** Settings other than the test defaults (PUBLIC_URL, …). */
  readonly config?: Partial<ServerConfig>;
  /** Adds test-only routes before the app is ready. */
  readonly beforeReady?: (app: FastifyInstance, context: ServerContext) => void;
  /** Where media goes instead of the temporary data folder (an S3 store). */
  readonly storage?: Storage;
  /** The payment provider instead of the test provider (one that fails, to see what a failure leaves). */
  readonly payments?: PaymentProvider;
  /** The time source instead of the system's (tests that move time: `manualClock`). */
  readonly clock?: Clock;
  /** The time source of releases' dates instead of the system's (pre-order tests). */
  readonly releaseClock?: Clock;
  /** A job queue for the readiness probe and the metrics (server/operations tests). */
  readonly jobQueue?: AppOptions["jobQueue"];
  /** On PostgreSQL, the server's URL when not TEST_DATABASE_URL's (a proxy in front of it, which a test cuts). */
  readonly postgresUrl?: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly context: ServerContext;
  /** The mail the app queued, in order (sending itself is tested in server/mail). */
  readonly mail: MailMessage[];
  /** The newsletter sends the app started (tests send their batches with sendNewsletterBatch). */
  readonly newsletterStarts: { sendId: string; at: Date }[];
  /** Resolves when the audio work asked for so far (streaming copies, previews, downloads) is done. */
  readonly audioSettled: () => Promise<void>;
  /** Resolves when the videos' web copies asked for so far are made (or failed). */
  readonly videoSettled: () => Promise<void>;
  /** On PostgreSQL, the database's URL, for a second server on it. */
  readonly databaseUrl?: string;
  readonly close: () => Promise<void>;
}

/** The whole app on a fresh, empty database and a temporary data folder. */
export async function createTestApp(
  kind: DatabaseKind = "pglite",
  {
    bodyLimit,
    beforeReady,
    logger,
    storage,
    payments,
    clock,
    releaseClock,
    jobQueue,
    postgresUrl,
    config: overrides = {},
  }: TestServerOptions = {},
): Promise<TestApp> {
  const { db, dispose, url } = await openTestDatabase(kind, undefined, postgresUrl);
  const dataDir = mkdtempSync(join(tmpdir(), "backline-test-"));
  const config: ServerConfig = { port: 0, host: "127.0.0.1", dataDir, uploadSecret: "test-secret", trustProxy: false, ...overrides };
  // Welcomes and gifts sent count as emails delivered, as the worker of server/main.ts has them.
  const mail = recordingMailQueue(db, BULK_MAIL_PACE, (profileId) =>
    recordBusinessEvent(context.analytics, { profileId, kind: "email_delivered", at: new Date(context.clock.now()) }),
  );
  const newsletters = recordingNewsletterDispatch();
  const store = storage ?? diskStorage(join(dataDir, "media"));
  // The audio pipeline runs at once, on real FFmpeg; closing waits for it.
  const audio = inlineAudioDispatch({ db, storage: store, ffmpeg: ffmpegPath(config.ffmpegPath) });
  const video = inlineVideoDispatch({ db, storage: store, ffmpeg: ffmpegPath(config.ffmpegPath) });
  const context: ServerContext = {
    db,
    storage: store,
    config,
    mail,
    newsletters,
    audio,
    video,
    // Built before the request that asks answers, so a test reads the link's mail next.
    dataExports: inlineDataExportDispatch({ db, storage: store, config, mail }),
    // Made before the request that asks answers, so a test reads the codes next.
    codeBatches: inlineCodeBatchDispatch(db),
    // Counted only: a test sends what is due itself (deliverDueWebhooks), on its own clock.
    webhooks: recordingWebhookDispatch(),
    platformImports: inlinePlatformImportDispatch({ db, clock: clock ?? systemClock, config, mail }),
    // Made before the request that asks answers, so a test downloads it next.
    artistExports: inlineArtistExportDispatch({ db, storage: store, clock: clock ?? systemClock }),
    clock: clock ?? systemClock,
    releaseClock: releaseClock ?? systemClock,
    // On the test's own database; a test that sets analyticsBufferMs to 0 has each batch written before the answer.
    analytics: inProcessAnalytics(db, { flushMs: config.analyticsBufferMs ?? 250 }),
    // No country without a geoipDatabase setting (a file mmdbFixture builds), as on a server without GEOIP_DATABASE.
    countryOf: openCountryLookup(config.geoipDatabase),
  };
  const app = await buildApp({
    context,
    ...(bodyLimit ? { bodyLimit } : {}),
    ...(logger ? { logger } : {}),
    ...(payments ? { payments } : {}),
    ...(jobQueue ? { jobQueue } : {}),
  });
  beforeReady?.(app, context);
  await app.ready();
  return {
    app,
    context,
    mail: mail.messages,
    newsletterStarts: newsletters.starts,
    audioSettled: () => audio.settled(),
    videoSettled: () => video.settled(),
    ...(url ? { databaseUrl: url } : {}),
    close: async () => {
      await audio.settled();
      await video.settled();
      await app.close();
      await context.analytics.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The host name the test kit's second artist claims. */
export const OTHER_ARTIST_DOMAIN = "other-artist.example";

/** The whole app on a fresh database, with two artists: the default one, and a second made as `backline artist create` makes one. */
export async function createTestServer(kind: DatabaseKind = "pglite", options: TestServerOptions = {}): Promise<TestServer> {
  const testApp = await createTestApp(kind, options);
  const profile = await createProfile(testApp.context.db, "Test Artist");
  await setDefaultProfile(testApp.context.db, profile.id);
  const other = await createArtist(testApp.context.db, {
    name: "Other Artist",
    ownerEmail: "owner@other-artist.example",
    domain: OTHER_ARTIST_DOMAIN,
  });
  if (!other.ok) throw new Error(`createTestServer: the second artist was refused (${other.problem})`);
  return { ...testApp, profile, otherProfile: other.artist.profile };
}

let counter = 0;

/**
 * The test fans' and editors' password hashes, derived once per process: scrypt takes tens of
 * milliseconds a hash, and the suite makes thousands of fans. Each still has a salted hash that
 * logging in verifies for real; they share the salt, which only tests do.
 */
const testHashes = new Map<string, Promise<string>>();
function testPasswordHash(password: string): Promise<string> {
  let hash = testHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    testHashes.set(password, hash);
  }
  return hash;
}

/** A fan of `profileId` with a live session; `membershipTierId` sets their tier. */
export async function createFan(server: TestServer, profileId: string, options: { membershipTierId?: string; email?: string } = {}) {
  const email = options.email ?? `fan${++counter}-${Date.now()}@example.com`;
  const account = await createAccount(server.context.db, {
    profileId,
    firstName: "Test",
    lastName: "Fan",
    email,
    passwordHash: await testPasswordHash("correct horse battery"),
  });
  if (!account) throw new Error(`createFan: ${email} exists`);
  if (options.membershipTierId) await setMembership(server.context.db, profileId, account.id, options.membershipTierId, "studio");
  const token = await createSession(server.context.db, profileId, { kind: "fan", accountId: account.id });
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** An editor (or owner) of `profileId` with a live session. */
export async function createTestEditor(server: TestServer, profileId: string, role: EditorRole = "owner") {
  const editor = await createEditor(server.context.db, {
    profileId,
    email: `editor${++counter}@example.com`,
    name: "Test Editor",
    role,
    passwordHash: await testPasswordHash("editor password"),
  });
  const token = await createSession(server.context.db, profileId, { kind: "editor", editorId: editor.id });
  return { editor, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Publishes a small site (the demo's site and home page documents, without its files) for
 * `profileId`, over the starter site of an artist made with createArtist.
 */
export async function publishTestSite(server: TestServer, profileId: string = server.profile.id): Promise<void> {
  const site = demoSiteDocument({ socialLinks: [{ icon: "website", href: "https://example.com" }] });
  const home = demoHomePage({ artistName: "Test Artist", tagline: "Songs for testing", about: "We test.", emailListId: "no-list" });
  for (const document of [site, home]) {
    const current = await findDocument(server.context.db, profileId, documentIdOf(document));
    const saved = await saveDocument(server.context.db, profileId, document, current ? { baseVersion: current.version } : {});
    if (!saved.ok) throw new Error(`publishTestSite: ${saved.reason}`);
    const published = await publishDocument(server.context.db, profileId, saved.document.id);
    if (!published.ok) throw new Error(`publishTestSite: ${published.reason}`);
  }
}
