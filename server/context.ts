import type { ServerConfig } from "./config";
import type { Database } from "./db/database";
import type { MailQueue } from "./mail/mailQueue";
import type { Storage } from "./storage/storage";

/** What every route plugin receives: the database, file storage, settings, and where mail goes. */
export interface ServerContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly config: ServerConfig;
  readonly mail: MailQueue;
}
