import { useEffect, useState } from "react";
import { Link } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { OrderSummary } from "../../../schema/api/checkout";
import { formatDollars } from "../../../schema/rules/money";
import type { ScreenProps } from "../../app/routeTypes";
import { useAuth, useCart } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { OrderShipping, type ShippingAddressApi } from "./OrderShipping";

/** What the page asks of the server; the site's API by default, a fake in tests. */
export interface OrderApi extends ShippingAddressApi {
  order(orderId: string): Promise<OrderSummary>;
}

/** Statuses after a payment went through. */
const PAID = new Set<OrderSummary["status"]>(["paid", "processing", "shipped", "delivered"]);
/** How often the page asks again while the provider's event is still on its way. */
const POLL_MS = 1000;

/** How a line says it is a gift, and whether its recipient claimed it yet (a merch gift is shipped, not claimed). */
function giftNote(item: OrderSummary["items"][number]): string {
  if (!item.isGift) return "";
  if (item.claimed === undefined) return " (gift)";
  return item.claimed ? " (gift, claimed)" : " (gift, not claimed yet)";
}

type State = { kind: "loading" } | { kind: "order"; order: OrderSummary } | { kind: "failed"; message: string };

/** A paid order the artist refunded (issue 34, item 6): cancelled, its money back, not a payment that failed. */
function RefundedOrder({ order }: { readonly order: OrderSummary }) {
  return (
    <>
      <p role="status">
        <strong>Refunded.</strong> {formatDollars(order.refundedCents / 100)} went back to you, and this order's downloads were withdrawn
        from your library.
      </p>
      <Link href="/account" className="bl-button bl-button--primary">
        Go to your library
      </Link>
    </>
  );
}

/**
 * /checkout/complete?orderId=…: where the payment page sends the fan. The order is paid once the
 * provider's event has arrived (asked again every second until then); the cart is emptied then,
 * and the fan is sent to their library. A free order's gifts wait for the fan's confirmed address
 * (issue 30), which it says. A failed payment says so, with the way back to checkout.
 */
export function CheckoutCompleteScreen({ search, api = endpoints }: ScreenProps<null> & { readonly api?: OrderApi }) {
  const orderId = search.get("orderId") ?? "";
  const user = useSelector(useAuth(), selectUser);
  const cart = useCart();
  const mounted = useMounted();
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    if (!mounted || !user || !orderId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async () => {
      try {
        const order = await api.order(orderId);
        if (stopped) return;
        setState({ kind: "order", order });
        if (PAID.has(order.status)) cart.send({ type: "cart.clear" });
        else if (order.status === "initiated_payment") timer = setTimeout(ask, POLL_MS);
      } catch (error) {
        if (!stopped) setState({ kind: "failed", message: await apiErrorMessage(error) });
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [mounted, user, orderId, api, cart]);

  let body = <p aria-busy="true">Checking your order…</p>;
  if (mounted && !user) body = <p>Log in to see your order: it is in your library once paid.</p>;
  else if (state.kind === "failed") body = <p role="alert">{state.message}</p>;
  else if (state.kind === "order" && PAID.has(state.order.status)) {
    body = (
      <>
        <p role="status">Thank you! Your order is paid: a receipt is on its way to your email.</p>
        {state.order.giftsHeld ? (
          <p className="checkout-notice">
            Your gifts go out once you confirm your email address: we sent you a link. Until then they wait, so that nobody can send free
            gifts in someone else's name.
          </p>
        ) : null}
        <ul className="checkout-items">
          {state.order.items.map((item) => (
            <li key={`${item.productId}:${item.isGift}`} className="checkout-item">
              <span>
                {item.title}
                {giftNote(item)}
              </span>{" "}
              <span>{formatDollars(item.priceCents / 100)}</span>
            </li>
          ))}
        </ul>
        {state.order.shipping ? (
          <OrderShipping orderId={state.order.orderId} status={state.order.status} shipping={state.order.shipping} api={api} />
        ) : null}
        <p className="checkout-total">
          <span>Total</span> <span>{formatDollars(state.order.totalCents / 100)}</span>
        </p>
        {state.order.refundedCents > 0 ? (
          <p className="checkout-total">
            <span>Refunded</span> <span>{formatDollars(state.order.refundedCents / 100)}</span>
          </p>
        ) : null}
        {state.order.items.some((item) => item.isGift) && !state.order.giftsHeld ? (
          <p className="checkout-notice">
            Each gift goes to its recipient by email, with a link to claim it; gifts are not added to your library.
          </p>
        ) : null}
        {state.order.items.some((item) => !item.isGift) ? (
          <Link href="/account" className="bl-button bl-button--primary">
            Go to your library
          </Link>
        ) : null}
      </>
    );
  } else if (state.kind === "order" && state.order.status === "cancelled" && state.order.refundedCents > 0) {
    body = <RefundedOrder order={state.order} />;
  } else if (state.kind === "order" && (state.order.status === "payment_failed" || state.order.status === "cancelled")) {
    body = (
      <>
        <p role="alert">Your payment did not go through, so nothing was charged. Your cart is as you left it.</p>
        <Link href="/checkout" className="bl-button bl-button--primary">
          Back to checkout
        </Link>
      </>
    );
  }
  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Your order</h1>
      <section className="checkout-summary">{body}</section>
    </div>
  );
}
