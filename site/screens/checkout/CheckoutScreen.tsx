import type { ReactNode } from "react";
import { Link } from "wouter";
import { useSelector } from "../../../client/ui/useSelector";
import { selectCartItems } from "../../../machines/cart/cartSelectors";
import { cartTotal } from "../../../machines/cart/cartTotal";
import { responsiveImage } from "../../../runtime/media/imageSrcSet";
import type { CartItem } from "../../../schema/entities/commerce";
import { formatDollars } from "../../../schema/rules/money";
import type { ScreenProps } from "../../app/routeTypes";
import { useCart } from "../../app/session";
import { useMounted } from "../../app/useMounted";
import { CheckoutPay } from "./CheckoutPay";

/** SPEC §2 cart sidebar text, the same here. */
export const EMPTY_CART_TEXT = "Your cart is empty.";

function GiftDetails({ item }: { readonly item: CartItem }) {
  if (!item.isGift) return null;
  const recipient = [item.recipientName, item.recipientEmail ? `(${item.recipientEmail})` : ""].filter(Boolean).join(" ");
  return (
    <div className="checkout-item__gift">
      <p>
        <span className="site-badge">Gift</span> {recipient ? `for ${recipient}` : null}
      </p>
      {item.recipientMessage ? <p className="checkout-item__message">“{item.recipientMessage}”</p> : null}
      <p className="checkout-item__delivery">
        The music goes to {item.recipientName || "them"}: they get an email with a link to claim it. It is not added to your library.
      </p>
    </div>
  );
}

function ItemRow({ item, onRemove }: { readonly item: CartItem; readonly onRemove: () => void }) {
  return (
    <li className="checkout-item">
      {item.coverImage ? (
        <img
          className="checkout-item__cover"
          alt=""
          width={64}
          height={64}
          loading="lazy"
          {...responsiveImage(item.coverImage, "64px", 320)}
        />
      ) : (
        <span className="checkout-item__cover checkout-item__cover--empty" aria-hidden="true" />
      )}
      <div className="checkout-item__info">
        <p className="checkout-item__title">
          <Link href={`/music/${encodeURIComponent(item.productId)}`}>{item.title}</Link>
        </p>
        <GiftDetails item={item} />
        <button type="button" className="checkout-item__remove" onClick={onRemove} aria-label={`Remove ${item.title} from the cart`}>
          Remove
        </button>
      </div>
      <p className="checkout-item__price">{formatDollars(item.price)}</p>
    </li>
  );
}

/**
 * /checkout: the cart's order summary (items with price and gift recipient, the total) or 'Your
 * cart is empty.', and paying for it (CheckoutPay). The cart lives in the browser, so the server
 * and the hydrating render show a loading state.
 */
export function CheckoutScreen(_props: ScreenProps<null>) {
  const cart = useCart();
  const items = useSelector(cart, selectCartItems);
  const mounted = useMounted();

  let summary: ReactNode;
  if (!mounted) {
    summary = (
      <p className="checkout-summary__status" aria-busy="true">
        Loading your cart…
      </p>
    );
  } else if (items.length === 0) {
    summary = (
      <div className="checkout-summary__empty">
        <p>{EMPTY_CART_TEXT}</p>
        <Link href="/music" className="bl-button bl-button--primary">
          Browse music
        </Link>
      </div>
    );
  } else {
    summary = (
      <>
        <ul className="checkout-items">
          {items.map((item) => (
            <ItemRow
              key={`${item.productId}:${item.productVariantId}:${item.isGift}:${item.recipientEmail ?? ""}`}
              item={item}
              onRemove={() =>
                cart.send({
                  type: "cart.remove",
                  productId: item.productId,
                  isGift: item.isGift,
                  recipientEmail: item.recipientEmail,
                })
              }
            />
          ))}
        </ul>
        <p className="checkout-total">
          <span>Total</span>
          <span className="checkout-total__amount">{formatDollars(cartTotal(items))}</span>
        </p>
      </>
    );
  }

  return (
    <div className="site-page checkout-page">
      <h1 className="checkout-page__title">Checkout</h1>
      <div className="checkout-layout">
        <section className="checkout-summary" aria-labelledby="checkout-summary-title">
          <h2 className="checkout-summary__title" id="checkout-summary-title">
            Order summary
          </h2>
          {summary}
        </section>
        {mounted ? <CheckoutPay items={items} /> : null}
      </div>
    </div>
  );
}
