import { readFileSync } from "node:fs";
import { type CountryResponse, Reader } from "mmdb-lib";

/**
 * The country of a visitor's address (issue 38): its ISO 3166-1 alpha-2 code ("FR"), or "" when
 * the server has no country database, the address is private or unknown, or its record names no
 * country. Only the code is kept; the address never is. An in-memory lookup: no I/O per request.
 */
export type CountryLookup = (address: string) => string;

/** The lookup of a server without a country database: every address from nowhere. */
export const noCountry: CountryLookup = () => "";

/** `::ffff:1.2.3.4` (how a dual-stack server sees an IPv4 client) is `1.2.3.4`. */
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

const METADATA_MARKER = Buffer.from("\xAB\xCD\xEFMaxMind.com", "latin1");

/**
 * A lookup over a MaxMind-format country database (GeoLite2-Country, DB-IP's country lite) held in
 * `database`. WARNING: the reader decodes whatever it is given, so what is not an MMDB v2 file is
 * refused here, before it answers garbage.
 */
export function countryLookup(database: Buffer): CountryLookup {
  if (database.lastIndexOf(METADATA_MARKER) < 0) throw new Error("it has no MaxMind DB metadata");
  const reader = new Reader<CountryResponse>(database);
  const { binaryFormatMajorVersion, ipVersion, nodeCount, searchTreeSize } = reader.metadata;
  if (binaryFormatMajorVersion !== 2 || (ipVersion !== 4 && ipVersion !== 6) || !(nodeCount > 0) || searchTreeSize + 16 > database.length)
    throw new Error("its metadata is not that of a MaxMind DB version 2 file");
  return (address) => {
    const plain = address.replace(IPV4_MAPPED, "$1");
    try {
      // Checked, not trusted: the file is whatever the operator downloaded.
      const code: unknown = reader.get(plain)?.country?.iso_code;
      return typeof code === "string" && /^[A-Z]{2}$/.test(code) ? code : "";
    } catch {
      // Not an address, or an IPv6 one in an IPv4-only database: from nowhere.
      return "";
    }
  };
}

/**
 * GEOIP_DATABASE's lookup, the whole file read once (a few MB); `noCountry` without one. A file
 * that is not a MaxMind database stops the server at start, naming the setting.
 */
export function openCountryLookup(path: string | undefined): CountryLookup {
  if (!path) return noCountry;
  let database: Buffer;
  try {
    database = readFileSync(path);
  } catch (error) {
    throw new Error(`GEOIP_DATABASE names a file that cannot be read (${path}): ${(error as Error).message}`);
  }
  try {
    return countryLookup(database);
  } catch (error) {
    throw new Error(
      `GEOIP_DATABASE must be a MaxMind country database (.mmdb, such as GeoLite2-Country.mmdb), and ${path} is not one: ${(error as Error).message}`,
    );
  }
}
