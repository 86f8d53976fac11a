import { countryName, isShippingCountry } from "../../schema/rules/countries";
import { shippingCents, zoneForCountry } from "../../schema/rules/shipping";
import { listShippingZones } from "../data/shippingZones";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import type { PricedLine } from "./priceCart";

/** What shipping a cart costs, and where to. */
export interface CartShipping {
  readonly country: string;
  readonly cents: number;
}

/** A line with goods to ship: merch (a gift of merch ships too, to the address the buyer gives). */
export const shipsGoodsLine = (line: Pick<PricedLine, "category">): boolean => line.category === "Merch";

/**
 * Shipping for a cart priced by the server (issue 36, item 3): nothing for a cart of music; for
 * merch, the rate of the artist's zone holding the country, by the number of physical items and
 * the subtotal after any discount (which a free-shipping threshold is compared with). A cart with
 * merch and no country, or a country no zone ships to, is refused here, before any payment.
 */
export async function cartShipping(
  db: Queryable,
  artist: { readonly id: string; readonly name: string },
  lines: readonly Pick<PricedLine, "category">[],
  subtotalCents: number,
  country: string | undefined,
): Promise<CartShipping | null> {
  const physical = lines.filter(shipsGoodsLine).length;
  if (physical === 0) return null;
  if (country === undefined) throw httpError("shipping_unavailable", "countryRequired");
  const zone = isShippingCountry(country) ? zoneForCountry(await listShippingZones(db, artist.id), country) : undefined;
  if (!zone) throw httpError("shipping_unavailable", "noZone", artist.name, countryName(country));
  return { country, cents: shippingCents(zone, physical, subtotalCents) };
}

/** The countries an artist's zones ship to, by name, for checkout's picker. */
export async function shippingCountries(db: Queryable, profileId: string): Promise<{ code: string; name: string }[]> {
  const zones = await listShippingZones(db, profileId);
  const codes = [...new Set(zones.flatMap((zone) => zone.countries))].filter(isShippingCountry);
  return codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => a.name.localeCompare(b.name, "en"));
}
