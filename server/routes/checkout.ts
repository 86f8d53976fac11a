import { checkoutBodySchema, checkoutResponseSchema } from "../../schema/api/checkout";
import { STOCK_WORDS } from "../../schema/rules/stock";
import { recordBusinessEvent } from "../analytics/businessEvent";
import { claimDiscountUse } from "../data/discountCodes";
import { moveOrder } from "../data/orderMoves";
import { createOrder, findOrder, findOrderPaymentUrl, setOrderPayment } from "../data/orders";
import { HOLD_MINUTES, holdStock, SoldOutError } from "../data/stockReservations";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import { siteOriginOf } from "../http/siteOrigin";
import { cartShipping } from "../orders/cartShipping";
import { cartWithDiscount, discountRefusalError } from "../orders/discountCart";
import { fulfilPaidOrder } from "../orders/fulfilOrder";
import { giftLimitRefusal } from "../orders/giftLimits";
import { type PricedLine, priceCart } from "../orders/priceCart";
import type { PaymentProvider } from "../payments/paymentProvider";
import { fanOrderRoutes } from "./fanOrders";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 429);

/** 409 sold_out, naming what is gone, each line a pointer to its cart item (the cart marks them). */
function soldOutRefusal(lines: readonly PricedLine[], error: SoldOutError) {
  const gone = [...lines.entries()].filter(([, line]) => error.variantIds.includes(line.variantId));
  const names = [...new Set(gone.map(([, line]) => line.title))].join(", ");
  return httpError("sold_out", "items", names).withFields({
    errors: gone.map(([index]) => ({ pointer: `/body/items/${index}`, rule: "sold_out", message: STOCK_WORDS.soldOut })),
  });
}

/**
 * Checkout (issue 18): a logged-in fan's cart becomes one order per submission (its idempotency
 * key), priced on the server; free carts are complete at once, others get the provider's page
 * to pay on. Checkouts are counted per fan and per client address, and what a fan may give is
 * limited (issue 30: server/orders/giftLimits.ts). The payment's outcome comes back through the provider's events (payments.ts).
 */
export const checkoutRoutes: RoutePlugin<{ payments: PaymentProvider }> = async (app, { context, payments }) => {
  const { db, config, mail, clock, analytics } = context;

  app.post(
    "/public/checkout",
    {
      config: { caller: "fan" },
      schema: { tags: ["checkout"], body: checkoutBodySchema, response: { 200: checkoutResponseSchema, ...errors } },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "checkout", { profileId: profile.id, account: fan.id });
      const priced = await priceCart(db, profile.id, request.body.items);
      if (!priced.ok) {
        const [first] = priced.problems;
        throw httpError("bad_request", "cart", first?.message ?? "").withFields({
          errors: priced.problems.map((problem) => ({ pointer: problem.pointer, rule: "cart", message: problem.message })),
        });
      }
      const overGiven = await giftLimitRefusal(db, { profileId: profile.id, accountId: fan.id }, priced.lines);
      if (overGiven) throw overGiven;
      const discounted = await cartWithDiscount(
        db,
        { profileId: profile.id, accountId: fan.id, code: request.body.discountCode },
        priced.lines,
        new Date(clock.now()),
      );
      const shipping = await cartShipping(db, profile, priced.lines, discounted.totalCents, request.body.shipTo?.country);
      const { order, created } = await createOrder(db, {
        profileId: profile.id,
        accountId: fan.id,
        email: fan.email,
        idempotencyKey: request.body.idempotencyKey,
        lines: discounted.lines,
        totalCents: discounted.totalCents + (shipping?.cents ?? 0),
        discountCode: discounted.code?.code ?? null,
        shipping,
        withinOrder: async (tx, orderId) => {
          await holdStock(tx, {
            orderId,
            profileId: profile.id,
            expiresAt: new Date(clock.now() + HOLD_MINUTES * 60_000),
            items: priced.lines.map((line) => ({ variantId: line.variantId, quantity: 1 })),
          });
          if (!discounted.code) return;
          const claim = await claimDiscountUse(
            tx,
            { profileId: profile.id, codeId: discounted.code.id, orderId, accountId: fan.id },
            new Date(clock.now()),
          );
          if (!claim.ok) throw discountRefusalError(claim.refusal);
        },
      }).catch((error: unknown) => {
        throw error instanceof SoldOutError ? soldOutRefusal(priced.lines, error) : error;
      });
      const origin = await siteOriginOf(request, db, config);
      // A checkout started once per order: the same submission sent again finds its order (`created` false).
      const at = () => new Date(clock.now());
      if (created)
        recordBusinessEvent(analytics, { profileId: profile.id, kind: "checkout_start", at: at(), amountCents: order.totalCents });
      if (!created)
        return {
          orderId: order.id,
          status: order.status,
          totalCents: order.totalCents,
          paymentUrl: order.status === "initiated_payment" ? await findOrderPaymentUrl(db, order.id) : null,
        };
      if (order.totalCents === 0) {
        // Free and $0 pay-what-you-want carts: nothing to pay, complete now.
        const paid = await moveOrder(db, order.id, "paid", "nothing to pay");
        if (paid.moved) recordBusinessEvent(analytics, { profileId: profile.id, kind: "order_paid", at: at(), amountCents: 0 });
        await fulfilPaidOrder(db, mail, order, { name: profile.name, origin });
        // Downloads are delivered now; merch waits, paid, for the artist to ship it.
        const settled = await findOrder(db, profile.id, order.id);
        return { orderId: order.id, status: settled?.status ?? "paid", totalCents: 0, paymentUrl: null };
      }
      const session = await payments.createCheckout({
        orderId: order.id,
        totalCents: order.totalCents,
        lines: discounted.lines.map((line) => ({ title: line.title, priceCents: line.priceCents })),
        shipping,
        customerEmail: fan.email,
        successUrl: `${origin}/checkout/complete?orderId=${order.id}`,
        cancelUrl: `${origin}/checkout`,
      });
      await setOrderPayment(db, order.id, { provider: payments.name, sessionId: session.sessionId, url: session.url });
      return { orderId: order.id, status: order.status, totalCents: order.totalCents, paymentUrl: session.url };
    },
  );

  // A fan's own order, and its address (fanOrders.ts).
  await app.register(fanOrderRoutes, { context });
};
