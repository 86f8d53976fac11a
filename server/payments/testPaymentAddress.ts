import { escapeHtml } from "../../runtime/escapeHtml";
import { type ShippingAddress, shippingAddressSchema } from "../../schema/entities/shipping";
import { ADDRESS_FIELDS, type AddressField } from "../../schema/rules/addressFields";
import { countryName } from "../../schema/rules/countries";
import { formatCents } from "../../schema/rules/money";
import { tidyAddress } from "../orders/tidyAddress";

const addressLimit = (field: AddressField) => shippingAddressSchema.properties[field].maxLength;

/** The form's own names of the address fields ("shipName"), apart from the card's. */
const formName = (field: AddressField) => `ship${field[0]?.toUpperCase()}${field.slice(1)}` as const;

const FIELDS = ADDRESS_FIELDS.map((field) => ({ ...field, name: formName(field.name), max: addressLimit(field.name) }));

export type AddressFormField = ReturnType<typeof formName>;
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
<input id="${field.name}" name="${field.name}" autocomplete="${field.autoComplete}" maxlength="${field.max}"${field.required ? " required" : ""} value="${escapeHtml(entered[field.name] ?? "")}">`,
  ).join("\n");
  return `<fieldset><legend>Shipping address</legend>
${inputs}
<p>Country: <strong>${escapeHtml(countryName(shipping.country))}</strong> (chosen at checkout). Shipping: ${escapeHtml(shipping.cents === 0 ? "free" : formatCents(shipping.cents))}.</p>
</fieldset>`;
}

/** The address the form holds, in the order's country; null when a required field is empty. */
export function addressOfForm(form: AddressForm, country: string): ShippingAddress | null {
  return tidyAddress({
    name: form.shipName,
    line1: form.shipLine1,
    line2: form.shipLine2,
    city: form.shipCity,
    region: form.shipRegion,
    postalCode: form.shipPostalCode,
    country,
  });
}
