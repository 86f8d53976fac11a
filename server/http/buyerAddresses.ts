import type { ShippingAddress } from "../../schema/entities/shipping";
import { httpError } from "./httpError";
import type { Studio } from "./studioScope";

/**
 * What a viewer of the studio reads in place of a fan's address (issue 35, item 5): viewers read
 * everything but buyers' addresses. The field stays, so every screen and client keeps its shape.
 */
export const HIDDEN_ADDRESS = "hidden";

/** Whether the one asking may read fans' addresses: owners and editors. */
export function seesAddresses(studio: Studio): boolean {
  return studio.editor.role !== "viewer";
}

/** Rows with fans' addresses, as the one asking may read them (and the name an order ships to, part of its address). */
export function rowsForRole<Row extends { email: string; shipTo?: { name: string } | null }>(studio: Studio, rows: Row[]): Row[] {
  if (seesAddresses(studio)) return rows;
  return rows.map((row) => ({
    ...row,
    email: HIDDEN_ADDRESS,
    ...(row.shipTo ? { shipTo: { ...row.shipTo, name: HIDDEN_ADDRESS } } : {}),
  }));
}

/** A page of rows with fans' addresses, as the one asking may read it. */
export function pageForRole<Row extends { email: string }, Page extends { data: Row[] }>(studio: Studio, page: Page): Page {
  return { ...page, data: rowsForRole(studio, page.data) };
}

/**
 * Refuses a viewer's search by address: finding which addresses match, a letter at a time, would
 * read them all. An empty search is no search.
 */
export function refuseAddressSearch(studio: Studio, search: string | undefined): void {
  if (search && !seesAddresses(studio)) throw httpError("role_required", "addresses");
}

/**
 * An order as the one asking may read it: a viewer reads neither the buyer's address, nor a gift's
 * recipient's, nor the postal address its merch ships to (only the country).
 */
export function orderForRole<
  Order extends {
    buyer: { email: string };
    lines: { gift: { email: string } | null }[];
    shipping?: { address: ShippingAddress | null } | null;
  },
>(studio: Studio, order: Order): Order {
  if (seesAddresses(studio)) return order;
  const address = order.shipping?.address;
  return {
    ...order,
    ...(order.shipping && address ? { shipping: { ...order.shipping, address: hiddenPostalAddress(address) } } : {}),
    buyer: { ...order.buyer, email: HIDDEN_ADDRESS },
    lines: order.lines.map((line) => (line.gift ? { ...line, gift: { ...line.gift, email: HIDDEN_ADDRESS } } : line)),
  };
}

/** A postal address with all but its country hidden. */
const hiddenPostalAddress = (address: ShippingAddress): ShippingAddress => ({
  name: HIDDEN_ADDRESS,
  line1: HIDDEN_ADDRESS,
  city: HIDDEN_ADDRESS,
  postalCode: HIDDEN_ADDRESS,
  country: address.country,
});
