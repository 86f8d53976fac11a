/**
 * The schema version this build writes, and reads natively, for each kind of document. Each kind
 * has its own history (`schema/migrations.ts`); older documents are migrated on load.
 */
export const CURRENT_SCHEMA_VERSIONS = { page: 3, site: 2, email: 1 } as const;

/** Pages: 3 since per-screen-size settings (`FontSizeMobileAsPhoneSize`); 2 since a Text block's words became rich text. */
export const CURRENT_PAGE_SCHEMA_VERSION = CURRENT_SCHEMA_VERSIONS.page;
/** Sites: 2 since the font picker (`FontFamilyAsSiteFont`). */
export const CURRENT_SITE_SCHEMA_VERSION = CURRENT_SCHEMA_VERSIONS.site;
/** Emails: their first version (issue 16). */
export const CURRENT_EMAIL_SCHEMA_VERSION = CURRENT_SCHEMA_VERSIONS.email;

/** Where the published schemas live; only used as identifiers, never fetched. */
export const SCHEMA_BASE_URL = "https://schemas.backline.dev/v1/" as const;
