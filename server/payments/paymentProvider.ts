import type { ShippingAddress } from "../../schema/entities/shipping";
/** What a provider's checkout page is asked to take: an order's total, what it is for, and where to send the fan after. */
export interface CheckoutRequest {
  readonly orderId: string;
  /** The lines' sum, and shipping's. */
  readonly totalCents: number;
  readonly lines: readonly { readonly title: string; readonly priceCents: number }[];
  /**
   * An order with goods to ship (issue 36, item 3): the country its shipping was priced for, where
   * the page collects the address, and what shipping costs.
   */
  readonly shipping?: { readonly country: string; readonly cents: number } | null;
  readonly customerEmail: string;
  /** Where the fan lands when the payment went through, and when they gave up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** How often a membership is paid. */
export type BillingInterval = "month" | "year";

/** What a provider's subscription checkout is asked to take: a paid tier, its price per period, the fan. */
export interface SubscriptionRequest {
  /** Our id of the membership subscription the checkout is for. */
  readonly subscriptionId: string;
  readonly tierName: string;
  readonly amountCents: number;
  /**
   * What the first period costs when a discount code lowers it (issue 36, item 7): charged once,
   * then every renewal is `amountCents`. Absent, the first period costs `amountCents` too.
   */
  readonly firstChargeCents?: number;
  readonly interval: BillingInterval;
  readonly customerEmail: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/**
 * An upgrade's charge (issue 30): the subscription moves to `amountCents` every `interval` once the
 * prorated charge for the rest of its period is paid. `chargeCents` is our reckoning of it (what the
 * test provider charges; Stripe reckons its own). `changeId` is ours, and keys the provider's calls.
 */
export interface UpgradeRequest {
  readonly changeId: string;
  readonly tierName: string;
  readonly amountCents: number;
  readonly interval: BillingInterval;
  readonly chargeCents: number;
  /** What the charge is for, in a sentence a payment page may show. */
  readonly description: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** One refund of a payment, as its provider names it. */
export interface ProviderRefund {
  readonly refundRef: string;
  readonly amountCents: number;
}

/**
 * A provider's event about a payment or a subscription, verified and read into our terms. `id` is
 * the provider's id of the event: the same event delivered twice has the same id. Times are ISO 8601.
 */
export type PaymentEvent =
  /** A one-time checkout was paid; `paymentRef` is what a refund names; the address goods ship to, when the page collected one. */
  | {
      readonly id: string;
      readonly type: "payment.succeeded";
      readonly sessionId: string;
      readonly amountCents: number;
      readonly paymentRef?: string;
      readonly shippingAddress?: ShippingAddress;
    }
  /** A one-time checkout ended without payment (declined, expired). */
  | { readonly id: string; readonly type: "payment.failed"; readonly sessionId: string; readonly amountCents: number }
  /**
   * Money of a payment went back (from our studio, or the provider's dashboard): the payment's
   * refunds the provider knows so far, each by its own id, in part or in full.
   */
  | { readonly id: string; readonly type: "refund.succeeded"; readonly paymentRef: string; readonly refunds: readonly ProviderRefund[] }
  /** A subscription checkout was paid: the membership starts, paid until `periodEnd`. */
  | {
      readonly id: string;
      readonly type: "subscription.started";
      readonly sessionId: string;
      readonly subscriptionRef: string;
      /** The price of each period. */
      readonly amountCents: number;
      /** What the first period cost, when a discount code lowered it; absent, `amountCents`. */
      readonly paidCents?: number;
      readonly periodEnd: string;
    }
  /** A period was paid again: the membership goes on until the new `periodEnd`. */
  | {
      readonly id: string;
      readonly type: "subscription.renewed";
      readonly subscriptionRef: string;
      readonly amountCents: number;
      readonly periodEnd: string;
    }
  /** A renewal's payment failed: the provider retries, the membership is past due. */
  | { readonly id: string; readonly type: "subscription.renewal_failed"; readonly subscriptionRef: string }
  /** The subscription is over (cancelled at its period's end, or unpaid for good): the membership ends. */
  | { readonly id: string; readonly type: "subscription.ended"; readonly subscriptionRef: string }
  /** An upgrade's charge (`invoiceRef`) was paid: the new tier is the fan's, paid until `periodEnd`. */
  | {
      readonly id: string;
      readonly type: "subscription.upgrade_paid";
      readonly subscriptionRef: string;
      readonly invoiceRef: string;
      readonly amountCents: number;
      readonly periodEnd: string;
    }
  /** An upgrade's charge was never paid and the provider dropped it: the fan stays where they are. */
  | { readonly id: string; readonly type: "subscription.upgrade_expired"; readonly subscriptionRef: string };

/** A payment event whose signature, or form, is not the provider's. */
export class PaymentEventRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentEventRefused";
  }
}

/**
 * One interface for every payment provider (issue 18): Stripe, and the test provider that is the
 * embedded default. Both drive orders and memberships through the same event handling
 * (`paymentEvents.ts`, `subscriptionEvents.ts`).
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Opens a checkout session for an order: the page where the fan pays. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /**
   * Reads a webhook's body, verifying its signature; throws PaymentEventRefused otherwise. Resolves
   * with null for a genuine event we do not act on (a provider sends many kinds).
   */
  readEvent(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<PaymentEvent | null>;
  /**
   * Closes an order's checkout not paid yet, so it can no longer be paid (issue 36: the stock it
   * held goes back on sale); "paid" when it was paid meanwhile (its event then moves the order).
   */
  expireCheckout(sessionId: string): Promise<"expired" | "paid">;
  /** Gives `amountCents` of a payment back; resolves with the provider's id of the refund. */
  refund(paymentRef: string, amountCents: number): Promise<{ refundRef: string }>;
  /** Opens a checkout session for a paid membership, billed every `interval`. */
  createSubscriptionCheckout(request: SubscriptionRequest): Promise<{ sessionId: string; url: string }>;
  /** Stops a subscription at the end of the period paid for; resolves with when that is. */
  cancelSubscription(subscriptionRef: string): Promise<{ endsAt: string }>;
  /**
   * Ends a subscription now, with no renewal and no refund (issue 35: a fan who deletes their
   * account). Ending one that has ended already is no error.
   */
  endSubscriptionNow(subscriptionRef: string): Promise<void>;
  /**
   * Moves a subscription to another price of the same interval with no charge and no credit: the
   * provider bills it from the next period (issue 30: a cheaper tier, the same price, or back to
   * what the fan pays when a change at the period's end is dropped).
   */
  changeSubscription(
    subscriptionRef: string,
    change: { readonly tierName: string; readonly amountCents: number; readonly interval: BillingInterval },
  ): Promise<{ periodEnd: string }>;
  /**
   * Charges an upgrade now (issue 30): the subscription moves to the new price only once the
   * charge is paid, which the provider reports as subscription.upgrade_paid naming `invoiceRef`.
   * `paymentUrl` is where the fan pays it, or null when the provider charged the card it holds.
   */
  startUpgrade(
    subscriptionRef: string,
    upgrade: UpgradeRequest,
  ): Promise<{ invoiceRef: string; chargeCents: number; paymentUrl: string | null }>;
  /** Drops an upgrade's charge not paid yet; "paid" when it was paid meanwhile (the upgrade then stands). */
  withdrawUpgrade(subscriptionRef: string, invoiceRef: string): Promise<"withdrawn" | "paid">;
}
