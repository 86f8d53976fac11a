/** What a provider's checkout page is asked to take: an order's total, what it is for, and where to send the fan after. */
export interface CheckoutRequest {
  readonly orderId: string;
  readonly totalCents: number;
  readonly lines: readonly { readonly title: string; readonly priceCents: number }[];
  readonly customerEmail: string;
  /** Where the fan lands when the payment went through, and when they gave up. */
  readonly successUrl: string;
  readonly cancelUrl: string;
}

/** A provider's event about a payment, verified and read into our terms. */
export interface PaymentEvent {
  /** The provider's id of the event: the same event delivered twice has the same id. */
  readonly id: string;
  readonly type: "payment.succeeded" | "payment.failed" | "refund.succeeded";
  /** The checkout session the event is about. */
  readonly sessionId: string;
  readonly amountCents: number;
  /** The provider's reference of the payment (what a refund names). */
  readonly paymentRef?: string;
}

/** A payment event whose signature, or form, is not the provider's. */
export class PaymentEventRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentEventRefused";
  }
}

/**
 * One interface for every payment provider (issue 18): Stripe, and the test provider that is the
 * embedded default. Both drive orders through the same event handling (`paymentEvents.ts`).
 */
export interface PaymentProvider {
  readonly name: "test" | "stripe";
  /** Opens a checkout session for an order: the page where the fan pays. */
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  /** Reads a webhook's body, verifying its signature; throws PaymentEventRefused otherwise. */
  readEvent(rawBody: Buffer, headers: Readonly<Record<string, string | string[] | undefined>>): Promise<PaymentEvent>;
  /** Gives the money of a payment back. */
  refund(paymentRef: string, amountCents: number): Promise<void>;
}
