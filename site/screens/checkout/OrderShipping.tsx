import { type FormEvent, useState } from "react";
import { apiErrorMessage } from "../../../client/api/client";
import type { OrderSummary } from "../../../schema/api/checkout";
import { type ShippingAddress, shippingAddressSchema } from "../../../schema/entities/shipping";
import { fieldLimits } from "../../../schema/fieldLimits";
import { ADDRESS_FIELDS, ADDRESS_INCOMPLETE, type AddressField } from "../../../schema/rules/addressFields";
import { addressLines } from "../../../schema/rules/addressLines";
import { countryName } from "../../../schema/rules/countries";
import { formatCents } from "../../../schema/rules/money";
import { FormField } from "../account/FormField";

type Shipping = NonNullable<OrderSummary["shipping"]>;

/** What giving an address asks of the server; the site's API by default, a fake in tests. */
export interface ShippingAddressApi {
  giveShippingAddress(orderId: string, address: ShippingAddress): Promise<Shipping>;
}

type Draft = Record<AddressField, string>;

/**
 * Where an order's merch ships, on its page (issue 36, item 3): shipping's cost and the address.
 * A free order had no payment page to take the address on, so its fan gives it here, once, in
 * the country shipping was priced for.
 */
export function OrderShipping({
  orderId,
  status,
  shipping,
  api,
}: {
  readonly orderId: string;
  readonly status: OrderSummary["status"];
  readonly shipping: Shipping;
  readonly api: ShippingAddressApi;
}) {
  const [current, setCurrent] = useState(shipping);
  const [draft, setDraft] = useState<Draft>({ name: "", line1: "", line2: "", city: "", region: "", postalCode: "" });
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const cost = `Shipping to ${countryName(current.country)}: ${current.cents === 0 ? "free" : formatCents(current.cents)}`;
  const waiting = current.address === null && (status === "paid" || status === "processing");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim() || !draft.line1.trim() || !draft.city.trim()) {
      setState({ busy: false, error: ADDRESS_INCOMPLETE });
      return;
    }
    setState({ busy: true, error: null });
    const { line2, region, ...required } = draft;
    try {
      const address = { ...required, ...(line2 ? { line2 } : {}), ...(region ? { region } : {}), country: current.country };
      setCurrent(await api.giveShippingAddress(orderId, address));
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: await apiErrorMessage(error) });
    }
  };

  return (
    <section className="checkout-shipping" aria-label="Shipping">
      <p className="checkout-total">
        <span>{cost}</span>
      </p>
      {current.address ? (
        <p>
          Ships to: <span className="checkout-shipping__address">{addressLines(current.address).join(", ")}</span>
        </p>
      ) : waiting ? (
        <form className="auth-form" noValidate onSubmit={submit} aria-busy={state.busy}>
          <h2>Where should it ship?</h2>
          <p>Your order is free, so there was no payment page to ask on: give the address in {countryName(current.country)}.</p>
          {state.error ? (
            <p className="site-form-error" role="alert">
              {state.error}
            </p>
          ) : null}
          {ADDRESS_FIELDS.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              name={field.name}
              autoComplete={field.autoComplete}
              required={field.required}
              {...fieldLimits(shippingAddressSchema.properties[field.name])}
              value={draft[field.name]}
              onChange={(event) => setDraft((before) => ({ ...before, [field.name]: event.target.value }))}
            />
          ))}
          <button type="submit" className="bl-button bl-button--primary auth-form__submit" disabled={state.busy}>
            {state.busy ? "Saving…" : "Save the address"}
          </button>
        </form>
      ) : null}
    </section>
  );
}
