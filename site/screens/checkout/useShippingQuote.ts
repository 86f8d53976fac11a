import { useEffect, useState } from "react";
import { ApiError, apiErrorMessage } from "../../../client/api/client";
import type { CheckoutBody } from "../../../schema/api/checkout";
import type { ShippingCountries, ShippingQuote, ShippingQuoteBody } from "../../../schema/api/shipping";

/** What the shipping part of checkout asks of the server (issue 36, item 3). */
export interface ShippingApi {
  shippingCountries(): Promise<ShippingCountries>;
  quoteShipping(body: ShippingQuoteBody): Promise<ShippingQuote>;
}

export type QuoteState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly quote: ShippingQuote }
  /** The server refused the country (no zone ships there): said before payment. */
  | { readonly kind: "refused"; readonly message: string }
  /** The quote could not be had (offline, say): checkout prices the order all the same. */
  | { readonly kind: "unknown" };

/**
 * The cart's money as the server prices it for checkout, shipping included: asked again whenever
 * the cart, its discount code or the country changes, the latest answer winning. Where the artist
 * ships is asked once the cart turns out to hold goods.
 */
export function useShippingQuote(
  api: ShippingApi,
  items: CheckoutBody["items"],
  discountCode: string | null,
  country: string,
  /** Whether to ask: a visitor logs in first, and the server prices carts for fans only. */
  enabled: boolean,
): { quote: QuoteState; shipsGoods: boolean; countries: ShippingCountries["countries"] | null } {
  const [quote, setQuote] = useState<QuoteState>({ kind: "loading" });
  // What the last answer said, kept while the next is asked, so the country picker stays put.
  const [shipsGoods, setShipsGoods] = useState(false);
  const [countries, setCountries] = useState<ShippingCountries["countries"] | null>(null);
  const key = JSON.stringify([items, discountCode, country]);

  useEffect(() => {
    let current = true;
    const [sentItems, code, chosen] = JSON.parse(key) as [CheckoutBody["items"], string | null, string];
    if (!enabled || sentItems.length === 0) return;
    setQuote({ kind: "loading" });
    api
      .quoteShipping({ items: sentItems, ...(code ? { discountCode: code } : {}), ...(chosen ? { country: chosen } : {}) })
      .then((answer) => {
        if (!current) return;
        setQuote({ kind: "ready", quote: answer });
        setShipsGoods(answer.shipsGoods);
      })
      .catch(async (error: unknown) => {
        const refused = error instanceof ApiError && error.code === "shipping_unavailable";
        const message = await apiErrorMessage(error);
        if (current) setQuote(refused ? { kind: "refused", message } : { kind: "unknown" });
      });
    return () => {
      current = false;
    };
  }, [api, key, enabled]);

  useEffect(() => {
    if (!shipsGoods || countries !== null) return;
    api
      .shippingCountries()
      .then((answer) => setCountries(answer.countries))
      .catch(() => setCountries([]));
  }, [api, shipsGoods, countries]);

  return { quote, shipsGoods, countries };
}
