import type { DataExportCheck } from "../../schema/api/accountErasure";
import type { LiveSession } from "../../schema/api/accountSessions";
import type { Account, EmailLinkCheck, RegistrationAnswer } from "../../schema/api/accounts";
import type { CheckoutBody, CheckoutResponse, OrderSummary } from "../../schema/api/checkout";
import type { ListConfirmation, ListConfirmationCheck, MailingStatus } from "../../schema/api/consent";
import type { DiscountCheck } from "../../schema/api/discountCodes";
import type { CodeRedeemed } from "../../schema/api/downloadCodes";
import type { DownloadRequest, DownloadStatus } from "../../schema/api/downloads";
import type { EmailChange } from "../../schema/api/emailChanges";
import type { EmailConfirmationRequest, EmailConfirmed } from "../../schema/api/emailConfirmation";
import type { EmailPreferences } from "../../schema/api/emailPreferences";
import type { Gift, GiftResent, SentGifts } from "../../schema/api/gifts";
import type { Library } from "../../schema/api/library";
import type { TrackStream } from "../../schema/api/listening";
import type {
  CurrentSubscription,
  MembershipCheckoutBody,
  MembershipCheckoutResponse,
  SubscriptionView,
} from "../../schema/api/membershipCheckout";
import type { PagePollCounts, PagePollVote, PagePollVoteAnswer } from "../../schema/api/pagePolls";
import type { PasswordResetAnswer } from "../../schema/api/passwordResets";
import type { CommentPage } from "../../schema/api/posts";
import type { ShippingCountries, ShippingQuote, ShippingQuoteBody } from "../../schema/api/shipping";
import type { Product } from "../../schema/entities/catalogue";
import type { Event } from "../../schema/entities/events";
import type { MembershipTier } from "../../schema/entities/membership";
import type { Profile } from "../../schema/entities/people";
import type { Comment, Poll, Post } from "../../schema/entities/posts";
import type { ShippingAddress } from "../../schema/entities/shipping";
import type { PageDocument } from "../../schema/page";
import type { SiteDocument } from "../../schema/site";
import type { Paged, PostListQuery, ProductListQuery } from "../../schema/siteData";
import { api, withServerMessage } from "./client";

/** Every call the site makes (SPEC §7), typed. Errors carry the server's message. */
async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await withServerMessage(error);
  }
}

function productSearch(query: ProductListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    ...(query.category ? { category: query.category } : {}),
    ...(query.query ? { "filter[query]": query.query } : {}),
    ...(query.releaseType && query.releaseType !== "all" ? { "filter[releaseType]": query.releaseType } : {}),
  };
}

function postSearch(query: PostListQuery): Record<string, string | number> {
  return {
    page: query.page,
    limit: query.limit,
    ...(query.query ? { "filter[query]": query.query } : {}),
    ...(query.type ? { "filter[type]": query.type } : {}),
    ...(query.membershipTierId ? { "filter[membershipTierId]": query.membershipTierId } : {}),
  };
}

/** A post as SPEC §7's likes, saves and comments name it. */
function postEntity(postId: string) {
  return { entityId: postId, entityType: "post" as const };
}

/**
 * An empty Authorization header: the client then adds no token (it fills in only a missing one),
 * so the server answers as it would a visitor, whoever is logged in.
 */
const AS_VISITOR = { headers: { authorization: "" } };

export const endpoints = {
  publicSite: (profileId?: string) =>
    call(() =>
      api()
        .get("public/site", { searchParams: profileId ? { profileId } : {} })
        .json<{ profile: Profile; site: SiteDocument; poweredBy: boolean; hasMerch?: boolean; analyticsRetentionDays?: number }>(),
    ),
  page: (path: string) => call(() => api().get("public/pages", { searchParams: { path } }).json<PageDocument>()),
  me: () => call(() => api().get("public/accounts/me").json<Account>()),
  refetchMe: () => call(() => api().get("accounts/me").json<Account>()),
  /** Changes the fan's password; every other session of theirs ends. */
  changePassword: (change: { currentPassword: string; newPassword: string }) =>
    call(() => api().put("accounts/me/password", { json: change }).json<{ ok: true; ended: number }>()),
  /** Joins a free tier (or moves to one) at once, or leaves the fan's tier (null); the answer is the fan as they are now. */
  setMyMembership: (membershipTierId: string | null) =>
    call(() => api().put("accounts/me/membership", { json: { membershipTierId } }).json<Account>()),
  /** A change of email (issue 35): asked with the password, confirmed by the new address's link, undone by the old's. */
  requestEmailChange: (change: { newEmail: string; password: string }) =>
    call(() => api().post("accounts/me/email-change", { json: change }).json<{ checkEmail: true; email: string }>()),
  checkEmailChange: (token: string) => call(() => api().post("public/email-changes/check", { json: { token } }).json<EmailChange>()),
  confirmEmailChange: (token: string) => call(() => api().post("public/email-changes/confirm", { json: { token } }).json<EmailChange>()),
  checkEmailChangeUndo: (token: string) =>
    call(() => api().post("public/email-changes/undo/check", { json: { token } }).json<EmailChange>()),
  undoEmailChange: (token: string) => call(() => api().post("public/email-changes/undo", { json: { token } }).json<EmailChange>()),
  /** A copy of the fan's data (issue 35): built by a job, its link mailed to them; the answer says where and for how long. */
  requestDataExport: () =>
    call(() => api().post("accounts/me/data-export", { json: {} }).json<{ checkEmail: true; email: string; days: number }>()),
  /** What the emailed link to a copy opens (when it was made, until when the link works), without downloading it. */
  checkDataExport: (token: string) => call(() => api().post("public/data-exports/check", { json: { token } }).json<DataExportCheck>()),
  /** Deletes the fan's account, asked with their password (issue 35): every session ends with it. */
  deleteMyAccount: (password: string) => call(() => api().post("accounts/me/delete", { json: { password } }).json<{ deleted: true }>()),
  /** Which of the artist's emails the fan gets (issue 37): new posts, news, new releases; a change names only what changes. */
  emailPreferences: () => call(() => api().get("accounts/me/email-preferences").json<EmailPreferences>()),
  changeEmailPreferences: (change: Partial<EmailPreferences>) =>
    call(() => api().put("accounts/me/email-preferences", { json: change }).json<EmailPreferences>()),
  /** The fan's signed-in devices (issue 35), and one of them signed out. */
  listSessions: () => call(() => api().get("accounts/me/sessions").json<{ sessions: LiveSession[] }>()),
  signOutSession: (sessionId: string) =>
    call(() =>
      api()
        .delete(`accounts/me/sessions/${encodeURIComponent(sessionId)}`)
        .json<{ ok: true }>(),
    ),
  /** Ends every session of the fan but this one; the answer says how many ended. */
  logOutOtherDevices: () => call(() => api().delete("sessions/others").json<{ ok: true; ended: number }>()),
  logIn: (credentials: { email: string; password: string }) =>
    call(() => api().post("sessions", { json: credentials }).json<{ token: string; account: Account }>()),
  /** Registration answers "check your email" for every address (issue 30); the emailed link signs in. */
  register: (registration: { firstName: string; lastName: string; email: string; password: string; redirect?: string }) =>
    call(() => api().post("public/accounts", { json: registration }).json<RegistrationAnswer>()),
  /** What a registration's emailed link opens, unused; and the link used, which signs the fan in. */
  checkEmailLink: (token: string) => call(() => api().post("public/sessions/email-link/check", { json: { token } }).json<EmailLinkCheck>()),
  logInWithEmailLink: (token: string) =>
    call(() => api().post("public/sessions/email-link", { json: { token } }).json<{ token: string; account: Account }>()),
  /** 'Forgot password?' and 'Email me a sign-in link' (issue 35): the same answer for every address. */
  requestPasswordReset: (email: string, redirect?: string) =>
    call(() =>
      api()
        .post("public/password-resets", { json: { email, ...(redirect ? { redirect } : {}) } })
        .json<{ checkEmail: true }>(),
    ),
  requestSignInLink: (email: string, redirect?: string) =>
    call(() =>
      api()
        .post("public/sessions/email-link/request", { json: { email, ...(redirect ? { redirect } : {}) } })
        .json<{ checkEmail: true }>(),
    ),
  /** What a reset link opens, unused; and the link used with the new password (every session of the account ends). */
  checkPasswordReset: (token: string) =>
    call(() => api().post("public/password-resets/check", { json: { token } }).json<PasswordResetAnswer>()),
  setPasswordByReset: (token: string, password: string) =>
    call(() => api().post("public/password-resets/use", { json: { token, password } }).json<PasswordResetAnswer>()),
  /** Ends the session of `token` (the auth machine has already forgotten it locally). */
  logOut: (token: string) =>
    call(() =>
      api()
        .delete("sessions", { headers: { authorization: `Bearer ${token}` } })
        .json<{ ok: true }>(),
    ),
  membershipTiers: () => call(() => api().get("public/membership-tiers").json<MembershipTier[]>()),
  /** The tier the signed-in fan is on, hidden or not (a hidden one is in no public list), or null. */
  ownMembershipTier: () => call(() => api().get("accounts/me/membership-tier").json<{ tier: MembershipTier | null }>()),
  events: () => call(() => api().get("public/events").json<Event[]>()),
  /** One event, upcoming or begun (a Countdown's). */
  event: (id: string) =>
    call(() =>
      api()
        .get(`public/events/${encodeURIComponent(id)}`)
        .json<Event>(),
    ),
  featuredProducts: (category: "Music" | "Merch" = "Music") =>
    call(() => api().get("public/products/featured", { searchParams: { category } }).json<Product[]>()),
  products: (query: ProductListQuery) =>
    call(() =>
      api()
        .get("public/products", { searchParams: productSearch(query) })
        .json<Paged<Product>>(),
    ),
  product: (id: string) =>
    call(() =>
      api()
        .get(`public/products/${encodeURIComponent(id)}`)
        .json<Product>(),
    ),
  /** A page of posts; `asVisitor` leaves the fan's token out (what the server rendered, for a visitor's data key). */
  posts: (query: PostListQuery, { asVisitor = false }: { asVisitor?: boolean } = {}) =>
    call(() =>
      api()
        .get("public/posts", { searchParams: postSearch(query), ...(asVisitor ? AS_VISITOR : {}) })
        .json<Paged<Post>>(),
    ),
  likeStatus: (postId: string) =>
    call(() =>
      api()
        .get("public/likes/status", { searchParams: postEntity(postId) })
        .json<{ liked: boolean }>(),
    ),
  saveStatus: (postId: string) =>
    call(() =>
      api()
        .get("public/saves/status", { searchParams: postEntity(postId) })
        .json<{ saved: boolean }>(),
    ),
  /** Likes (`liked` true) or unlikes a post; the answer has the post's like count after it. */
  setLiked: (postId: string, liked: boolean) =>
    call(() =>
      api()
        [liked ? "post" : "delete"]("public/likes", { json: postEntity(postId) })
        .json<{ liked: boolean; count: number }>(),
    ),
  setSaved: (postId: string, saved: boolean) =>
    call(() =>
      api()
        [saved ? "post" : "delete"]("public/saves", { json: postEntity(postId) })
        .json<{ saved: boolean }>(),
    ),
  /** A page of a post's comments, newest first (page 1 holds the newest). */
  comments: (postId: string, page = 1) =>
    call(() =>
      api()
        .get("public/comments", { searchParams: { ...postEntity(postId), page } })
        .json<CommentPage>(),
    ),
  /** Reports a comment to the artist (issue 37, item 6); once per fan and comment. */
  reportComment: (commentId: string) =>
    call(() => api().post("public/comments/reports", { json: { commentId } }).json<{ reported: true }>()),
  addComment: (postId: string, content: string) =>
    call(() =>
      api()
        .post("public/comments", { json: { ...postEntity(postId), content } })
        .json<Comment>(),
    ),
  /** Sets the fan's vote on a poll option (`voted`), and answers the poll as the server counts it. */
  votePoll: (postId: string, optionUid: string, voted: boolean) =>
    call(() =>
      api()
        .post(`public/polls/${encodeURIComponent(postId)}/votes`, { json: { optionUid, voted } })
        .json<Poll>(),
    ),
  /** The counts of a published page's polls, with the fan's own votes marked when a fan asks. */
  pagePolls: (pageId: string) =>
    call(() =>
      api()
        .get(`public/page-polls/${encodeURIComponent(pageId)}`)
        .json<{ polls: PagePollCounts[] }>(),
    ).then((answer) => answer.polls),
  /** A fan's vote on a page's poll; without a page, on the published page that shows the poll (an email's link). */
  votePagePoll: (pageId: string | null, vote: Omit<PagePollVote, "profileId">) =>
    call(() =>
      api()
        .post(pageId === null ? "public/page-polls/votes" : `public/page-polls/${encodeURIComponent(pageId)}/votes`, { json: vote })
        .json<PagePollVoteAnswer>(),
    ),
  joinEmailList: (body: { email: string; emailListId: string }) =>
    call(() => api().post("public/email-lists/join", { json: body }).json<{ ok: true }>()),
  /** Following the artist (issue 37): an address, then its emailed link confirms it (double opt-in). */
  follow: (body: { email: string }) => call(() => api().post("public/follow", { json: body }).json<{ ok: true }>()),
  confirmFollow: (token: string) => call(() => api().post("public/follow/confirm", { json: { token } }).json<{ artistName: string }>()),
  /** Consent (issue 19): a list join confirmed from its email's link; an address unsubscribed, or subscribed again, from a newsletter's link. */
  checkListJoin: (token: string) =>
    call(() => api().post("public/email-lists/confirm/check", { json: { token } }).json<ListConfirmationCheck>()),
  confirmListJoin: (token: string) => call(() => api().post("public/email-lists/confirm", { json: { token } }).json<ListConfirmation>()),
  mailingStatus: (token: string) => call(() => api().post("public/unsubscribe/check", { json: { token } }).json<MailingStatus>()),
  unsubscribe: (token: string) => call(() => api().post("public/unsubscribe", { json: { token } }).json<MailingStatus>()),
  resubscribe: (token: string) => call(() => api().post("public/resubscribe", { json: { token } }).json<MailingStatus>()),
  /** Checkout (issue 18): the cart becomes one order per key; the answer says where to pay, if anywhere. */
  checkout: (body: CheckoutBody) => call(() => api().post("public/checkout", { json: body }).json<CheckoutResponse>()),
  /** What the server would take off this cart with a discount code (issue 36, item 7), or its refusal as an ApiError. */
  checkDiscountCode: (code: string, items: CheckoutBody["items"]) =>
    call(() => api().post("public/discount-codes/check", { json: { code, items } }).json<DiscountCheck>()),
  /** Where the artist ships merch (issue 36, item 3), and what shipping a cart to a country costs, as checkout prices it. */
  shippingCountries: () => call(() => api().get("public/shipping-countries").json<ShippingCountries>()),
  /** A free order's address, given by its fan on the order's page (issue 36, item 3). */
  giveShippingAddress: (orderId: string, address: ShippingAddress) =>
    call(() =>
      api()
        .post(`public/orders/${encodeURIComponent(orderId)}/shipping-address`, { json: address })
        .json<NonNullable<OrderSummary["shipping"]>>(),
    ),
  quoteShipping: (body: ShippingQuoteBody) => call(() => api().post("public/checkout/shipping", { json: body }).json<ShippingQuote>()),
  order: (orderId: string) =>
    call(() =>
      api()
        .get(`public/orders/${encodeURIComponent(orderId)}`)
        .json<OrderSummary>(),
    ),
  /** The releases the fan bought, with links to their files. */
  library: () => call(() => api().get("public/library").json<Library>()),
  /** Prepares a bought release (or one of its tracks) for download in a format; asked again until it is ready. */
  prepareDownload: (productId: string, body: DownloadRequest) =>
    call(() =>
      api()
        .post(`public/library/${encodeURIComponent(productId)}/downloads`, { json: body })
        .json<DownloadStatus>(),
    ),
  /** What the player may play of a track for the one asking (issue 32): a copy's link, its gain and waveform. */
  trackStream: (trackId: string) =>
    call(() =>
      api()
        .get(`public/tracks/${encodeURIComponent(trackId)}/stream`)
        .json<TrackStream>(),
    ),
  /** Paid memberships (issue 18): subscribe to a tier, see and cancel the subscription. */
  membershipCheckout: (body: MembershipCheckoutBody) =>
    call(() => api().post("public/membership/checkout", { json: body }).json<MembershipCheckoutResponse>()),
  mySubscription: () => call(() => api().get("public/membership/subscription").json<CurrentSubscription>()),
  subscription: (subscriptionId: string) =>
    call(() =>
      api()
        .get(`public/membership/subscriptions/${encodeURIComponent(subscriptionId)}`)
        .json<SubscriptionView>(),
    ),
  cancelSubscription: () => call(() => api().post("public/membership/subscription/cancel").json<SubscriptionView>()),
  /** What a gift's claim link opens (the token stays out of the address the API is asked at). */
  gift: (token: string) => call(() => api().post("public/gifts/check", { json: { token } }).json<Gift>()),
  /** Adds a gift to the logged-in fan's library. */
  claimGift: (token: string) => call(() => api().post("public/gifts/claim", { json: { token } }).json<Gift>()),
  /** Redeems a download code (as typed) into the logged-in fan's library (issue 36, item 6). */
  redeemCode: (code: string) => call(() => api().post("public/download-codes/redeem", { json: { code } }).json<CodeRedeemed>()),
  /** The gifts the fan sent, and whether each was claimed. */
  sentGifts: () => call(() => api().get("public/gifts/sent").json<SentGifts>()),
  /** Emails a gift the fan sent again, with a new claim link (issue 30). */
  resendGift: (orderId: string, position: number) =>
    call(() => api().post("public/gifts/resend", { json: { orderId, position } }).json<GiftResent>()),
  /** Confirms the fan's address from its email's link; the gifts that waited for it go out (issue 30). */
  confirmEmail: (token: string) => call(() => api().post("public/accounts/confirm-email", { json: { token } }).json<EmailConfirmed>()),
  /** Emails the logged-in fan a new link that confirms their address. */
  requestEmailConfirmation: () => call(() => api().post("public/accounts/me/email-confirmation").json<EmailConfirmationRequest>()),
};
