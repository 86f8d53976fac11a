/**
 * What an artist's export holds (issue 40, item 1), kind by kind: each kind is one JSON file of
 * records, and each record keeps the database's own ids, so an import (item 2) can give every row
 * a new id and rewrite the references it finds under the fields named here (`…Id`, `…Ids`).
 *
 * The fields are declared once, as a compact table, and both the published JSON Schema of each file
 * and the server's query are made from it, so the two cannot drift apart. No kind has a field for
 * a secret: password hashes, sessions, confirmation tokens, 2FA secrets, passkeys, API keys,
 * webhook secrets and payment sessions are not in this table, and so never in an export.
 */

/** A field's JSON type; `?` after it: may be null. `json` is any JSON value the artist made (a release's media, an address). */
export type ExportFieldType = "text" | "integer" | "number" | "boolean" | "time" | "json" | "textList";
export type ExportFieldSpec = ExportFieldType | `${ExportFieldType}?`;

/** The format of the zip; an importer refuses a newer one than it knows. */
export const ARTIST_EXPORT_FORMAT_VERSION = 1;

export const ARTIST_EXPORT_RECORDS = {
  profile: { id: "text", name: "text", slug: "text", createdAt: "time" },
  /**
   * The studio's team: each owner, editor and viewer by address, with their role and when they
   * joined. Who they are only: their password, second factor, passkeys, sessions and recovery codes
   * stay on the server they were made on, and an import gives each a one-time link to set a password.
   */
  team: { name: "text", email: "text", role: "text", joinedAt: "time" },
  releases: {
    id: "text",
    title: "text",
    artist: "text",
    description: "text",
    credits: "text",
    category: "text",
    releaseType: "text?",
    isFeatured: "boolean",
    releasedAt: "time",
    media: "json",
    status: "text",
    updatedAt: "time",
    normalizeLoudness: "boolean",
    options: "json",
    lowStockThreshold: "integer?",
    includesProductId: "text?",
  },
  variants: {
    id: "text",
    productId: "text",
    position: "integer",
    isDefault: "boolean",
    price: "number",
    payWhatYouWant: "boolean",
    media: "json",
    optionValues: "json",
    sku: "text",
    stock: "integer?",
  },
  tracks: {
    id: "text",
    variantId: "text",
    position: "integer",
    title: "text",
    artist: "text",
    description: "text",
    media: "json",
    hasExplicitContent: "boolean",
    isFeatured: "boolean",
    durationSeconds: "number?",
    listen: "text",
    previewStartSeconds: "integer",
    previewSeconds: "integer",
    instantGrat: "boolean",
  },
  posts: {
    id: "text",
    type: "text",
    caption: "text",
    captionRich: "json",
    membershipTierId: "text?",
    media: "json",
    pollQuestion: "text?",
    draft: "boolean",
    createdAt: "time",
  },
  pollOptions: { postId: "text", uid: "text", position: "integer", text: "text" },
  /** Fans' likes and saves of the artist's posts (the only thing fans like, save or comment on). */
  likes: { postId: "text", accountId: "text", createdAt: "time" },
  saves: { postId: "text", accountId: "text", createdAt: "time" },
  /** A fan's comment on a post, as the artist moderated it; `accountId` is null once its author deleted their account. */
  comments: {
    id: "text",
    postId: "text",
    accountId: "text?",
    content: "text",
    hidden: "boolean",
    held: "boolean",
    createdAt: "time",
  },
  pollVotes: { postId: "text", optionUid: "text", accountId: "text", createdAt: "time" },
  /** Votes in the polls of the artist's pages: `pageId` is a document's id, which an import keeps. */
  pagePollVotes: { pageId: "text", pollUid: "text", optionUid: "text", accountId: "text", createdAt: "time" },
  events: {
    id: "text",
    title: "text",
    dateTime: "time",
    timeZone: "text",
    address: "json",
    actionLink: "text",
    actionText: "text",
  },
  tiers: {
    id: "text",
    name: "text",
    rank: "integer",
    payWhatYouWant: "boolean",
    payWhatYouWantMinimum: "number?",
    priceMonthly: "number?",
    priceYearly: "number?",
    benefits: "json",
    hidden: "boolean",
  },
  tierIncludes: { tierId: "text", includedTierId: "text" },
  emailLists: { id: "text", name: "text" },
  /** Consent as given: the state, when the address joined and when (and whether through the emailed link) it confirmed. */
  subscribers: {
    emailListId: "text",
    email: "text",
    firstName: "text",
    lastName: "text",
    status: "text",
    joinedAt: "time",
    confirmedAt: "time?",
    confirmLinkSentAt: "time?",
    confirmLinkUsedAt: "time?",
  },
  suppressions: { email: "text", reason: "text", at: "time" },
  fans: {
    id: "text",
    firstName: "text",
    lastName: "text",
    email: "text",
    emailConfirmedAt: "time?",
    membershipTierId: "text?",
    emailPosts: "boolean",
    emailNews: "boolean",
    emailReleases: "boolean",
    createdAt: "time",
  },
  memberships: {
    id: "text",
    accountId: "text?",
    membershipTierId: "text",
    billingInterval: "text",
    amountCents: "integer",
    status: "text",
    paymentProvider: "text?",
    currentPeriodEnd: "time?",
    cancelAtPeriodEnd: "boolean",
    createdAt: "time",
    updatedAt: "time",
  },
  orders: {
    id: "text",
    accountId: "text?",
    email: "text",
    status: "text",
    totalCents: "integer",
    shippingCents: "integer",
    discountCode: "text?",
    shipToCountry: "text?",
    shippingAddress: "json",
    shipment: "json",
    paymentProvider: "text?",
    refundToldCents: "integer",
    buyerErasedAt: "time?",
    createdAt: "time",
  },
  orderItems: {
    orderId: "text",
    position: "integer",
    productId: "text",
    variantId: "text",
    title: "text",
    priceCents: "integer",
    discountCents: "integer",
    recipientName: "text?",
    recipientEmail: "text?",
    recipientMessage: "text?",
    restockedAt: "time?",
  },
  discountCodes: {
    id: "text",
    code: "text",
    kind: "text",
    amount: "integer",
    appliesTo: "text",
    productIds: "textList",
    tierIds: "textList",
    startsAt: "time?",
    endsAt: "time?",
    usageLimit: "integer?",
    oncePerFan: "boolean",
    minimumOrderCents: "integer?",
    createdAt: "time",
    endedAt: "time?",
  },
  downloadCodeBatches: {
    id: "text",
    productId: "text",
    name: "text",
    size: "integer",
    state: "text",
    createdAt: "time",
    voidedAt: "time?",
  },
  downloadCodes: { code: "text", batchId: "text", redeemedBy: "text?", redeemedAt: "time?" },
  /** The media library; `file` is where the bytes are in the zip (under media/). */
  media: {
    id: "text",
    url: "text",
    name: "text",
    title: "text",
    alt: "text",
    type: "text",
    parent: "text",
    size: "integer",
    createdAt: "time",
    file: "text?",
  },
  /** Audio masters as uploaded; `file` is where the bytes are in the zip. */
  audioMasters: {
    storageKey: "text",
    format: "text",
    lossless: "boolean",
    durationSeconds: "number",
    size: "integer",
    createdAt: "time",
    file: "text",
  },
  /** Each document of the site (the site, pages, emails): `draft` and `published` name its files under documents/. */
  documents: {
    id: "text",
    kind: "text",
    version: "integer",
    publishedVersion: "integer?",
    updatedAt: "time",
    draft: "text",
    published: "text?",
  },
} as const satisfies Record<string, Record<string, ExportFieldSpec>>;

export type ArtistExportKind = keyof typeof ARTIST_EXPORT_RECORDS;
export const ARTIST_EXPORT_KINDS = Object.keys(ARTIST_EXPORT_RECORDS) as ArtistExportKind[];

/**
 * Kinds added to format 1 after its first zips were made (fans' engagement, the team): such a zip
 * has no file and no count for them, and an import reads it as holding none.
 */
export const KINDS_ADDED_LATER: ReadonlySet<ArtistExportKind> = new Set<ArtistExportKind>([
  "likes",
  "saves",
  "comments",
  "pollVotes",
  "pagePollVotes",
  "team",
]);

/** One record as the server writes it: its fields as JSON. */
export type ExportRecord = Record<string, unknown>;
