import { useId } from "react";
import type { ShippingCountries } from "../../../schema/api/shipping";
import { formatCents } from "../../../schema/rules/money";
import type { QuoteState } from "./useShippingQuote";

/**
 * Where a cart with merch ships (issue 36, item 3): the countries the artist's zones cover, and
 * what shipping there costs once one is chosen. A country no zone covers is said here, before
 * payment; the street address is asked on the payment page.
 */
export function ShipToField({
  countries,
  country,
  quote,
  onChange,
}: {
  readonly countries: ShippingCountries["countries"] | null;
  readonly country: string;
  readonly quote: QuoteState;
  onChange(country: string): void;
}) {
  const id = useId();
  if (countries !== null && countries.length === 0) {
    return (
      <p className="site-form-error" role="alert">
        This artist does not ship merch yet: remove it from your cart to buy the rest.
      </p>
    );
  }
  const refused = quote.kind === "refused" ? quote.message : null;
  const shipping = quote.kind === "ready" && quote.quote.country ? quote.quote.shippingCents : null;
  return (
    <div className="checkout-ship-to">
      <label htmlFor={`${id}-country`}>Ship to</label>
      <select
        id={`${id}-country`}
        value={country}
        disabled={countries === null}
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${id}-shipping`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{countries === null ? "Loading countries…" : "Choose a country"}</option>
        {(countries ?? []).map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
      <span id={`${id}-shipping`} className={refused ? "site-form-error" : "checkout-ship-to__cost"} role={refused ? "alert" : "status"}>
        {refused ??
          (shipping === null
            ? country
              ? "Working out shipping…"
              : "Choose where your order ships to see shipping."
            : `Shipping: ${shipping === 0 ? "free" : formatCents(shipping)}`)}
      </span>
    </div>
  );
}
