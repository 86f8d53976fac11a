/** Membership tiers, what they include and cost, and fans joining, changing and cancelling them. */
import type { ErrorCodes, SharedMessages } from "./entry";

/** The codes of memberships alone. */
export const MEMBERSHIP_ERRORS = {
  /** A tier's includes (issue 30): only the artist's other tiers. */
  tier_include_invalid: {
    status: 400,
    messages: {
      unknown: (id: string) => `This artist has no tier "${id}" to include: a tier includes only the artist's own other tiers.`,
      itself: "A tier cannot include itself: its members read its own posts already.",
    },
  },
  /** A free tier whose members would read paid tiers' posts without paying: sent again with `confirmFreeIncludesPaid`. */
  free_tier_includes_paid: {
    status: 400,
    messages: {
      unconfirmed: (tier: string, paid: string) =>
        `${tier} is free, and ${paid} ${paid.includes(" and ") ? "are" : "is"} paid: every free member would read ${paid}'s posts without paying. Untick ${paid}, or confirm that free members may read them.`,
    },
  },
  /** A member's private feed (issue 37, item 5) after their membership ended: podcast apps stop asking. */
  member_feed_ended: {
    status: 410,
    messages: { ended: "This private feed ended with its membership. Join again for a new link on your account page." },
  },
  payment_required: {
    status: 402,
    messages: { paidTier: "This tier is paid: join it through its membership checkout." },
  },
} as const satisfies ErrorCodes;

/** The messages of memberships under the codes every part of the API shares (index.ts gathers them). */
export const MEMBERSHIP_MESSAGES = {
  bad_request: {
    unknownTier: "This artist has no such membership tier.",
    /** A paid membership's price: SPEC's 'Price must be at least $X' for pay-what-you-want. */
    subscriptionPrice: (problem: string) => problem,
    freeTierCheckout: "This tier is free: join it without checkout.",
    tierPrices: (problem: string) => problem,
    tierOrder: "The order must name each of the artist's tiers exactly once.",
  },
  forbidden: {
    membersOnly: "You need a membership to do this.",
  },
  not_found: {
    membershipTier: "Membership tier not found.",
    subscription: "You have no paid membership.",
    /** A private feed's address that was never issued, or was reset. */
    memberFeed: "This feed does not exist, or its link was reset.",
  },
  conflict: {
    tierHasMembers: (count: number) => `This tier has ${count} ${count === 1 ? "member" : "members"}: hide it instead, and they keep it.`,
    tierHasPosts: (count: number) =>
      `${count} ${count === 1 ? "post is" : "posts are"} for this tier's members: give ${count === 1 ? "it" : "them"} another tier first, or hide the tier.`,
    /** SPEC §9's words for the tier a fan is on. */
    currentTier: "You are currently on this tier",
    paidMembership: (tier: string) => `You pay for ${tier}: cancel it on your account page first, or change to another paid tier.`,
    /** A paying fan's change of tier (issue 30). */
    yearlyToMonthly:
      "You pay yearly: to pay monthly instead, cancel your membership and join again monthly once the year you paid for ends.",
    upgradePaid: (tier: string) => `Your upgrade to ${tier} is paid and being confirmed: try again in a moment.`,
    changeUnderWay: "Another change of your membership is under way: try again in a moment.",
    cancelledMembership: (tier: string) =>
      `You cancelled ${tier}: it stays yours until the period you paid for ends. Join another tier after that.`,
  },
} as const satisfies SharedMessages;
