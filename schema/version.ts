/** The schema version this build writes and reads natively. Older documents are migrated on load. */
export const CURRENT_SCHEMA_VERSION = 1;

/** Where the published schemas live; only used as identifiers, never fetched. */
export const SCHEMA_BASE_URL = "https://schemas.backline.dev/v1/";
