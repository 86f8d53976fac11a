import type { StudioOrder } from "../../schema/api/studioOrders";
import { formatCents } from "../../schema/rules/money";
import { orderStateLabel } from "../../schema/rules/orderStatusLabels";
import { CARRIERS } from "../../schema/rules/tracking";
import { buyerLabel } from "./buyerLabel";

/** An order's facts: status, buyer, total (and what was refunded of it), payment and number. */
export function OrderFacts({ order }: { readonly order: StudioOrder }) {
  return (
    <dl className="studio-admin__facts">
      <dt>Status</dt>
      <dd>{orderStateLabel(order)}</dd>
      <dt>Buyer</dt>
      <dd>{order.buyer.name ? `${order.buyer.name} <${order.buyer.email}>` : buyerLabel(order.buyer.email, order.buyer.erased)}</dd>
      {order.discount ? (
        <>
          <dt>Discount</dt>
          <dd>
            {order.discount.code}: -{formatCents(order.discount.cents)}
          </dd>
        </>
      ) : null}
      <dt>Total</dt>
      <dd>{formatCents(order.totalCents)}</dd>
      {order.refundedCents > 0 ? (
        <>
          <dt>Refunded</dt>
          <dd>
            {formatCents(order.refundedCents)} of {formatCents(order.totalCents)}
          </dd>
        </>
      ) : null}
      <dt>Payment</dt>
      <dd>
        {order.payment
          ? `${order.payment.provider}${order.payment.ref ? `, reference ${order.payment.ref}` : ", not paid yet"}`
          : "Nothing to pay"}
      </dd>
      {order.shipment ? (
        <>
          <dt>Shipped</dt>
          <dd>
            {CARRIERS[order.shipment.carrier].name}
            {order.shipment.trackingNumber ? `, ${order.shipment.trackingNumber}` : ""}
            {order.shipment.trackingLink ? (
              <>
                {" "}
                <a href={order.shipment.trackingLink} target="_blank" rel="noreferrer noopener">
                  Track
                </a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      <dt>Order number</dt>
      <dd>{order.id}</dd>
    </dl>
  );
}
