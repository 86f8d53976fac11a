import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "../common";
import { COUNTRY_CODE_PATTERN } from "../rules/countries";

/**
 * First-party analytics (issue 38). The site sends what fans do in batches (POST
 * /api/public/analytics/events, by navigator.sendBeacon): no cookie, no identifier, no client
 * storage; the server counts a visitor per day by a hash it cannot reverse, keeps no address, and
 * ignores bots, Do Not Track and Global Privacy Control. The studio's home reads the numbers back
 * (GET /api/profiles/{profileId}/analytics).
 */

/** At most this many events in one batch: a page's worth, sent when the page is hidden or every few seconds. */
export const ANALYTICS_BATCH_MAX = 50;

const path = { type: "string", minLength: 1, maxLength: 512, pattern: "^/", description: "The page's path, without its query." } as const;
const short = { type: "string", maxLength: 100 } as const;

/** A page seen: its path, where the visitor came from (document.referrer, "" for none) and the campaign in its address (utm_*). */
export const pageViewEventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "path", "referrer"],
  properties: {
    type: { const: "pageview" },
    path,
    referrer: { type: "string", maxLength: 2048 },
    utm: {
      type: "object",
      additionalProperties: false,
      properties: { source: short, medium: short, campaign: short },
    },
  },
} as const;

/** A track played: started, 30 seconds reached, or played to its end; the preview or the whole track. */
export const playEventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "path", "trackId", "releaseId", "stage", "preview"],
  properties: {
    type: { const: "play" },
    path,
    trackId: idSchema,
    releaseId: idSchema,
    stage: { enum: ["start", "30s", "complete"] },
    preview: { type: "boolean" },
  },
} as const;

/** A link followed from the Link Tree or a Button block: which link. */
export const linkClickEventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["type", "path", "link", "source"],
  properties: {
    type: { const: "click" },
    path,
    link: { type: "string", minLength: 1, maxLength: 2048 },
    source: { enum: ["linktree", "button"] },
  },
} as const;

/** POST /api/public/analytics/events: answered 202 at once, whatever it held (a bot's, a DNT visitor's: dropped). */
export const analyticsBatchSchema = {
  type: "object",
  additionalProperties: false,
  required: ["events"],
  properties: {
    events: {
      type: "array",
      minItems: 1,
      maxItems: ANALYTICS_BATCH_MAX,
      items: { anyOf: [pageViewEventSchema, playEventSchema, linkClickEventSchema] },
    },
  },
} as const;

const count = { type: "integer", minimum: 0 } as const;
const cents = { type: "integer", minimum: 0 } as const;
/** A UTC day, YYYY-MM-DD. */
const day = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 } as const;

/** A number of the period beside the same number for the period just before it, as long. */
const trendSchema = {
  type: "object",
  additionalProperties: false,
  required: ["value", "previous"],
  properties: { value: count, previous: count },
} as const;

/**
 * Checkouts started and orders paid in the period (beside the period before), and how many of
 * the checkouts paid: orders paid per checkout started, in percent, rounded (0 without any
 * checkout; above 100 when checkouts of the period before were paid in this one).
 */
const funnelSchema = {
  type: "object",
  additionalProperties: false,
  required: ["checkoutsStarted", "ordersPaid", "conversionPercent"],
  properties: { checkoutsStarted: trendSchema, ordersPaid: trendSchema, conversionPercent: count },
} as const;

/** Paid memberships that started, renewed, changed tier (a paid upgrade) and ended in the period, and the monthly recurring revenue they moved, in cents. */
const membershipMovesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["started", "renewed", "changed", "cancelled", "mrrGainedCents", "mrrLostCents", "churnPercent"],
  properties: {
    started: count,
    renewed: count,
    changed: count,
    cancelled: count,
    /** What starts, upgrades and renewals at a higher price added to the MRR. */
    mrrGainedCents: cents,
    /** What ends (and renewals at a lower price) took from the MRR, as a positive number. */
    mrrLostCents: cents,
    /**
     * Paid memberships that ended in the period, as a percentage (one decimal) of those paying at
     * its start; null when no one was paying then.
     */
    churnPercent: { type: ["number", "null"], minimum: 0, maximum: 100 },
  },
} as const;

/** GET /profiles/{profileId}/analytics?from=&to=: the period, inclusive, in UTC days; at most 366 days. */
export const analyticsQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["from", "to"],
  properties: { from: day, to: day },
} as const;

export const analyticsSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "from",
    "to",
    "totals",
    "funnel",
    "membershipMoves",
    "days",
    "topPages",
    "topReferrers",
    "topCountries",
    "topTracks",
    "topLinks",
    "revenueByProduct",
    "membersByTier",
  ],
  properties: {
    from: day,
    to: day,
    totals: {
      type: "object",
      additionalProperties: false,
      required: [
        "visitors",
        "pageviews",
        "plays",
        "sales",
        "revenueCents",
        "members",
        "mrrCents",
        "subscribers",
        "listJoins",
        "follows",
        "emailsDelivered",
      ],
      properties: {
        /** Unique visitors: each counted once a day. */
        visitors: trendSchema,
        pageviews: trendSchema,
        /** Plays started (previews and whole tracks). */
        plays: trendSchema,
        /** Orders paid in the period (refunded ones left out). */
        sales: trendSchema,
        revenueCents: trendSchema,
        /** Members at the end of the period, beside the end of the previous one. */
        members: trendSchema,
        /** Monthly recurring revenue at the end of the period, beside the end of the previous one. */
        mrrCents: trendSchema,
        /** Confirmed list subscribers at the end of the period, beside the end of the previous one. */
        subscribers: trendSchema,
        /** List joins confirmed in the period. */
        listJoins: trendSchema,
        /** Follows confirmed in the period. */
        follows: trendSchema,
        /** Newsletter copies delivered in the period. */
        emailsDelivered: trendSchema,
      },
    },
    funnel: funnelSchema,
    membershipMoves: membershipMovesSchema,
    /** Each day of the period, oldest first, every day present (zeros on a quiet one). */
    days: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["day", "visitors", "pageviews", "plays", "sales", "revenueCents"],
        properties: { day, visitors: count, pageviews: count, plays: count, sales: count, revenueCents: cents },
      },
    },
    topPages: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["path", "visitors", "pageviews"],
        properties: { path: { type: "string" }, visitors: count, pageviews: count },
      },
    },
    /** Where visitors came from: another site's host, or a campaign's utm_source ("" for direct visits is left out). */
    topReferrers: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["source", "visitors"],
        properties: { source: { type: "string" }, visitors: count },
      },
    },
    /**
     * Where visitors were, by country (ISO 3166-1 alpha-2 code, "FR"), most first: worked out from
     * the address when the server has a country database (GEOIP_DATABASE), empty without one.
     */
    topCountries: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["country", "visitors"],
        properties: { country: { type: "string", pattern: COUNTRY_CODE_PATTERN }, visitors: count },
      },
    },
    /** Tracks by plays started; completions: played to the end (the completion rate is completions / plays). */
    topTracks: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["trackId", "title", "releaseTitle", "plays", "completions"],
        properties: {
          trackId: { type: "string" },
          title: { type: "string" },
          releaseTitle: { type: "string" },
          plays: count,
          completions: count,
        },
      },
    },
    topLinks: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["link", "clicks"],
        properties: { link: { type: "string" }, clicks: count },
      },
    },
    revenueByProduct: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["productId", "title", "sales", "revenueCents"],
        properties: { productId: { type: "string" }, title: { type: "string" }, sales: count, revenueCents: cents },
      },
    },
    /**
     * Members of each tier at the end of the period, with the paid memberships that began and ended
     * in it, and the tier's members on each day of the period (as `days`, oldest first): the day's
     * last count, null on a day with none (before counting began, or still to come).
     */
    membersByTier: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["tierId", "name", "members", "joined", "left", "daily"],
        properties: {
          tierId: { type: "string" },
          name: { type: "string" },
          members: count,
          joined: count,
          left: count,
          daily: { type: "array", items: { type: ["integer", "null"], minimum: 0 } },
        },
      },
    },
  },
} as const;

/** GET /profiles/{profileId}/analytics/live: visitors in the last 5 minutes. */
export const analyticsLiveSchema = {
  type: "object",
  additionalProperties: false,
  required: ["visitors"],
  properties: { visitors: count },
} as const;

export type AnalyticsEvent = FromSchema<typeof analyticsBatchSchema>["events"][number];
export type AnalyticsBatch = FromSchema<typeof analyticsBatchSchema>;
export type AnalyticsQuery = FromSchema<typeof analyticsQuerySchema>;
export type AnalyticsSummary = FromSchema<typeof analyticsSummarySchema>;
export type AnalyticsLive = FromSchema<typeof analyticsLiveSchema>;
