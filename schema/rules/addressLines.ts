import type { ShippingAddress } from "../entities/shipping";
import { countryName } from "./countries";

/**
 * An address as it is written on a parcel, a line each (issue 36): the name, the street, the
 * town with its region and postal code, the country by name. Empty parts are left out.
 */
export function addressLines(address: ShippingAddress): string[] {
  const town = [address.city, [address.region, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.name, address.line1, address.line2 ?? "", town, countryName(address.country)].filter((line) => line !== "");
}
