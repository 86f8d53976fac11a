import { describe, expect, it } from "vitest";
import { ARTIST_ORDER_MOVES } from "../../schema/api/studioOrders";
import { orderCauseInWords } from "./orderHistoryWords";

describe("an order's history in the artist's words", () => {
  it("says every cause the server records in words, never as the event's name", () => {
    const words: Record<string, string> = {
      checkout: "Ordered at checkout",
      "payment.succeeded (test)": "Paid by card (test)",
      "payment.succeeded (stripe)": "Paid by card (Stripe)",
      "payment.failed (test)": "The card payment failed (test)",
      "payment.failed (stripe)": "The card payment failed (Stripe)",
      "refund (stripe)": "Refunded through Stripe",
      "refund (test)": "Refunded through test",
      "refunded by the artist": "Refunded by you",
      "marked processing by the artist": "Marked processing by you",
      "marked shipped by the artist": "Marked shipped by you",
      "marked delivered by the artist": "Marked delivered by you",
      "downloads ready": "Downloads ready in the fan's library",
      "nothing to pay": "Nothing to pay: the order was free",
    };
    for (const [cause, said] of Object.entries(words)) expect(orderCauseInWords(cause), cause).toBe(said);
    // Every move the artist may make has its words.
    for (const move of ARTIST_ORDER_MOVES) expect(orderCauseInWords(`marked ${move} by the artist`)).toMatch(/^Marked [a-z]+ by you$/);
  });

  it("names a provider it does not know as written, and shows a cause it does not know as it is", () => {
    expect(orderCauseInWords("payment.succeeded (paypal)")).toBe("Paid by card (Paypal)");
    expect(orderCauseInWords("chargeback lost")).toBe("Chargeback lost");
    expect(orderCauseInWords("marked lost by the artist")).toBe("Marked lost by the artist");
  });
});
