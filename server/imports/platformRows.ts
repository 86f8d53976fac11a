import { parseCsv } from "../../runtime/csv/csv";
import { MAX_PLATFORM_IMPORT_ROWS } from "../../schema/api/platformImports";
import { emailError, normalizeEmail } from "../../schema/rules/registration";
import { importedName, splitFullName } from "../routes/importColumns";
import { MAX_IMPORT_ERRORS } from "../routes/subscriberImport";
import { headerOf, type ImportPlatform, missingColumns, recognisePlatform } from "./platformColumns";

/** What a person's row says about mail: a subscriber, or an address never to be mailed, and why. */
export type ImportConsent = "subscribed" | "unsubscribed" | "cleaned" | "none";

/** A purchase made on the other platform: history only, never an order paid here. */
export interface ImportedPurchase {
  readonly itemName: string;
  readonly itemType: string;
  readonly currency: string;
  readonly amountCents: number;
  readonly quantity: number;
  readonly purchasedAt: string;
}

/** One person read from a row (rows counted from 1, the header included). */
export interface ImportedPerson {
  readonly row: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly consent: ImportConsent;
  /** The platform's tier name, for a member whose membership is active there. */
  readonly tier: string | null;
  /** A member there no longer (Patreon's former and declined patrons): a fan here, without a membership. */
  readonly lapsed: boolean;
  readonly purchase: ImportedPurchase | null;
}

export type PlatformRead =
  | {
      readonly ok: true;
      readonly platform: ImportPlatform;
      readonly rows: number;
      readonly people: readonly ImportedPerson[];
      readonly problems: readonly { row: number; message: string }[];
    }
  | { readonly ok: false; readonly reason: "unknownFormat" | "tooManyRows" | "wrongColumns"; readonly missing: readonly string[] };

type Cell = (header: string) => string;

/** How each platform's row becomes a person, or a problem (a string), or null for a row to skip (a payout). */
const READERS: Record<ImportPlatform, (cell: Cell) => Omit<ImportedPerson, "row" | "email"> | string | null> = {
  // Each Mailchimp file is one state: an unsubscribe or clean time marks the file it came from.
  mailchimp: (cell) => ({
    ...names(cell("first name"), cell("last name")),
    consent: cell("clean_time") !== "" ? "cleaned" : cell("unsub_time") !== "" ? "unsubscribed" : "subscribed",
    tier: null,
    lapsed: false,
    purchase: null,
  }),
  // email_disabled: the reader turned emails off; they stay a reader here but are never mailed.
  substack: (cell) => ({
    firstName: "",
    lastName: "",
    consent: cell("email_disabled") === "true" ? "unsubscribed" : "subscribed",
    tier: null,
    lapsed: false,
    purchase: null,
  }),
  bandcampMailingList: (cell) => ({
    ...(cell("firstname") || cell("lastname") ? names(cell("firstname"), cell("lastname")) : splitFullName(cell("fullname"))),
    consent: "subscribed",
    tier: null,
    lapsed: false,
    purchase: null,
  }),
  // Buyers gave Bandcamp no consent to this artist's list: fans with history, not subscribers.
  bandcampSales: (cell) => {
    const itemType = cell("item type").toLowerCase();
    if (!["album", "track", "package"].includes(itemType)) return null;
    const amountCents = cents(cell("item total") || cell("sub total"));
    const quantity = Number(cell("quantity") || "1");
    if (amountCents === null) return `The amount "${cell("item total") || cell("sub total")}" is not a number.`;
    if (!Number.isInteger(quantity) || quantity < 1) return `The quantity "${cell("quantity")}" is not a whole number.`;
    return {
      ...splitFullName(cell("buyer name")),
      consent: "none",
      tier: null,
      lapsed: false,
      purchase: {
        itemName: importedName(cell("item name")),
        itemType,
        currency: cell("currency").toUpperCase().slice(0, 3),
        amountCents,
        quantity,
        purchasedAt: cell("date").slice(0, 40),
      },
    };
  },
  // Patron Status is "Active patron", "Declined patron" (a payment failed) or "Former patron"; a
  // follower or free member has none. Only an active patron's tier becomes a membership here.
  patreon: (cell) => {
    const status = cell("patron status").toLowerCase();
    return {
      ...splitFullName(cell("name")),
      consent: "none",
      tier: status === "active patron" && cell("tier") !== "" ? importedName(cell("tier")) : null,
      lapsed: status === "former patron" || status === "declined patron",
      purchase: null,
    };
  },
};

const names = (first: string, last: string) => ({ firstName: importedName(first), lastName: importedName(last) });

/** "10.99" or "1,000.50" as integer cents; null when it is no amount. */
function cents(text: string): number | null {
  const plain = text.replace(/[,\s]/gu, "");
  if (!/^-?\d+(\.\d{1,2})?$/u.test(plain)) return null;
  return Math.round(Number(plain) * 100);
}

/** A row's person (and its address now seen), its problem, or null for a row that holds no person. */
function personOf(platform: ImportPlatform, cell: Cell, seen: Set<string>): Omit<ImportedPerson, "row"> | string | null {
  const read = READERS[platform](cell);
  if (read === null || typeof read === "string") return read;
  const raw = cell(EMAIL_COLUMNS[platform]);
  const email = normalizeEmail(raw);
  if (raw === "") return "No address in this row.";
  if (emailError(email)) return `"${raw.slice(0, 100)}" is not an email address.`;
  // A sales report lists a buyer once per purchase; other exports list a person once.
  if (read.purchase === null && seen.has(email)) return `${email} is already in a row above.`;
  seen.add(email);
  return { email, ...read };
}

const EMAIL_COLUMNS: Record<ImportPlatform, string> = {
  mailchimp: "email address",
  substack: "email",
  bandcampMailingList: "email",
  bandcampSales: "buyer email",
  patreon: "email",
};

/**
 * The people of a platform's export: its platform recognised from the header (or the one the
 * artist chose, then checked), each row read as that platform writes it, addresses normalised as
 * the subscriber import does, and each bad row a problem with its row number. Writes nothing.
 */
export function readPlatformCsv(csv: string, chosen: ImportPlatform | null): PlatformRead {
  const table = parseCsv(csv);
  if (table.length > MAX_PLATFORM_IMPORT_ROWS + 1) return { ok: false, reason: "tooManyRows", missing: [] };
  const header = table[0] ?? [];
  const platform = chosen ?? recognisePlatform(header);
  if (platform === null) return { ok: false, reason: "unknownFormat", missing: [] };
  const missing = missingColumns(platform, header);
  if (missing.length > 0) return { ok: false, reason: "wrongColumns", missing };
  const index = new Map(header.map((cell, at) => [headerOf(cell), at] as const).reverse());
  const people: ImportedPerson[] = [];
  const problems: { row: number; message: string }[] = [];
  const problem = (row: number, message: string) => {
    if (problems.length < MAX_IMPORT_ERRORS) problems.push({ row, message });
  };
  const seen = new Set<string>();
  table.slice(1).forEach((cells, at) => {
    const row = at + 2;
    if (cells.every((value) => value.trim() === "")) return;
    const cell: Cell = (name) => (cells[index.get(name) ?? -1] ?? "").trim();
    const read = personOf(platform, cell, seen);
    if (typeof read === "string") problem(row, read);
    else if (read !== null) people.push({ row, ...read });
  });
  return { ok: true, platform, rows: Math.max(0, table.length - 1), people, problems };
}
