import type { ImportPlatformName } from "../../schema/api/platformImports";

/**
 * The columns each platform's export writes, as its help pages list them, and how a file is
 * recognised from its header row. Headers are compared lowercased and trimmed.
 *
 * - Mailchimp: an audience export is a zip of three CSVs (subscribed, unsubscribed, cleaned
 *   members) with "Email Address", "First Name", "Last Name", …, MEMBER_RATING, OPTIN_TIME,
 *   CONFIRM_TIME, …, LEID, EUID, NOTES, TAGS; the unsubscribed file adds UNSUB_TIME,
 *   UNSUB_CAMPAIGN_TITLE, UNSUB_CAMPAIGN_ID, UNSUB_REASON, UNSUB_REASON_OTHER and the cleaned
 *   file CLEAN_TIME, CLEAN_CAMPAIGN_TITLE, CLEAN_CAMPAIGN_ID (mailchimp.com/help "Export your
 *   audience", "About cleaned contacts", "View unsubscribed contacts").
 * - Substack: Dashboard › Subscribers › Export writes email, active_subscription, expiry, plan,
 *   email_disabled, created_at, first_payment_at (support.substack.com "How do I export my list").
 * - Bandcamp mailing list: Tools › Mailing list › export writes email, fullname, firstname,
 *   lastname, date added, country, postal code, num purchases (bandcamp.com/help, "Collecting emails").
 * - Bandcamp sales report: Tools › Sales report writes date, paid to, item type, item name,
 *   artist, currency, item price, quantity, … , buyer name, buyer email, … (bandcamp.com/help/sales_report,
 *   "Reading your sales report", and the Sales Report API's line items).
 * - Patreon: Relationship manager › Export CSV writes Name, Email, Discord, Patron Status,
 *   Follows You, …, Lifetime Amount, Pledge Amount, Charge Frequency, Tier, …, Patronage Since
 *   Date, …, User ID, … (support.patreon.com "How do I manage my members").
 */
export const PLATFORM_HEADERS = {
  mailchimp: ["email address", "first name", "last name", "member_rating", "optin_time", "leid", "euid"],
  substack: ["email", "active_subscription", "expiry", "plan", "email_disabled", "created_at"],
  bandcampMailingList: ["email", "fullname", "firstname", "lastname", "date added"],
  bandcampSales: ["date", "item type", "item name", "currency", "item price", "quantity", "buyer name", "buyer email"],
  patreon: ["name", "email", "patron status", "pledge amount", "tier"],
} as const satisfies Record<ImportPlatformName, readonly string[]>;

export type ImportPlatform = keyof typeof PLATFORM_HEADERS;

/** A header cell as compared: lowercase, trimmed, its inner spaces collapsed. */
export function headerOf(cell: string): string {
  return cell.normalize("NFKC").trim().toLowerCase().replace(/\s+/gu, " ");
}

/**
 * The platform whose columns the header row holds (each of its recognising columns present), or
 * null. The most specific match wins: a sales report also holds "date" and "quantity" but no
 * mailing list holds "buyer email".
 */
export function recognisePlatform(headerRow: readonly string[]): ImportPlatform | null {
  const headers = new Set(headerRow.map(headerOf));
  const matches = (Object.keys(PLATFORM_HEADERS) as ImportPlatform[]).filter((platform) =>
    PLATFORM_HEADERS[platform].every((header) => headers.has(header)),
  );
  matches.sort((a, b) => PLATFORM_HEADERS[b].length - PLATFORM_HEADERS[a].length);
  return matches[0] ?? null;
}

/** The columns a platform's reader needs that the header row lacks (the refusal names them). */
export function missingColumns(platform: ImportPlatform, headerRow: readonly string[]): string[] {
  const headers = new Set(headerRow.map(headerOf));
  return PLATFORM_HEADERS[platform].filter((header) => !headers.has(header));
}
