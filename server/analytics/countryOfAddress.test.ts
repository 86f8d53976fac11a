import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Reader } from "mmdb-lib";
import { afterAll, describe, expect, it } from "vitest";
import { buildMmdb, countryRecord, testCountryDatabase } from "../testing/mmdbFixture";
import { countryLookup, noCountry, openCountryLookup } from "./countryOfAddress";

const folder = mkdtempSync(join(tmpdir(), "backline-geoip-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the test kit's MMDB writer", () => {
  it("writes files MaxMind's reader reads: metadata, records and the networks' edges", () => {
    for (const ipVersion of [4, 6] as const) {
      const reader = new Reader(testCountryDatabase(ipVersion));
      expect(reader.metadata).toMatchObject({ ipVersion, recordSize: 24, binaryFormatMajorVersion: 2, binaryFormatMinorVersion: 0 });
      expect(reader.metadata.languages).toEqual(["en"]);
      expect(reader.get("81.2.69.0")).toEqual(countryRecord("GB"));
      expect(reader.get("81.2.69.255")).toEqual(countryRecord("GB"));
      expect(reader.get("81.2.70.0")).toBeNull();
      expect(reader.getWithPrefixLength("2.125.160.216")).toEqual([countryRecord("FR"), 24]);
      expect(reader.get("192.0.2.1")).toEqual({ continent: { code: "EU" } });
    }
    expect(new Reader(testCountryDatabase(6)).get("2001:db8:1:ffff::1")).toEqual(countryRecord("DE"));
  });

  it("encodes long strings, big numbers and arrays as the format's extended forms", () => {
    const record = { name: "x".repeat(300), big: 2n ** 40n, small: 70_000, list: ["a", "b"] };
    expect(new Reader(buildMmdb([{ network: "10.0.0.0/8", record }])).get("10.1.2.3")).toEqual({ ...record, big: 2n ** 40n });
  });
});

describe("the country of an address", () => {
  const lookup = countryLookup(testCountryDatabase(6));

  it("answers the two-letter code of an IPv4, an IPv4-mapped IPv6 and an IPv6 address", () => {
    expect(lookup("81.2.69.160")).toBe("GB");
    expect(lookup("2.125.160.216")).toBe("FR");
    expect(lookup("::ffff:81.2.69.160")).toBe("GB");
    expect(lookup("::FFFF:2.125.160.1")).toBe("FR");
    expect(lookup("2001:db8:1::7")).toBe("DE");
  });

  it("answers none for a private, unknown or malformed address, and a record without a country", () => {
    for (const address of ["10.0.0.1", "127.0.0.1", "::1", "192.168.1.20", "8.8.8.8", "2001:db8:2::1", "not an address", ""])
      expect(lookup(address), address).toBe("");
    expect(lookup("192.0.2.5")).toBe("");
  });

  it("answers none for an IPv6 address in an IPv4-only database, and still finds mapped IPv4 ones", () => {
    const v4 = countryLookup(testCountryDatabase(4));
    expect(v4("2001:db8:1::7")).toBe("");
    expect(v4("::ffff:81.2.69.160")).toBe("GB");
  });

  it("keeps only what looks like a country code", () => {
    const odd = countryLookup(buildMmdb([{ network: "10.0.0.0/8", record: { country: { iso_code: "<script>" } } }]));
    expect(odd("10.0.0.1")).toBe("");
  });

  it("answers none for every address without a database", () => {
    expect(openCountryLookup(undefined)).toBe(noCountry);
    expect(noCountry("81.2.69.160")).toBe("");
  });
});

describe("GEOIP_DATABASE's file", () => {
  it("is read once at start into the lookup", () => {
    const file = join(folder, "GeoLite2-Country.mmdb");
    writeFileSync(file, testCountryDatabase());
    expect(openCountryLookup(file)("81.2.69.160")).toBe("GB");
  });

  it("stops the start, naming the setting, when it is not an .mmdb or cannot be read", () => {
    const text = join(folder, "countries.csv");
    writeFileSync(text, "network,country\n81.2.69.0/24,GB\n");
    expect(() => openCountryLookup(text)).toThrow(/GEOIP_DATABASE must be a MaxMind country database \(\.mmdb.*countries\.csv is not one/);
    const truncated = join(folder, "truncated.mmdb");
    writeFileSync(truncated, testCountryDatabase().subarray(0, 100));
    expect(() => openCountryLookup(truncated)).toThrow(/GEOIP_DATABASE must be a MaxMind country database/);
    expect(() => openCountryLookup(join(folder, "missing.mmdb"))).toThrow(/GEOIP_DATABASE names a file that cannot be read/);
  });
});
