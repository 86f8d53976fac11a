/**
 * What shipping costs (issue 36, item 3), the same in the studio's preview, at checkout and in the
 * tests: the zone's rate for the first physical item, its extra rate for each further one, and
 * nothing once the order's subtotal (after its discount) reaches the zone's free-shipping threshold.
 * An order with nothing physical ships nothing and pays nothing for it.
 */
export interface ShippingRates {
  readonly firstItemCents: number;
  readonly extraItemCents: number;
  readonly freeOverCents: number | null;
}

export function shippingCents(zone: ShippingRates, physicalItems: number, subtotalCents: number): number {
  if (physicalItems <= 0) return 0;
  if (zone.freeOverCents !== null && subtotalCents >= zone.freeOverCents) return 0;
  return zone.firstItemCents + zone.extraItemCents * (physicalItems - 1);
}

/** The zone that ships to a country: one at most, since a country is in one zone of an artist. */
export function zoneForCountry<Zone extends { readonly countries: readonly string[] }>(
  zones: readonly Zone[],
  country: string,
): Zone | undefined {
  return zones.find((zone) => zone.countries.includes(country));
}

/** A country named by two zones, the first such, with the zones' indexes; null when each country is in one zone. */
export function countryInTwoZones(
  zones: readonly { readonly countries: readonly string[] }[],
): { country: string; first: number; second: number } | null {
  const seen = new Map<string, number>();
  for (const [index, zone] of zones.entries()) {
    for (const country of zone.countries) {
      const first = seen.get(country);
      if (first !== undefined && first !== index) return { country, first, second: index };
      seen.set(country, index);
    }
  }
  return null;
}
