import type { ServerConfig } from "./config";
import type { Database } from "./db/database";
import type { MailQueue } from "./mail/mailQueue";
import type { NewsletterDispatch } from "./newsletters/newsletterWorker";
import type { Storage } from "./storage/storage";

/** What every route plugin receives: the database, file storage, settings, where mail goes, and how newsletters start. */
export interface ServerContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly config: ServerConfig;
  readonly mail: MailQueue;
  readonly newsletters: NewsletterDispatch;
}
