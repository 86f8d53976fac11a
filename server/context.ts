import type { DataExportDispatch } from "./accounts/dataExportDispatch";
import type { AnalyticsStore } from "./analytics/analyticsStore";
import type { CountryLookup } from "./analytics/countryOfAddress";
import type { ArtistExportDispatch } from "./artistExport/artistExportDispatch";
import type { AudioDispatch } from "./audio/audioWork";
import type { ServerConfig } from "./config";
import type { Database } from "./db/database";
import type { CodeBatchDispatch } from "./downloadCodes/codeBatchDispatch";
import type { PlatformImportDispatch } from "./imports/platformImportDispatch";
import type { MailQueue } from "./mail/mailQueue";
import type { NewsletterDispatch } from "./newsletters/newsletterDispatch";
import type { Storage } from "./storage/storage";
import type { Clock } from "./time/clock";
import type { VideoDispatch } from "./video/videoWork";
import type { WebhookDispatch } from "./webhooks/webhookDispatch";

/** What every route plugin receives: the database, file storage, settings, where mail goes, how newsletters and audio work start, and the time. */
export interface ServerContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly config: ServerConfig;
  readonly mail: MailQueue;
  readonly newsletters: NewsletterDispatch;
  /** How the audio pipeline's work is asked for (a job queue, or at once in tests). */
  readonly audio: AudioDispatch;
  /** How videos' web copies are asked for (a job queue, or at once in tests). */
  readonly video: VideoDispatch;
  /** How copies of fans' data get built (a job queue, or at once in tests). */
  readonly dataExports: DataExportDispatch;
  /** How large batches of download codes get made (a job queue, or at once in tests). */
  readonly codeBatches: CodeBatchDispatch;
  /** How webhooks' deliveries due get sent (issue 40, item 4): a job, or by the test itself. */
  readonly webhooks: WebhookDispatch;
  /** Imports from other platforms, written in batches by a job (issue 40). */
  readonly platformImports: PlatformImportDispatch;
  /** The studio's exports of an artist's whole data, made by a job (issue 40, item 1). */
  readonly artistExports: ArtistExportDispatch;
  /** What time it is for anything that expires (signed links); tests move it. */
  readonly clock: Clock;
  /**
   * What time it is for releases' dates (issue 36, item 5): whether a release is out, and when
   * pre-orders are delivered. The system's in production; the e2e server's moves on its own
   * (TEST_CLOCK_CONTROL) without ending anyone's session or stock hold.
   */
  readonly releaseClock: Clock;
  /** The site's analytics (issue 38): written through a buffer, rolled up, read by the studio's home. */
  readonly analytics: AnalyticsStore;
  /** The country of a visitor's address, for analytics (GEOIP_DATABASE, read once at start); "" for every address without one. */
  readonly countryOf: CountryLookup;
}
