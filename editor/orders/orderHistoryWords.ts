import { ARTIST_ORDER_MOVES } from "../../schema/api/studioOrders";
import { orderStatusInWords } from "../../schema/rules/orderStatusLabels";

/** How the studio names a payment provider in an order's history: the test provider stays "test". */
const providerInWords = (provider: string): string =>
  ({ stripe: "Stripe", test: "test" })[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);

/** The first letter in capitals: the history's causes are written as the server records them, in lower case. */
const sentence = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What caused a move or a refund of an order, in the artist's words (issue 34, item 15), from the
 * cause the server records: 'payment.succeeded (test)' reads 'Paid by card (test)', 'marked
 * shipped by the artist' reads 'Marked shipped by you'. Every cause the server writes has its
 * words (see the test); one this build does not know is shown as it is, capitalised.
 *
 * @example
 * orderCauseInWords("refund (stripe)") // "Refunded through Stripe"
 */
export function orderCauseInWords(cause: string): string {
  const withProvider = /^([a-z._]+) \(([^)]+)\)$/.exec(cause);
  if (withProvider) {
    const [, kind, provider = ""] = withProvider;
    const by = providerInWords(provider);
    switch (kind) {
      case "payment.succeeded":
        return `Paid by card (${by})`;
      case "payment.failed":
        return `The card payment failed (${by})`;
      case "refund":
      case "refund.succeeded":
        return `Refunded through ${by}`;
    }
  }
  const marked = /^marked (\w+) by the artist$/.exec(cause)?.[1];
  const move = ARTIST_ORDER_MOVES.find((status) => status === marked);
  if (move) return `Marked ${orderStatusInWords(move)} by you`;
  return CAUSE_WORDS[cause] ?? sentence(cause);
}

/** The causes the server writes without a provider or a status in them. */
const CAUSE_WORDS: Readonly<Record<string, string>> = {
  checkout: "Ordered at checkout",
  "nothing to pay": "Nothing to pay: the order was free",
  "downloads ready": "Downloads ready in the fan's library",
  "refunded by the artist": "Refunded by you",
  "payment succeeded": "Paid",
  refund: "Refunded",
};
