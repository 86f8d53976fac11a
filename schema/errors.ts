/**
 * Every failure the API answers with, in one place (as Fastify keeps its FST_ERR_* codes together).
 *
 * Each entry is one stable `code`: what a client branches on, never reworded, sent as
 * `{ code, message, ... }`. It has the status it is usually sent with and the sentences people
 * read under it (SPEC's words, verbatim, where SPEC has them): a text, or a builder for a text
 * with parts that vary. Codes are as the API has always sent them, so several situations may share
 * one (every 403 that has no code of its own is `forbidden`); each situation has its own message.
 *
 * A few builders take a sentence written elsewhere and send it as it is: the field rules of
 * registration (schema/rules/registration.ts), the document and schema validators, the hostile
 * input screen (server/http/hostileInput.ts) and Fastify's words for its own client errors.
 */
import type { OrderStatus } from "./entities/commerce";
import { orderStatusInWords } from "./rules/orderStatusLabels";
import { REGISTRATION_MESSAGES } from "./rules/registration";

/** A message: its text, or a builder of its text from the parts that vary. */
type ErrorMessage = string | ((...parts: never[]) => string);

interface ErrorEntry {
  /** The status the error is sent with (Fastify's own client errors keep theirs). */
  readonly status: number;
  readonly messages: Readonly<Record<string, ErrorMessage>>;
}

const DOCUMENT_STALE = "Someone else saved this document since you loaded it.";
const bytes = (count: number) => `${Math.round(count / 1024 / 1024)} MB`;
type MediaKind = "image" | "video" | "audio" | "document";
const A_MEDIA: Readonly<Record<MediaKind, string>> = {
  image: "an image",
  video: "a video",
  audio: "an audio file",
  document: "a PDF document",
};
const aMediaOf = (kind: MediaKind) => A_MEDIA[kind];

export const API_ERRORS = {
  // 400: the request cannot be answered as it is.
  bad_request: {
    status: 400,
    messages: {
      passwordRequired: REGISTRATION_MESSAGES.passwordRequired,
      /** SPEC §5's email-list messages. */
      emailListEmailRequired: "Please enter your email",
      emailListEmailInvalid: "Please enter a valid email",
      emptyComment: "A comment cannot be empty.",
      unknownPollOption: "This poll has no such option.",
      notUploadedHere: "This file was not uploaded to this site. Upload it first.",
      wrongMediaKind: (actual: MediaKind, declared: MediaKind) => `This file is ${aMediaOf(actual)}, not ${aMediaOf(declared)}.`,
      mediaAddress: "The media address must be a file uploaded here or an http(s) address.",
      trackAudioAddress: "A track's audio must be a file uploaded here for a track. Upload it again.",
      trackAudioUnread: "This track's audio has not been read yet: send its address to the track-audio route first.",
      releaseTypeRequired: "A music release is a single or an album: choose its type.",
      formatNotOffered: (label: string) =>
        `This release cannot be downloaded as ${label}: its audio was uploaded in a lossy format, so only MP3, AAC and Ogg Vorbis are offered.`,
      notInRelease: "This release has no such track.",
      trackAudioProcessing: (title: string) =>
        `"${title}" is still being prepared for listening. Publish the release once its audio is ready (a minute or two).`,
      trackAudioFailed: (title: string, problem: string) =>
        `"${title}" could not be prepared for listening${problem ? ` (${problem})` : ""}. Retry it, or upload its file again, before publishing.`,
      priceCents: "A price is in dollars and cents: at most two decimals.",
      unknownTier: "This artist has no such membership tier.",
      pollOnlyForPolls: "A poll post has a question and options, and only a poll post has them.",
      postNeedsMedia: (kind: string) => `This post shows ${kind}: add one.`,
      captionRichContent:
        "A post's caption holds text, headings, lists, quotes and links; tables, equations, polls, drawings, images and embeds belong on a page.",
      captionTooLong: (max: number) => `A caption holds at most ${max.toLocaleString("en-US")} characters.`,
      richText: (problem: string) => problem,
      /** The first of a cart's problems; all of them ride along in `errors`. */
      cart: (problem: string) => problem,
      paymentEvent: (problem: string) => problem,
      /** A paid membership's price: SPEC's 'Price must be at least $X' for pay-what-you-want. */
      subscriptionPrice: (problem: string) => problem,
      freeTierCheckout: "This tier is free: join it without checkout.",
      /** Newsletters (issue 19). */
      newsletterNobody: (audience: string) =>
        `Nobody would get this email: ${audience} has no one to send to (confirmed, not unsubscribed).`,
      sendAtPast: "A scheduled time must be in the future.",
      notAnEmail: "Only an email can be sent: this document is a page.",
      siteDocumentId: (siteId: string, documentId: string) => `The site document is saved under the id "${siteId}", not "${documentId}".`,
      pageWithSiteId: (siteId: string) => `A page cannot use the id "${siteId}": it is the site document's.`,
      emailWithSiteId: (siteId: string) => `An email cannot use the id "${siteId}": it is the site document's.`,
      emailNotPublished: "Emails are not published to the site: they are sent to a list.",
      tierPrices: (problem: string) => problem,
      tierOrder: "The order must name each of the artist's tiers exactly once.",
      importTooLong: (max: number) => `A file of more than ${max.toLocaleString("en-US")} rows cannot be imported at once; split it.`,
      unknownTimeZone: (zone: string) => `"${zone}" is not a time zone this server knows; use an IANA name such as Europe/Berlin.`,
      kindChanged: (stored: string, sent: string) =>
        `This document is ${stored === "email" ? "an" : "a"} ${stored}; it cannot be saved as ${sent === "email" ? "an" : "a"} ${sent}.`,
      documentIdMismatch: (documentId: string, addressId: string) =>
        `The document's id "${documentId}" is not the id in the address, "${addressId}".`,
      uploadInterrupted: "The upload was interrupted.",
      emptyJsonBody: "The body is empty; send a JSON object.",
      invalidJsonBody: "The body is not valid JSON.",
      /** Any other client error of Fastify's, in its words. */
      framework: (message: string) => message,
    },
  },
  validation_failed: {
    status: 400,
    messages: {
      /** The first problem the schema validator found, in the part of the request it is in. */
      field: (part: string, problem: string) => `In the ${part}: ${problem}`,
      part: (part: string) => `The ${part} is not valid.`,
    },
  },
  invalid_json: { status: 400, messages: { parse: (problem: string) => `The body is not valid JSON: ${problem}` } },
  body_too_deep: {
    status: 400,
    messages: {
      anyRoute: (maxDepth: number) => `The body is nested deeper than ${maxDepth} levels.`,
      thisRoute: (levels: number) => `The body is nested deeper than this request allows (${levels} ${levels === 1 ? "level" : "levels"}).`,
    },
  },
  body_too_wide: {
    status: 400,
    messages: {
      items: (limit: number) => `A list in the body holds more than ${limit} elements, more than this request allows.`,
      keys: (limit: number) => `An object in the body has more than ${limit} properties, more than this request allows.`,
    },
  },
  /** U+0000, unpaired surrogates, `__proto__`: server/http/hostileInput.ts says what and where. */
  hostile_input: { status: 400, messages: { refused: (problem: string) => problem } },
  invalid_registration: {
    status: 400,
    messages: {
      /** The first field's message (schema/rules/registration.ts, SPEC §5). */
      field: (message: string) => message,
      any: "The registration is not valid.",
    },
  },
  password_too_short: { status: 400, messages: { newPassword: REGISTRATION_MESSAGES.passwordTooShort } },
  weak_password: { status: 400, messages: { common: "This password is one of the most common ones and easy to guess. Choose another." } },
  invalid_document: { status: 400, messages: { parse: (problem = "it has errors.") => `The document is not valid: ${problem}` } },
  /** A new artist's name, owner email or domain (schema/rules/newArtist.ts says which and why). */
  invalid_artist: { status: 400, messages: { field: (message: string) => message } },
  /** Gifts a checkout may hold (schema/rules/purchase.ts, GIFT_LIMITS). */
  too_many_gifts: {
    status: 400,
    messages: { perOrder: (max: number) => `An order holds at most ${max} gifts: send the others in another order.` },
  },
  /** A test send goes only to the studio team and to addresses confirmed on the artist's lists (issue 30). */
  test_recipient_not_allowed: {
    status: 400,
    messages: {
      /** The refused addresses, joined, and how many they are. */
      refused: (addresses: string, count: number) =>
        `A test goes only to your studio team and to addresses confirmed on one of your lists: ${addresses} ${count === 1 ? "is" : "are"} neither.`,
    },
  },
  /** schema/rules/sitePaths.ts's reservedPathMessage names the screen that has the path. */
  reserved_path: { status: 400, messages: { taken: (message: string) => message } },
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

  // 401 to 403: who is asking.
  unauthorized: {
    status: 401,
    messages: {
      logIn: "Log in to do this.",
      logInAsEditor: "Log in as an editor to do this.",
      otherArtistsFan: "You are logged in to another artist's site. Log in here to do this.",
      wrongCredentials: "Email or password is incorrect.",
      noSessionToken: "Send the session's token to log out.",
      operatorToken: "Send the server's operator token (OPERATOR_TOKEN) as Authorization: Bearer <token>.",
      mailWebhookToken: "Send the server's mail webhook token (MAIL_WEBHOOK_TOKEN) as Authorization: Bearer <token>.",
    },
  },
  payment_required: {
    status: 402,
    messages: { paidTier: "This tier is paid: join it through its membership checkout." },
  },
  forbidden: {
    status: 403,
    messages: {
      editorsOnly: "Only the artist's editors may do this.",
      notThisArtistsEditor: "You are not an editor of this artist.",
      membersOnly: "You need a membership to do this.",
      uploadLinkInvalid: "This upload link is not valid.",
      uploadLinkExpired: "This upload link has expired.",
    },
  },
  /** A track a visitor may not hear (issue 32): the artist keeps it for buyers. */
  buyers_only: { status: 403, messages: { track: "This track is for buyers only: buy the release to hear it." } },
  /** A track whose streaming copy or preview is still being made (issue 32). */
  audio_not_ready: {
    status: 409,
    messages: {
      stream: "This track is still being prepared for listening. Try again in a minute.",
      failed: "This track could not be prepared for listening. The artist has been told.",
    },
  },
  /** A buyer's download link (issue 32): not this server's, expired, or of a purchase refunded since. */
  download_link_invalid: { status: 404, messages: { invalid: "This download link is not valid. Open your library and download again." } },
  download_link_expired: { status: 410, messages: { expired: "This download link has expired. Open your library and download again." } },
  download_revoked: { status: 410, messages: { refunded: "This purchase was refunded, so its downloads are no longer available." } },
  /** A download not made yet (issue 32): the library shows it preparing. */
  download_not_ready: { status: 409, messages: { preparing: "This download is still being prepared. Try again in a minute." } },
  media_link_missing: { status: 403, messages: { members: "This file is for members. Open it from the page that shows it." } },
  media_link_invalid: { status: 403, messages: { invalid: "This file's link is not valid." } },
  media_link_expired: { status: 403, messages: { expired: "This file's link has expired. Open it again from the page that shows it." } },

  // 404 to 416: what is asked for.
  not_found: {
    status: 404,
    messages: {
      profile: "Profile not found.",
      domain: "This artist has no such domain.",
      product: "Product not found.",
      emailList: "Email list not found.",
      fan: "Fan not found.",
      membershipTier: "Membership tier not found.",
      post: "Post not found.",
      mediaItem: "Media item not found.",
      document: "Document not found.",
      file: "File not found.",
      page: "Page not found.",
      pagePoll: "This page has no such poll.",
      event: "Event not found.",
      release: "Release not found.",
      track: "Track not found.",
      /** A retry of a track's audio (issue 32) for a file the artist has no audio of. */
      trackAudio: "This artist has no such track audio: upload the track's file again.",
      comment: "Comment not found.",
      order: "Order not found.",
      gift: "This order has no such gift of music.",
      subscription: "You have no paid membership.",
      newsletter: "Newsletter not found.",
      outboxMessage: "This message is not in the outbox.",
      paymentSession: "This payment page is not open (any more).",
      subscriber: "This address is not on the list.",
      siteNotPublished: "This site is not published yet.",
      /** The TLS proxy's question (GET /api/tls/allowed): no certificate for a host no artist is served at. */
      tlsDomain: "No artist is served at this domain: no certificate is issued for it.",
      route: (method: string, path: string) => `Nothing at ${method} ${path}.`,
    },
  },
  /** The outbox is where mail goes only without SMTP_URL. */
  outbox_off: {
    status: 404,
    messages: {
      smtp: "Mail goes through the SMTP server this server is set up with (SMTP_URL), so there is no outbox: look in the mailboxes it was sent to.",
    },
  },
  /** The operator API answers only where OPERATOR_TOKEN is set. */
  operator_api_off: { status: 404, messages: { off: "The operator API is off on this server: set OPERATOR_TOKEN to turn it on." } },
  /** One-time links that set an editor's password (a new artist's owner gets one). */
  password_link_invalid: {
    status: 404,
    messages: { unknown: "This link is not valid. Check that the whole link was copied from the message." },
  },
  password_link_used: { status: 410, messages: { used: "This link was already used to set a password. Log in with that password." } },
  password_link_expired: {
    status: 410,
    messages: { expired: "This link has expired. Ask the person who set up your site for a new one." },
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
  /** A list join's confirmation link (issue 19): never issued, replaced by a newer one, or of another artist's site. */
  confirm_link_invalid: {
    status: 404,
    messages: {
      unknown:
        "This confirmation link is not valid. Check that the whole link was copied from the email; if you joined more than once, use the newest email's link.",
    },
  },
  confirm_link_expired: {
    status: 410,
    messages: {
      tooOld: (days: number) =>
        `This confirmation link has expired: links work for ${days} days. Join the list again on the artist's site to get a new one.`,
    },
  },
  confirm_link_used: {
    status: 410,
    messages: { again: "This confirmation link was already used. To subscribe again, join the list on the artist's site." },
  },
  confirm_link_withdrawn: {
    status: 410,
    messages: {
      later:
        "You unsubscribed after this link was sent, so it no longer subscribes you. To subscribe again, join the list on the artist's site.",
    },
  },
  /** The link that confirms a fan's address (issue 30): never issued, or of another artist's site. */
  email_link_invalid: {
    status: 404,
    messages: { unknown: "This confirmation link is not valid. Check that the whole link was copied from the email." },
  },
  email_link_expired: {
    status: 410,
    messages: {
      expired: "This confirmation link has expired. Log in and ask for a new one on your account page, under the gifts you sent.",
      signIn: (days: number) => `This link has expired: links work for ${days} days. Sign up again, or log in with your password.`,
    },
  },
  /** A sign-up or sign-in link opens one session (issue 30): a second use would let anyone with the link in. */
  email_link_used: {
    status: 410,
    messages: { signIn: "This link was already used. Log in with your password, or sign up again to get a new link." },
  },
  /** A newsletter's unsubscribe link (issue 19): not signed by this server, or of another artist's site. */
  unsubscribe_link_invalid: {
    status: 404,
    messages: { unknown: "This unsubscribe link is not valid. Check that the whole link was copied from the email." },
  },
  /** Bounce and complaint reports are taken only where MAIL_WEBHOOK_TOKEN is set. */
  mail_webhook_off: {
    status: 404,
    messages: { off: "Bounce and complaint reports are off on this server: set MAIL_WEBHOOK_TOKEN to turn them on." },
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
  conflict: {
    status: 409,
    messages: {
      /** A publish of a version that is no longer the draft. */
      documentStale: DOCUMENT_STALE,
      documentDeleted: "Someone deleted this document since you loaded it.",
      siteDocument: "The site document cannot be deleted.",
      homePage: "The home page cannot be deleted. Give another page the path / first.",
      emailListInUse: (title: string) => `The page "${title}" has an Email-list block for this list: choose another list there first.`,
      mediaInUse: (places: string) => `This file is used by ${places}: take it out there first.`,
      tierHasMembers: (count: number) => `This tier has ${count} ${count === 1 ? "member" : "members"}: hide it instead, and they keep it.`,
      tierHasPosts: (count: number) =>
        `${count} ${count === 1 ? "post is" : "posts are"} for this tier's members: give ${count === 1 ? "it" : "them"} another tier first, or hide the tier.`,
      pathTaken: (title: string, path: string) => `Another page ("${title}") already uses the path ${path}.`,
      uploadLinkUsed: "This upload link was already used.",
      releaseStale: "Someone else saved this release since you loaded it. Load it again to see their changes.",
      /** Only audio that failed is retried (issue 32): queued, processing or ready audio needs nothing. */
      trackAudioNotFailed: "This track's audio is not waiting for a retry: only audio that could not be prepared is tried again.",
      /** SPEC §9's words for the tier a fan is on. */
      currentTier: "You are currently on this tier",
      newsletterStarted: "This newsletter has started sending (or was cancelled): it can no longer be cancelled.",
      paidMembership: (tier: string) => `You pay for ${tier}: cancel it on your account page first, or change to another paid tier.`,
      /** A paying fan's change of tier (issue 30). */
      yearlyToMonthly:
        "You pay yearly: to pay monthly instead, cancel your membership and join again monthly once the year you paid for ends.",
      upgradePaid: (tier: string) => `Your upgrade to ${tier} is paid and being confirmed: try again in a moment.`,
      changeUnderWay: "Another change of your membership is under way: try again in a moment.",
      cancelledMembership: (tier: string) =>
        `You cancelled ${tier}: it stays yours until the period you paid for ends. Join another tier after that.`,
    },
  },
  /** A save on a version that is not the current one; the answer carries the current copy. */
  document_conflict: {
    status: 409,
    messages: {
      stale: DOCUMENT_STALE,
      exists: "This document already exists. Load it and save it with its version.",
    },
  },
  /** A custom domain the artist already added (issue 31). */
  domain_added: { status: 409, messages: { already: (domain: string) => `You already added ${domain}.` } },
  /** Only a verified domain can be the primary address: fans would be sent where no one answers. */
  domain_not_verified: {
    status: 409,
    messages: {
      notVerified: (domain: string) => `${domain} is not verified yet: it can become the primary address once its DNS records are found.`,
    },
  },
  /** An artist with as many domains as one may have. */
  domain_limit: {
    status: 409,
    messages: { tooMany: (max: number) => `An artist can have at most ${max} domains: remove one first.` },
  },
  domain_taken: { status: 409, messages: { taken: (domain: string) => `The domain ${domain} already belongs to another artist.` } },
  slug_taken: { status: 409, messages: { taken: (slug: string) => `The address name ${slug} already belongs to another artist.` } },
  upload_in_use: { status: 409, messages: { inUse: "This upload link is in use. If an upload was cut off, try again in a moment." } },
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
  body_too_large: {
    status: 413,
    messages: {
      routeLimit: (limit: string) => `The body is larger than this request allows (${limit}).`,
      any: "The body is too large.",
      file: (maxBytes: number) => `The file is larger than ${bytes(maxBytes)}.`,
    },
  },
  unsupported_media_type: {
    status: 415,
    messages: {
      contentType: "This content type is not accepted here.",
      uploadType: "Only images, MP4 videos, audio (WAV, MP3, FLAC, AAC/M4A, OGG) and PDF documents can be uploaded.",
      notAudio: (why: string) => `This file is not audio that can be played: ${why}.`,
      notDecodable: (why: string) =>
        `This audio file cannot be decoded, so no streaming copy or download can be made of it (${why}). Export it again and upload the new file.`,
      uploadContents: "The file's contents do not match its type.",
    },
  },
  range_not_satisfiable: { status: 416, messages: { notInFile: "The requested range is not in the file." } },
  /** Fastify's own 421s, if any, keep its words (bad_request.framework). */
  misdirected_request: { status: 421, messages: {} },
  bad_host: {
    status: 400,
    messages: {
      malformed: "The Host header is not a host name: a name or address, and a port, with nothing else.",
    },
  },
  unknown_host: {
    status: 421,
    messages: {
      notServed: (host: string) =>
        `This server does not serve the address "${host}". An operator sets PUBLIC_URL to the address it is reached at.`,
    },
  },

  /** A custom domain the studio cannot take (issue 31): what is wrong with it, in words. */
  domain_invalid: {
    status: 400,
    messages: {
      notAHost: "A domain is a host name such as band.example.com.",
      withScheme: "Enter the domain alone, such as band.example.com, without http:// or a path.",
      withPort: "Enter the domain without a port: fans reach it on the usual web ports.",
      ipAddress: "An IP address cannot be a domain: enter a host name such as band.example.com.",
      tooLong: "A domain has at most 253 characters.",
      platform: (platformDomain: string) =>
        `Addresses under ${platformDomain} are this platform's own: your subdomain is already one. Add a domain of your own.`,
      unknownAddress: (address: string) => `${address} is not one of your addresses: choose your subdomain or one of your domains.`,
    },
  },

  // 429 and 5xx: not now.
  rate_limited: {
    status: 429,
    messages: {
      tooOften: (retryAfterSeconds: number) => `You are doing this too often. Try again in ${retryAfterSeconds} seconds.`,
      loginAttempts: (retryAfterSeconds: number) => `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
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
  internal_error: { status: 500, messages: { ours: "Something went wrong on our side. Please try again." } },
  unavailable: { status: 503, messages: { database: "The service is unavailable for a moment. Please try again." } },
  busy: { status: 503, messages: { passwordChecks: "Too many logins are being checked at once. Please try again in a moment." } },
} as const satisfies Record<string, ErrorEntry>;

/** A code the server sends with a failure. */
export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

type Messages<Code extends ApiErrorCode> = (typeof API_ERRORS)[Code]["messages"];

/** The names of a code's messages. */
export type ErrorMessageName<Code extends ApiErrorCode> = keyof Messages<Code> & string;

/** What a message's builder takes (nothing for a plain text). */
export type ErrorMessageParts<Code extends ApiErrorCode, Name extends ErrorMessageName<Code>> = Messages<Code>[Name] extends (
  ...parts: infer Parts
) => string
  ? Parts
  : [];

/**
 * The text of one of the catalogue's messages.
 * @example errorMessage("not_found", "post") // "Post not found."
 * @example errorMessage("rate_limited", "tooOften", 30) // "You are doing this too often. Try again in 30 seconds."
 */
export function errorMessage<Code extends ApiErrorCode, Name extends ErrorMessageName<Code>>(
  code: Code,
  name: Name,
  ...parts: ErrorMessageParts<Code, Name>
): string {
  const message = (API_ERRORS[code].messages as Readonly<Record<string, ErrorMessage>>)[name];
  if (message === undefined) throw new Error(`No message "${name}" for the error code "${code}"`);
  return typeof message === "function" ? (message as (...all: unknown[]) => string)(...parts) : message;
}

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === "string" && Object.hasOwn(API_ERRORS, code);
}

/** The code of a status, for failures that have none of their own (Fastify's client errors). */
const STATUS_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  402: "payment_required",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "body_too_large",
  415: "unsupported_media_type",
  416: "range_not_satisfiable",
  421: "misdirected_request",
  429: "rate_limited",
  500: "internal_error",
  503: "unavailable",
};

export function codeForStatus(status: number): ApiErrorCode {
  return STATUS_CODES[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

/**
 * Codes the browser gives failures the server did not explain: no answer at all, or one without
 * an error body. Never sent by the server, and none is one of its codes.
 */
export const CLIENT_ERRORS = {
  upload_failed: {
    messages: {
      status: (status: number) => `The upload failed (${status}).`,
      connectionLost: "The upload failed: the connection was lost.",
    },
  },
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

/** The browser's code for an upload the storage refused without saying why, or that the connection cut off. */
export const UPLOAD_FAILED: ClientErrorCode = "upload_failed";

/** SPEC §8: what a form shows when the server gives no message of its own. */
export const DEFAULT_ERROR_MESSAGE = "An error occurred";

/**
 * The message a failure carries for people: the error's `message` when it is a non-empty string
 * (the API client puts the server's message there), else `fallback`. The one function the site,
 * the studio and the machines turn an error into words with.
 */
export function errorMessageOf(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message } = error;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return fallback;
}

/** An error body as the server sends it (`{ code, message, ... }`): its code (null when it has none) and message; null for anything else. */
export function errorBodyOf(body: unknown): { code: string | null; message: string } | null {
  if (body === null || typeof body !== "object") return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof message !== "string" || message === "") return null;
  return { code: typeof code === "string" && code !== "" ? code : null, message };
}
