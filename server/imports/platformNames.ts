import type { ImportPlatformName } from "../../schema/api/platformImports";

/** Each platform as people name it, in refusals and the audit log. */
export const PLATFORM_NAMES: Readonly<Record<ImportPlatformName, string>> = {
  mailchimp: "Mailchimp",
  substack: "Substack",
  bandcampMailingList: "Bandcamp mailing list",
  bandcampSales: "Bandcamp sales report",
  patreon: "Patreon",
};
