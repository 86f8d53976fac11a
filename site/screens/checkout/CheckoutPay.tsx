import { useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { apiErrorMessage } from "../../../client/api/client";
import { endpoints } from "../../../client/api/endpoints";
import { newSubmissionKey } from "../../../client/api/submissionKey";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import { cartTotal } from "../../../machines/cart/cartTotal";
import type { CheckoutBody, CheckoutResponse } from "../../../schema/api/checkout";
import type { DiscountCheck } from "../../../schema/api/discountCodes";
import type { CartItem } from "../../../schema/entities/commerce";
import { formatDollars } from "../../../schema/rules/money";
import { useAuth } from "../../app/session";
import { DiscountCodeField } from "./DiscountCodeField";
import { ShipToField } from "./ShipToField";
import { type ShippingApi, useShippingQuote } from "./useShippingQuote";

/** What paying asks of the server; the site's API by default, a fake in tests. */
export interface CheckoutApi extends ShippingApi {
  checkout(body: CheckoutBody): Promise<CheckoutResponse>;
  checkDiscountCode(code: string, items: CheckoutBody["items"]): Promise<DiscountCheck>;
}

/** A cart's items as checkout takes them (the server prices them again). */
function checkoutItems(items: readonly CartItem[]): CheckoutBody["items"] {
  return items.map((item) => ({
    productId: item.productId,
    productVariantId: item.productVariantId,
    price: item.price,
    isGift: item.isGift,
    ...(item.recipientName ? { recipientName: item.recipientName } : {}),
    ...(item.recipientEmail ? { recipientEmail: item.recipientEmail } : {}),
    ...(item.recipientMessage ? { recipientMessage: item.recipientMessage } : {}),
  }));
}

/**
 * Paying for the cart (issue 18): a visitor logs in or signs up and comes back here; a fan pays
 * the total on the payment provider's page (or, for a free cart, gets it at once). One key per
 * cart: pressing again, or retrying after a lost answer, reaches the same order.
 */
export function CheckoutPay({ items, api = endpoints }: { readonly items: readonly CartItem[]; readonly api?: CheckoutApi }) {
  const auth = useAuth();
  const user = useSelector(auth, selectUser);
  const [, navigate] = useLocation();
  const [status, setStatus] = useState<{ kind: "idle" } | { kind: "busy" } | { kind: "failed"; message: string }>({ kind: "idle" });
  const submission = useRef<{ cart: string; key: string } | null>(null);
  const [discount, setDiscount] = useState<{ cart: string; check: DiscountCheck } | null>(null);
  // A code checked against another cart is checked again: the cart changed since.
  const applied = discount && discount.cart === JSON.stringify(checkoutItems(items)) ? discount.check : null;
  const [country, setCountry] = useState("");
  const { quote, shipsGoods, countries } = useShippingQuote(api, checkoutItems(items), applied?.code ?? null, country, Boolean(user));
  // The server's figure, shipping included, once it answered; the cart's own until then.
  const total = quote.kind === "ready" ? quote.quote.totalCents / 100 : applied ? applied.totalCents / 100 : cartTotal(items);
  const waitsForCountry = shipsGoods && (country === "" || quote.kind !== "ready");

  if (!user) {
    return (
      <aside className="checkout-notice" aria-labelledby="checkout-pay-title">
        <h2 className="checkout-notice__title" id="checkout-pay-title">
          Log in to pay
        </h2>
        <p>Your purchases go to your library, so log in or sign up first; you come back here with your cart.</p>
        <p className="checkout-notice__actions">
          <Link href="/login?redirect=/checkout" className="bl-button bl-button--primary">
            Log in
          </Link>{" "}
          <Link href="/signup?redirect=/checkout" className="bl-button bl-button--outline">
            Sign up
          </Link>
        </p>
        <p>
          Forgot your password? <Link href="/forgot-password?redirect=/checkout">Reset it</Link>, and come back here with your cart.
        </p>
      </aside>
    );
  }

  const pay = async () => {
    const cart = JSON.stringify([checkoutItems(items), applied?.code ?? null, shipsGoods ? country : null]);
    if (submission.current?.cart !== cart) submission.current = { cart, key: newSubmissionKey() };
    setStatus({ kind: "busy" });
    try {
      const order = await api.checkout({
        items: checkoutItems(items),
        idempotencyKey: submission.current.key,
        ...(applied ? { discountCode: applied.code } : {}),
        ...(shipsGoods && country ? { shipTo: { country } } : {}),
      });
      if (order.paymentUrl) window.location.assign(order.paymentUrl);
      else navigate(`/checkout/complete?orderId=${encodeURIComponent(order.orderId)}`);
    } catch (error) {
      setStatus({ kind: "failed", message: await apiErrorMessage(error) });
    }
  };
  return (
    <aside className="checkout-notice" aria-labelledby="checkout-pay-title">
      <h2 className="checkout-notice__title" id="checkout-pay-title">
        Payment
      </h2>
      <p>
        {shipsGoods
          ? `You pay ${formatDollars(total)} on the next page, where you give the address your order ships to.`
          : total === 0
            ? "Nothing to pay: your music goes to your library at once."
            : `You pay ${formatDollars(total)} on the next page; your music then goes to your library.`}
      </p>
      {shipsGoods ? <ShipToField countries={countries} country={country} quote={quote} onChange={setCountry} /> : null}
      <DiscountCodeField
        applied={applied}
        onApplied={(check) => setDiscount(check ? { cart: JSON.stringify(checkoutItems(items)), check } : null)}
        check={(code) => api.checkDiscountCode(code, checkoutItems(items))}
      />
      {status.kind === "failed" ? (
        <p className="site-form-error" role="alert">
          {status.message}
        </p>
      ) : null}
      <button
        type="button"
        className="bl-button bl-button--primary"
        onClick={pay}
        disabled={status.kind === "busy" || items.length === 0 || waitsForCountry}
      >
        {status.kind === "busy" ? "Placing your order…" : total === 0 ? "Get it free" : `Pay ${formatDollars(total)}`}
      </button>
    </aside>
  );
}
