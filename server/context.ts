import type { ServerConfig } from "./config";
import type { Database } from "./db/database";
import type { Storage } from "./storage/storage";

/** What every route plugin receives: the database, file storage and settings. */
export interface ServerContext {
  readonly db: Database;
  readonly storage: Storage;
  readonly config: ServerConfig;
}
