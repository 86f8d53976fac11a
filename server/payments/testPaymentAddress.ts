import { escapeHtml } from "../../runtime/escapeHtml";
import type { ShippingAddress } from "../../schema/entities/shipping";
import { countryName } from "../../schema/rules/countries";
import { formatCents } from "../../schema/rules/money";
import { addressOfProvider } from "./providerAddress";

/** The address fields of the test payment page's form, as Stripe's page asks for them. */
const FIELDS = [
  { name: "shipName", label: "Full name", autocomplete: "shipping name", required: true, max: 100 },
  { name: "shipLine1", label: "Address", autocomplete: "shipping address-line1", required: true, max: 200 },
  { name: "shipLine2", label: "Apartment, suite, etc. (optional)", autocomplete: "shipping address-line2", required: false, max: 200 },
  { name: "shipCity", label: "City", autocomplete: "shipping address-level2", required: true, max: 100 },
  { name: "shipRegion", label: "State, province or region (optional)", autocomplete: "shipping address-level1", required: false, max: 100 },
  { name: "shipPostalCode", label: "Postal code", autocomplete: "shipping postal-code", required: false, max: 20 },
] as const;

export type AddressFormField = (typeof FIELDS)[number]["name"];
export type AddressForm = Partial<Record<AddressFormField, string>>;

/** The form's address fields in the page's request schema: each optional, bounded. */
export const ADDRESS_FORM_PROPERTIES = Object.fromEntries(
  FIELDS.map((field) => [field.name, { type: "string", maxLength: 400 }]),
) as Record<AddressFormField, { type: "string"; maxLength: 400 }>;

/**
 * The shipping address part of the test payment page (issue 36, item 3): the fields, filled with
 * what the fan typed when the page comes back with a problem, the country fixed to the one
 * shipping was priced for, and what shipping costs.
 */
export function addressFieldsetHtml(shipping: { readonly country: string; readonly cents: number }, entered: AddressForm): string {
  const inputs = FIELDS.map(
    (field) => `<label for="${field.name}">${escapeHtml(field.label)}</label>
<input id="${field.name}" name="${field.name}" autocomplete="${field.autocomplete}" maxlength="${field.max}"${field.required ? " required" : ""} value="${escapeHtml(entered[field.name] ?? "")}">`,
  ).join("\n");
  return `<fieldset><legend>Shipping address</legend>
${inputs}
<p>Country: <strong>${escapeHtml(countryName(shipping.country))}</strong> (chosen at checkout). Shipping: ${escapeHtml(shipping.cents === 0 ? "free" : formatCents(shipping.cents))}.</p>
</fieldset>`;
}

/** The address the form holds, in the order's country; null when a required field is empty. */
export function addressOfForm(form: AddressForm, country: string): ShippingAddress | null {
  return addressOfProvider({
    name: form.shipName,
    line1: form.shipLine1,
    line2: form.shipLine2,
    city: form.shipCity,
    region: form.shipRegion,
    postalCode: form.shipPostalCode,
    country,
  });
}
