import type { ShippingAddress } from "../entities/shipping";

/** A field of a shipping address a person types (the country is chosen before, at checkout). */
export type AddressField = Exclude<keyof ShippingAddress, "country">;

/**
 * The fields of a shipping address, in the order a parcel reads, with the words every form uses
 * (the test payment page, a free order's page, the studio's correction) and what the browser may
 * fill in: the same labels wherever a fan or an artist types an address.
 */
export const ADDRESS_FIELDS: readonly {
  readonly name: AddressField;
  readonly label: string;
  readonly autoComplete: string;
  readonly required: boolean;
}[] = [
  { name: "name", label: "Full name", autoComplete: "shipping name", required: true },
  { name: "line1", label: "Address", autoComplete: "shipping address-line1", required: true },
  { name: "line2", label: "Apartment, suite, etc. (optional)", autoComplete: "shipping address-line2", required: false },
  { name: "city", label: "City", autoComplete: "shipping address-level2", required: true },
  { name: "region", label: "State, province or region (optional)", autoComplete: "shipping address-level1", required: false },
  { name: "postalCode", label: "Postal code", autoComplete: "shipping postal-code", required: false },
];

/** What a form says when a required field is empty. */
export const ADDRESS_INCOMPLETE = "Enter the shipping address: a name, a street address and a city.";
