import type { CheckoutResponse } from "../../schema/api/checkout";
import type { Product } from "../../schema/entities/catalogue";
import { findOrder } from "../data/orders";
import type { PaymentEvent } from "../payments/paymentProvider";
import { signedTestEvent } from "../payments/testProvider";
import { newId } from "../security/tokens";
import type { TestServer } from "./testServer";

/** A product's first variant bought by a fan and paid with the test card on the test provider's page; answers the order and its payment's reference. */
export async function paidOnTestPage(
  server: TestServer,
  fanHeaders: Record<string, string>,
  product: Product,
): Promise<{ orderId: string; paymentRef: string }> {
  const started = await server.app.inject({
    method: "POST",
    url: "/api/public/checkout",
    headers: fanHeaders,
    payload: {
      items: [{ productId: product.id, productVariantId: product.variants[0]?.id ?? "", isGift: false }],
      idempotencyKey: newId().padEnd(20, "k"),
    },
  });
  if (started.statusCode >= 300) throw new Error(`checkout refused: ${started.body}`);
  const { orderId, paymentUrl } = started.json<CheckoutResponse>();
  await server.app.inject({
    method: "POST",
    url: paymentUrl ?? "",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "cardNumber=4242424242424242",
  });
  const order = await findOrder(server.context.db, server.profile.id, orderId);
  if (!order?.paymentRef) throw new Error(`the order was not paid: ${order?.status}`);
  return { orderId, paymentRef: order.paymentRef };
}

/** The test provider reports a payment's refunds, as its webhook does; answers what came of it. */
export async function reportTestRefunds(
  server: TestServer,
  paymentRef: string,
  refunds: { refundRef: string; amountCents: number }[],
  id = `evt_${newId()}`,
): Promise<string> {
  const event: PaymentEvent = { id, type: "refund.succeeded", paymentRef, refunds };
  const { body, headers } = signedTestEvent(server.context.config.uploadSecret, event);
  const answer = await server.app.inject({ method: "POST", url: "/api/payments/webhooks/test", headers, payload: body });
  return answer.json<{ outcome: string }>().outcome;
}
