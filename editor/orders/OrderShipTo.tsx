import { ADDRESS_FIXED_STATUSES } from "../../schema/api/fulfilment";
import type { StudioOrder } from "../../schema/api/studioOrders";
import { countryName } from "../../schema/rules/countries";

/**
 * Where an order's merch ships (issue 36, item 4): the address the fan gave (or that none was given
 * yet), in the country shipping was charged for, with 'Edit address' until it ships.
 */
export function OrderShipTo({ order, onEdit }: { readonly order: StudioOrder; onEdit(): void }) {
  const { shipping } = order;
  if (!shipping) return null;
  const { address } = shipping;
  const lines = address
    ? [
        address.name,
        address.line1,
        address.line2 ?? "",
        [address.city, address.region ?? "", address.postalCode].filter((part) => part !== "").join(", "),
        countryName(address.country),
      ].filter((line) => line !== "")
    : [];
  return (
    <section aria-label="Ship to">
      <h3>Ship to</h3>
      {address ? (
        <address>
          {lines.map((line, index) => (
            // Lines of one address, in a fixed order.
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same.
            <span key={index}>
              {line}
              <br />
            </span>
          ))}
        </address>
      ) : (
        <p>No address yet: the fan has not given one. Shipping was charged for {countryName(shipping.country)}.</p>
      )}
      {ADDRESS_FIXED_STATUSES.includes(order.status) ? null : (
        <button type="button" onClick={onEdit}>
          Edit address
        </button>
      )}
    </section>
  );
}
