import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { countryInTwoZones, shippingCents, zoneForCountry } from "./shipping";

const zone = { firstItemCents: 500, extraItemCents: 150, freeOverCents: 5000 };

describe("shippingCents", () => {
  it("charges the first item's rate, then the extra rate for each further item", () => {
    expect(shippingCents(zone, 1, 2500)).toBe(500);
    expect(shippingCents(zone, 3, 2500)).toBe(800);
  });

  it("is free from the threshold on, and never charges an order with nothing physical", () => {
    expect(shippingCents(zone, 2, 4999)).toBe(650);
    expect(shippingCents(zone, 2, 5000)).toBe(0);
    expect(shippingCents({ ...zone, freeOverCents: null }, 2, 1_000_000)).toBe(650);
    expect(shippingCents(zone, 0, 100)).toBe(0);
  });

  it("is a whole number of cents that never falls as items are added below the threshold", () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 50 }), (first, extra, items) => {
        const rates = { firstItemCents: first, extraItemCents: extra, freeOverCents: null };
        const cost = shippingCents(rates, items, 0);
        expect(Number.isSafeInteger(cost)).toBe(true);
        expect(shippingCents(rates, items + 1, 0)).toBeGreaterThanOrEqual(cost);
      }),
    );
  });
});

describe("zones and countries", () => {
  const zones = [
    { name: "Home", countries: ["US"] },
    { name: "Europe", countries: ["DE", "FR"] },
  ];

  it("finds the one zone of a country, or none", () => {
    expect(zoneForCountry(zones, "FR")?.name).toBe("Europe");
    expect(zoneForCountry(zones, "JP")).toBeUndefined();
  });

  it("names a country two zones claim", () => {
    expect(countryInTwoZones(zones)).toBeNull();
    expect(countryInTwoZones([...zones, { name: "World", countries: ["JP", "FR"] }])).toEqual({ country: "FR", first: 1, second: 2 });
  });
});
