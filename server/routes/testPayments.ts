import type { FastifyReply } from "fastify";
import type { ShippingAddress } from "../../schema/entities/shipping";
import { errorMessage } from "../../schema/errors";
import { ADDRESS_INCOMPLETE } from "../../schema/rules/addressFields";
import { subscriptionPeriodCents } from "../data/subscriptions";
import {
  createTestSubscription,
  findTestChangeTarget,
  findTestPaymentSession,
  type OpenedTestPaymentSession,
  setTestPaymentStatus,
  type TestPaymentSession,
  updateTestSubscription,
} from "../data/testPayments";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import { refuseFraming } from "../http/securityHeaders";
import { siteOriginOf } from "../http/siteOrigin";
import type { PaymentEvent } from "../payments/paymentProvider";
import { receivePaymentEvent } from "../payments/receivePaymentEvent";
import { ADDRESS_FORM_PROPERTIES, type AddressForm, addressOfForm } from "../payments/testPaymentAddress";
import { testPaymentClosedHtml, testPaymentPageHtml } from "../payments/testPaymentPage";
import { periodEndAfter, signedTestEvent, TEST_CARDS, type testPaymentProvider } from "../payments/testProvider";
import { newId } from "../security/tokens";
import type { RoutePlugin } from "./plugin";

const paramsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId"],
  properties: { sessionId: { type: "string", pattern: "^tps_[A-Za-z0-9_-]{1,64}$" } },
} as const;

const formSchema = {
  type: "object",
  additionalProperties: false,
  required: ["cardNumber"],
  properties: { cardNumber: { type: "string", maxLength: 40 }, ...ADDRESS_FORM_PROPERTIES },
} as const;

/** This page only posts to itself: no scripts, no frames. */
const PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const WHY_REFUSED: Readonly<Record<string, string>> = {
  [TEST_CARDS.declined]: "Your card was declined. (This test card is always declined: use 4242 4242 4242 4242 to pay.)",
  [TEST_CARDS.insufficientFunds]: "Your card has insufficient funds. (This test card always fails: use 4242 4242 4242 4242 to pay.)",
};

type ClosedReason = "orderPaid" | "orderCancelled" | "subscriptionStarted" | "changeClosed";

/**
 * Why a session takes no payment now, or null while what it pays for waits for one. The session's
 * own status is not enough: a crash between the payment's event and recording the session paid
 * leaves it open over an order that is paid (and fulfilled at the next start).
 */
function whyClosed(session: OpenedTestPaymentSession): ClosedReason | null {
  if (session.orderId !== null) {
    if (session.forStatus === "initiated_payment" || session.forStatus === "payment_failed") return null;
    return session.forStatus === "cancelled" ? "orderCancelled" : "orderPaid";
  }
  if (session.subscriptionId !== null) return session.forStatus === "pending" ? null : "subscriptionStarted";
  return session.forStatus === "pending" ? null : "changeClosed";
}

/**
 * Paying an upgrade's charge (issue 30): the test subscription moves to the new price (a new
 * interval starts its period now) before the event says so, so a crash between them leaves the
 * change pending and the page payable again, to the same result. A refused card changes nothing.
 */
async function eventOfChangePayment(
  db: Queryable,
  session: TestPaymentSession,
  id: string,
  changeId: string,
): Promise<PaymentEvent | null> {
  const target = await findTestChangeTarget(db, changeId);
  if (!target) return null;
  const newPeriod = target.interval !== target.current.interval;
  const moved = await updateTestSubscription(db, target.subscriptionRef, {
    amountCents: target.amountCents,
    interval: target.interval,
    ...(newPeriod ? { periodEnd: periodEndAfter(new Date(), target.interval) } : {}),
  });
  if (!moved) return null;
  return {
    id,
    type: "subscription.upgrade_paid",
    subscriptionRef: target.subscriptionRef,
    invoiceRef: session.id,
    amountCents: session.amountCents,
    periodEnd: moved.periodEnd,
  };
}

/** What paying on a session says to our webhook handling: an order paid or failed, a subscription started, an upgrade paid. */
async function eventOfPayment(
  db: Queryable,
  session: TestPaymentSession,
  paidWith: string | null,
  shippingAddress: ShippingAddress | null,
): Promise<PaymentEvent | null> {
  const id = `evt_${newId()}`;
  if (session.membershipChangeId !== null) return paidWith ? eventOfChangePayment(db, session, id, session.membershipChangeId) : null;
  if (session.subscriptionId === null || session.interval === null) {
    return paidWith
      ? {
          id,
          type: "payment.succeeded",
          sessionId: session.id,
          amountCents: session.amountCents,
          paymentRef: `pay_${newId()}`,
          ...(shippingAddress ? { shippingAddress } : {}),
        }
      : { id, type: "payment.failed", sessionId: session.id, amountCents: session.amountCents };
  }
  // A refused card starts no subscription: the fan stays on this page to try another.
  if (!paidWith) return { id, type: "payment.failed", sessionId: session.id, amountCents: session.amountCents };
  // A discount code lowers only the first period (issue 36, item 7): renewals are at the subscription's price.
  const periodCents = (await subscriptionPeriodCents(db, session.subscriptionId)) ?? session.amountCents;
  const subscription = await createTestSubscription(db, {
    amountCents: periodCents,
    interval: session.interval,
    periodEnd: periodEndAfter(new Date(), session.interval),
    renewalsFail: paidWith === TEST_CARDS.renewalsFail,
  });
  return {
    id,
    type: "subscription.started",
    sessionId: session.id,
    subscriptionRef: subscription.id,
    amountCents: periodCents,
    ...(periodCents === session.amountCents ? {} : { paidCents: session.amountCents }),
    periodEnd: subscription.periodEnd,
  };
}

/**
 * The test provider's checkout page (issue 18), on this server: the fan types a test card number;
 * 4242… pays (an order, a subscription's first period, or an upgrade's charge), the refusing cards
 * fail, and the outcome is sent as a signed event through the same handling a provider's webhook
 * gets. A paid session sends the fan to the confirmation page.
 */
export const testPaymentRoutes: RoutePlugin<{ payments: ReturnType<typeof testPaymentProvider> }> = async (app, { context, payments }) => {
  const { db, config } = context;
  // A pay page inside another site's frame could be clicked through blind: never framed.
  app.addHook("onRequest", async (_request, reply) => {
    refuseFraming(reply);
  });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const page = async (sessionId: string) => {
    const session = await findTestPaymentSession(db, sessionId);
    if (!session) throw httpError("not_found", "paymentSession");
    return session;
  };
  /** The page of a session closed to payment: a 409 that says why, and leads on. */
  const closed = (reply: FastifyReply, session: OpenedTestPaymentSession, why: ClosedReason) => {
    const paid = why !== "orderCancelled";
    return reply
      .code(409)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", PAGE_POLICY)
      .send(
        testPaymentClosedHtml(errorMessage("payment_session_closed", why), {
          href: paid ? session.successUrl : session.cancelUrl,
          label: paid ? "See what you paid for" : "Go back",
        }),
      );
  };

  app.get("/pay/test/:sessionId", { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
    const session = await page(request.params.sessionId);
    const why = whyClosed(session);
    if (why) return closed(reply, session, why);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", PAGE_POLICY)
      .send(testPaymentPageHtml(session, null));
  });

  app.post("/pay/test/:sessionId", { schema: { hide: true, params: paramsSchema, body: formSchema } }, async (request, reply) => {
    const session = await page(request.params.sessionId);
    const why = whyClosed(session);
    if (why) return closed(reply, session, why);
    const { cardNumber, ...entered } = request.body as { cardNumber: string } & AddressForm;
    const refused = (code: number, problem: string | null) =>
      reply
        .code(code)
        .type("text/html; charset=utf-8")
        .header("content-security-policy", PAGE_POLICY)
        .send(testPaymentPageHtml(session, problem, entered));
    // Goods ship to an address, as Stripe's page asks for it before taking the card.
    const address = session.shipping ? addressOfForm(entered, session.shipping.country) : null;
    if (session.shipping && !address) return refused(400, ADDRESS_INCOMPLETE);
    const card = cardNumber.replace(/[\s-]/g, "");
    const pays = card === TEST_CARDS.succeeds || card === TEST_CARDS.renewalsFail;
    const refusal = WHY_REFUSED[card];
    if (!pays && !refusal) return refused(400, "Use one of the test card numbers below: this test provider takes no real card.");
    const event = await eventOfPayment(db, session, pays ? card : null, address);
    if (event) {
      await receivePaymentEvent(context, payments, signedTestEvent(config.uploadSecret, event), await siteOriginOf(request, db, config));
    }
    await setTestPaymentStatus(db, session.id, pays ? "paid" : "failed");
    if (pays) return reply.code(303).header("location", session.successUrl).send();
    return refused(402, refusal ?? null);
  });
};
