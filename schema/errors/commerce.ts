/** Products, carts, orders and their refunds, gifts of music and the test provider's payment pages. */
import type { OrderStatus } from "../entities/commerce";
import { orderStatusInWords } from "../rules/orderStatusLabels";
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of commerce alone. */
export const COMMERCE_ERRORS = {
  /** Gifts a checkout may hold (schema/rules/purchase.ts, GIFT_LIMITS). */
  too_many_gifts: {
    status: 400,
    messages: { perOrder: (max: number) => `An order holds at most ${max} gifts: send the others in another order.` },
  },
  /** A gift's claim link (issue 18): never issued, or of another artist's site. */
  gift_link_invalid: {
    status: 404,
    messages: { unknown: "This gift link is not valid. Check that the whole link was copied from the email." },
  },
  gift_claimed: { status: 409, messages: { taken: "This gift was already claimed." } },
  /** A $0 order's gifts wait for its buyer to confirm their address (issue 30): not sent, so not sent again either. */
  gift_held: {
    status: 409,
    messages: {
      forBuyer: "This gift waits for you to confirm your email address: use the link we emailed you, or ask for a new one.",
      forArtist: "This gift waits for its buyer to confirm their email address (it was a free order): it goes out then.",
    },
  },
  gift_withdrawn: { status: 410, messages: { refunded: "This gift was refunded, so it can no longer be claimed." } },
  /** The test provider's page of something no longer waiting for its payment (issue 30): it takes no second payment. */
  payment_session_closed: {
    status: 409,
    messages: {
      orderPaid: "This order is already paid, so this page takes no other payment for it.",
      orderCancelled: "This order was cancelled, so it can no longer be paid.",
      subscriptionStarted: "This membership is already paid for, so this page takes no other payment for it.",
      changeClosed: "This membership change is no longer waiting for a payment: it was paid, replaced or withdrawn.",
    },
  },
  /** An artist's move of an order that its status does not allow (schema/rules/orderStatus.ts). */
  order_move_not_allowed: {
    status: 409,
    messages: {
      notAllowed: (current: OrderStatus, wanted: OrderStatus) =>
        `This order is ${orderStatusInWords(current)}: it cannot be marked ${orderStatusInWords(wanted)}.`,
      already: (status: OrderStatus) => `This order is already ${orderStatusInWords(status)}.`,
      nothingToShip: "This order holds downloads only: it was delivered when it was paid, and has nothing to ship.",
    },
  },
  order_already_cancelled: {
    status: 409,
    messages: { refund: "This order is already cancelled and its money given back: there is nothing left to refund." },
  },
  order_not_paid: {
    status: 409,
    messages: {
      refund: (current: OrderStatus) => `This order is ${orderStatusInWords(current)}: it was never paid, so there is nothing to refund.`,
      giftResend: (current: OrderStatus) =>
        `This order is ${orderStatusInWords(current)}: it was never paid, so its gifts were never sent.`,
    },
  },
  /** The payment provider refused or failed a refund: the order is left as it was. */
  refund_failed: {
    status: 502,
    messages: {
      provider: (reason: string) =>
        `The payment provider did not refund this order (${reason}). The order is unchanged: try again, or refund it in the provider's dashboard.`,
      noPaymentRef:
        "This order has no payment reference from its provider, so it cannot be refunded from here: refund it in the provider's dashboard.",
      otherProvider: (provider: string) =>
        `This order was paid through ${provider}, which this server no longer uses: refund it in that provider's dashboard.`,
    },
  },
  /**
   * What a checkout wanted is no longer left to sell (issue 36): sold, or held by fans paying now.
   * Said before any payment; the variants ride along in `soldOut`.
   */
  sold_out: {
    status: 409,
    messages: {
      items: (names: string) => `Sold out: ${names}. Remove it from your cart to buy the rest.`,
    },
  },
  /** A cart with merch and no country it can ship to (issue 36, item 3): said before any payment. */
  shipping_unavailable: {
    status: 400,
    messages: {
      countryRequired: "Choose the country your order ships to.",
      noZone: (artist: string, country: string) =>
        `${artist} does not ship to ${country}. Choose another country, or remove the merch from your cart to buy the rest.`,
    },
  },
  /** The artist's shipping zones as the studio saves them (issue 36, item 3). */
  shipping_zones_invalid: {
    status: 400,
    messages: {
      countryTwice: (country: string, first: string, second: string) =>
        `${country} is in two zones, ${first} and ${second}: a country ships through one zone only.`,
      unknownCountry: (code: string) => `${code} is not a country orders can be shipped to.`,
    },
  },
  /** Different people one fan sends gifts to in a day (GIFT_LIMITS). */
  gift_recipients_limit: {
    status: 429,
    messages: {
      perDay: (max: number, retryAfterSeconds: number) =>
        `You can send gifts to at most ${max} different people a day. Try again in ${Math.ceil(retryAfterSeconds / 3600)} ${Math.ceil(retryAfterSeconds / 3600) === 1 ? "hour" : "hours"}.`,
    },
  },
  /**
   * An order the artist packs or re-addresses (issue 36, item 4): one that ships nothing has no
   * address, and one already on its way (or cancelled) keeps the address it went to.
   */
  order_not_shippable: {
    status: 409,
    messages: {
      addressFixed: (current: OrderStatus) => `This order is ${orderStatusInWords(current)}: its address can no longer change.`,
      nothingToShip: "This order holds downloads only: it has no address and nothing to pack.",
      addressGiven: "This order's address is already given: write to the artist to change it.",
    },
  },
} as const satisfies ErrorCodes;

/** The messages of commerce under the codes every part of the API shares (index.ts gathers them). */
export const COMMERCE_MESSAGES = {
  bad_request: {
    priceCents: "A price is in dollars and cents: at most two decimals.",
    trackingOnlyWhenShipped: "A carrier and tracking number go with marking an order shipped only.",
    trackingUrlForOther: "A tracking link is given for another carrier only: a known carrier's link is made from the tracking number.",
    /** The first of a cart's problems; all of them ride along in `errors`. */
    cart: (problem: string) => problem,
    paymentEvent: (problem: string) => problem,
    /** Shipping was priced for the order's country (issue 36, item 4): a correction keeps it. */
    shippingCountryFixed: (country: string) => `Shipping was charged for ${country}: the address must stay in ${country}.`,
    addressBlank: "An address needs a name, a first line and a city: spaces alone are not one.",
    packingSlipsLimit: (max: number) => `Packing slips print at most ${max} orders at once: select fewer orders.`,
  },
  not_found: {
    product: "Product not found.",
    order: "Order not found.",
    gift: "This order has no such gift of music.",
    paymentSession: "This payment page is not open (any more).",
  },
} as const satisfies SharedMessages;
