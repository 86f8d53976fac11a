/**
 * Checkout and payment are not part of this product yet (SPEC §1 "not shown"), so the checkout
 * pages say so plainly: nothing is charged and nothing is sent anywhere.
 */
export function PaymentNotice() {
  return (
    <aside className="checkout-notice" aria-labelledby="checkout-notice-title">
      <h2 className="checkout-notice__title" id="checkout-notice-title">
        Payment is not available yet
      </h2>
      <p>Online payment has not been switched on for this site yet, so you cannot pay here for now.</p>
      <p>Nothing has been charged and no order has been sent. Please check back soon.</p>
    </aside>
  );
}
