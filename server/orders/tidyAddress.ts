import type { ShippingAddress } from "../../schema/entities/shipping";

type Loose = { readonly [Field in keyof ShippingAddress]?: string | null };

const LIMITS: Readonly<Record<keyof ShippingAddress, number>> = {
  name: 100,
  line1: 200,
  line2: 200,
  city: 100,
  region: 100,
  postalCode: 20,
  country: 2,
};

/**
 * An address as an order keeps it (issue 36, item 3), whoever typed it (a payment page, a fan on a
 * free order's page, the artist correcting it): each field trimmed
 * and held to its schema's length, empty optional fields left out. Null when what makes it an
 * address (a name, a street, a city, a country code) is missing.
 */
export function tidyAddress(loose: Loose): ShippingAddress | null {
  const field = (name: keyof ShippingAddress) => (loose[name] ?? "").trim().slice(0, LIMITS[name]);
  const country = field("country").toUpperCase();
  if (!field("name") || !field("line1") || !field("city") || !/^[A-Z]{2}$/.test(country)) return null;
  return {
    name: field("name"),
    line1: field("line1"),
    ...(field("line2") ? { line2: field("line2") } : {}),
    city: field("city"),
    ...(field("region") ? { region: field("region") } : {}),
    postalCode: field("postalCode"),
    country,
  };
}
