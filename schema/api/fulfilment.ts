import type { OrderStatus } from "../entities/commerce";

/** The most orders one batch of packing slips prints (issue 36, item 4): a print run, not the archive. */
export const PACKING_SLIPS_MAX = 200;

/**
 * GET profiles/{id}/orders/packing-slips: the slips of the orders named (comma-separated ids), or
 * of every order to ship when none are named.
 */
export const packingSlipsQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    orders: {
      type: "string",
      // Room for more ids than a batch takes, so that too many gets its own words, not a pattern's.
      maxLength: 20_000,
      pattern: "^[A-Za-z0-9_-]{1,64}(,[A-Za-z0-9_-]{1,64})*$",
      description: "The orders' ids, separated by commas; all the orders to ship when absent.",
    },
  },
} as const;

/** Statuses whose ship-to address is final: the parcel left, or never will. */
export const ADDRESS_FIXED_STATUSES: readonly OrderStatus[] = ["shipped", "delivered", "cancelled"];
