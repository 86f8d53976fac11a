import { initial } from "./001_initial";
import { hardening } from "./002_hardening";
import { eventTimeZones } from "./003_event_time_zones";
import { mediaTitles } from "./004_media_titles";
import { contentChanges } from "./005_content_changes";
import { pagePollVotes } from "./006_page_poll_votes";
import { emailDocuments } from "./007_email_documents";
import { tierHiding } from "./008_tier_hiding";
import { releaseEditing } from "./009_release_editing";
import { passwordLinks } from "./010_password_links";
import { postEditing } from "./011_post_editing";
import { orders } from "./012_orders";
import { orderEvents } from "./013_order_events";
import { checkout } from "./014_checkout";
import { receipts } from "./015_receipts";
import { membershipSubscriptions } from "./016_membership_subscriptions";
import { giftClaims } from "./017_gift_claims";
import { newsletters } from "./018_newsletters";
import { consentLinks } from "./019_consent_links";
import { tierIncludes } from "./020_tier_includes";
import { mailSafety } from "./021_mail_safety";
import { paymentHardening } from "./022_payment_hardening";
import { pendingRegistrations } from "./023_pending_registrations";
import { artistSlugs } from "./024_artist_slugs";
import { customDomains } from "./025_custom_domains";
import { audioPipeline } from "./026_audio_pipeline";
import { postDrafts } from "./027_post_drafts";
import { subscriberNames } from "./028_subscriber_names";
import { refundNotices } from "./029_refund_notices";
import { membershipPayments } from "./030_membership_payments";
import { passwordResets } from "./031_password_resets";
import { sessionDevices } from "./032_session_devices";
import { emailChanges } from "./033_email_changes";
import { studioTeams } from "./034_studio_teams";
import { auditLog } from "./035_audit_log";
import { twoFactor } from "./036_two_factor";
import { teamTwoFactor } from "./037_team_two_factor";
import { accountErasure } from "./038_account_erasure";
import { passkeys } from "./039_passkeys";
import { merchStock } from "./040_merch_stock";
import { downloadCodes } from "./041_download_codes";
import { discountCodes } from "./042_discount_codes";
import { shipping } from "./043_shipping";
import { bundlesPreorders } from "./044_bundles_preorders";
import { commentModeration } from "./045_comment_moderation";
import { memberFeeds } from "./046_member_feeds";
import { postEmails } from "./047_post_emails";
import { follows } from "./048_follows";
import { welcomeEmails } from "./049_welcome_emails";
import { announcementLists } from "./050_announcement_lists";
import { analytics } from "./051_analytics";
import { emailTracking } from "./052_email_tracking";
import { analyticsBusinessEvents } from "./053_analytics_business_events";
import { analyticsPartitions } from "./054_analytics_partitions";
import { memberCounts } from "./055_member_counts";
import { countedBulkMail } from "./056_counted_bulk_mail";
import { redirects } from "./057_redirects";
import { contactMessages } from "./058_contact_messages";
import { videoWebCopies } from "./059_video_web_copies";
import { apiKeys } from "./060_api_keys";
import { platformImports } from "./061_platform_imports";
import { webhooks } from "./062_webhooks";
import { platformImportJobs } from "./063_platform_import_jobs";
import { artistExports } from "./064_artist_exports";
import { platformImportFans } from "./065_platform_import_fans";
import { webhookLogIndexes } from "./066_webhook_log_indexes";
import { analyticsRollupVisitors } from "./067_analytics_rollup_visitors";

/**
 * Schema migrations, applied in order, each once, inside one transaction. Never edit one that shipped: add the next.
 * Versions rise; a gap is a number another branch holds, filled when it merges (applied then, after later ones).
 */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly sql: string }[] = [
  { version: 1, name: "initial", sql: initial },
  { version: 2, name: "hardening", sql: hardening },
  { version: 3, name: "event time zones", sql: eventTimeZones },
  { version: 4, name: "media titles", sql: mediaTitles },
  { version: 5, name: "content change notifications", sql: contentChanges },
  { version: 6, name: "page poll votes", sql: pagePollVotes },
  { version: 7, name: "email documents", sql: emailDocuments },
  { version: 8, name: "tier hiding", sql: tierHiding },
  { version: 9, name: "release editing", sql: releaseEditing },
  { version: 10, name: "password links", sql: passwordLinks },
  { version: 11, name: "post editing", sql: postEditing },
  { version: 12, name: "orders", sql: orders },
  { version: 13, name: "order events", sql: orderEvents },
  { version: 14, name: "checkout", sql: checkout },
  { version: 15, name: "receipts", sql: receipts },
  { version: 16, name: "membership subscriptions", sql: membershipSubscriptions },
  { version: 17, name: "gift claims", sql: giftClaims },
  { version: 18, name: "newsletters", sql: newsletters },
  { version: 19, name: "consent links", sql: consentLinks },
  { version: 20, name: "tier includes", sql: tierIncludes },
  { version: 21, name: "mail safety", sql: mailSafety },
  { version: 22, name: "payment hardening", sql: paymentHardening },
  { version: 23, name: "pending registrations", sql: pendingRegistrations },
  { version: 24, name: "artist slugs", sql: artistSlugs },
  { version: 25, name: "custom domains", sql: customDomains },
  { version: 26, name: "audio pipeline", sql: audioPipeline },
  { version: 27, name: "post drafts", sql: postDrafts },
  { version: 28, name: "subscriber names", sql: subscriberNames },
  { version: 29, name: "refund notices", sql: refundNotices },
  { version: 30, name: "membership payments", sql: membershipPayments },
  { version: 31, name: "password resets", sql: passwordResets },
  { version: 32, name: "session devices", sql: sessionDevices },
  { version: 33, name: "email changes", sql: emailChanges },
  { version: 34, name: "studio teams", sql: studioTeams },
  { version: 35, name: "audit log", sql: auditLog },
  { version: 36, name: "two factor", sql: twoFactor },
  { version: 37, name: "team two factor", sql: teamTwoFactor },
  { version: 38, name: "account erasure", sql: accountErasure },
  { version: 39, name: "passkeys", sql: passkeys },
  { version: 40, name: "merch stock", sql: merchStock },
  { version: 41, name: "download codes", sql: downloadCodes },
  { version: 42, name: "discount codes", sql: discountCodes },
  { version: 43, name: "shipping", sql: shipping },
  { version: 44, name: "bundles and pre-orders", sql: bundlesPreorders },
  { version: 45, name: "comment moderation", sql: commentModeration },
  { version: 46, name: "member feeds", sql: memberFeeds },
  { version: 47, name: "post emails", sql: postEmails },
  { version: 48, name: "follows", sql: follows },
  { version: 49, name: "welcome emails", sql: welcomeEmails },
  { version: 50, name: "announcement lists", sql: announcementLists },
  { version: 51, name: "analytics", sql: analytics },
  { version: 52, name: "email tracking", sql: emailTracking },
  { version: 53, name: "analytics business events", sql: analyticsBusinessEvents },
  { version: 54, name: "analytics partitions", sql: analyticsPartitions(true) },
  { version: 55, name: "member counts", sql: memberCounts },
  { version: 56, name: "counted bulk mail", sql: countedBulkMail },
  { version: 57, name: "redirects", sql: redirects },
  { version: 58, name: "contact messages", sql: contactMessages },
  { version: 59, name: "video web copies", sql: videoWebCopies },
  { version: 60, name: "api keys", sql: apiKeys },
  { version: 61, name: "platform imports", sql: platformImports },
  { version: 62, name: "webhooks", sql: webhooks },
  { version: 63, name: "platform import jobs", sql: platformImportJobs },
  { version: 64, name: "artist exports", sql: artistExports },
  { version: 65, name: "platform import fans", sql: platformImportFans },
  { version: 66, name: "webhook log indexes", sql: webhookLogIndexes },
  { version: 67, name: "analytics rollup visitors", sql: analyticsRollupVisitors },
];
