import type Stripe from "stripe";
import type { PaymentProvider } from "./paymentProvider";

/** Prices are in US dollars, as the shop shows them. */
export const CURRENCY = "usd";

/**
 * Stripe Checkout Sessions, one per order or membership: the fan pays on Stripe's page. Each is
 * created with a key named after what it is for, so a retried checkout reaches Stripe once.
 */
export function stripeCheckouts(stripe: Stripe): Pick<PaymentProvider, "createCheckout" | "createSubscriptionCheckout" | "expireCheckout"> {
  return {
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
        return "expired";
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open: paid, or expired already.
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.payment_status === "paid" || session.status === "complete") return "paid";
        if (session.status === "expired") return "expired";
        throw error;
      }
    },

    async createCheckout(request) {
      // A $0 line (a free single beside paid albums) has nothing to pay: it is on the receipt, not on Stripe's page.
      const lines = request.lines.filter((line) => line.priceCents > 0);
      const shipping = request.shipping ?? null;
      const linesCents = lines.reduce((sum, line) => sum + line.priceCents, 0) + (shipping?.cents ?? 0);
      if (linesCents !== request.totalCents)
        throw new Error(
          `Order ${request.orderId}: its lines and shipping add up to ${linesCents} cents, not its total of ${request.totalCents}`,
        );
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: lines.map((line) => ({
            quantity: 1,
            price_data: { currency: CURRENCY, unit_amount: line.priceCents, product_data: { name: line.title } },
          })),
          // Goods ship to the country their shipping was priced for: Stripe asks for the address there only.
          ...(shipping
            ? {
                shipping_address_collection: {
                  allowed_countries: [shipping.country as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry],
                },
                shipping_options: [
                  {
                    shipping_rate_data: {
                      type: "fixed_amount" as const,
                      display_name: "Shipping",
                      fixed_amount: { amount: shipping.cents, currency: CURRENCY },
                    },
                  },
                ],
              }
            : {}),
          customer_email: request.customerEmail,
          client_reference_id: request.orderId,
          metadata: { orderId: request.orderId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `order-checkout-${request.orderId}` },
      );
      if (!session.url) throw new Error(`Stripe's checkout session ${session.id} has no page to send the fan to`);
      return { sessionId: session.id, url: session.url };
    },

    async createSubscriptionCheckout(request) {
      // A discount code lowers the first period only (issue 36, item 7): a coupon of the difference, once.
      const offCents = request.firstChargeCents === undefined ? 0 : request.amountCents - request.firstChargeCents;
      const coupon =
        offCents > 0
          ? await stripe.coupons.create(
              { amount_off: offCents, currency: CURRENCY, duration: "once", name: "Discount code" },
              { idempotencyKey: `subscription-coupon-${request.subscriptionId}` },
            )
          : null;
      const session = await stripe.checkout.sessions.create(
        {
          mode: "subscription",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: CURRENCY,
                unit_amount: request.amountCents,
                recurring: { interval: request.interval },
                product_data: { name: request.tierName },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.subscriptionId,
          metadata: { subscriptionId: request.subscriptionId },
          // Also on the subscription itself, so Stripe's dashboard shows whose membership it is.
          subscription_data: { metadata: { subscriptionId: request.subscriptionId } },
          ...(coupon ? { discounts: [{ coupon: coupon.id }] } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `subscription-checkout-${request.subscriptionId}` },
      );
      if (!session.url) throw new Error(`Stripe's checkout session ${session.id} has no page to send the fan to`);
      return { sessionId: session.id, url: session.url };
    },
  };
}
