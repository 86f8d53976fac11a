import type { FastifyInstance } from "fastify";
import { deleteExpiredArtistExports } from "./artistExport/artistExportWork";
import type { ServerContext } from "./context";
import { pruneAuditLog } from "./data/auditLog";
import { pruneBulkMail } from "./data/bulkMail";
import { pruneDataExports, takeExpiredDataExportFiles } from "./data/dataExports";
import { releaseAbandonedMembershipUses } from "./data/discountCodes";
import { pruneEmailChanges } from "./data/emailChanges";
import { pruneEmailConfirmations } from "./data/emailConfirmations";
import { recordMemberCounts } from "./data/memberCounts";
import { prunePasswordLinks } from "./data/passwordLinks";
import { prunePasswordResets } from "./data/passwordResets";
import { prunePendingRegistrations } from "./data/pendingRegistrations";
import { pruneCounters } from "./data/rateCounters";
import { pruneSessions } from "./data/sessions";
import { isUploadUnderWay } from "./data/uploads";
import { pruneWebhookLog, WEBHOOK_LOG_DAYS } from "./data/webhookDeliveries";
import { emitDuePublications } from "./data/webhookPublishEvents";
import { resumeBulkMail } from "./mail/mailQueue";
import { deliverPreOrders } from "./orders/deliverPreOrders";
import { expireHolds } from "./orders/expireHolds";
import { finishPaidOrders } from "./orders/finishPaidOrders";
import type { PaymentProvider } from "./payments/paymentProvider";
import { renewDueTestSubscriptions } from "./payments/testRenewals";
import { sendDuePostEmails } from "./postEmails/sendPostEmail";
import { sendDueAnnouncements } from "./releaseAnnouncements/sendAnnouncement";
import { sendOwedWelcomes } from "./welcomes/sendOwedWelcomes";

const EVERY_MS = 10 * 60 * 1000;
const HOLDS_EVERY_MS = 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Now and then finishes paid orders left unfinished (and each minute delivers pre-orders whose date came and sends scheduled posts' emails), wakes the senders of bulk mail left waiting,
 * renews the test provider's subscriptions whose period is over, and deletes what can no longer
 * matter (ended sessions, old one-time password and confirmation links, copies of fans' data past their link's days, old rate counters and login failures, bulk
 * mail settled a week ago, files of uploads cut off, the audit log's entries past their year), so those tables stay as small as the traffic
 * of the last hour. Stops when the app closes.
 */
export function scheduleMaintenance(app: FastifyInstance, context: ServerContext, payments: PaymentProvider): void {
  const { db, storage } = context;
  const run = async () => {
    try {
      await finishPaidOrders(context);
      await resumeBulkMail(db, context.mail);
      await renewDueTestSubscriptions(context, payments);
      await pruneCounters(db);
      await pruneSessions(db);
      await prunePasswordLinks(db);
      await pruneBulkMail(db);
      await pruneEmailConfirmations(db);
      await prunePasswordResets(db);
      await pruneEmailChanges(db);
      await prunePendingRegistrations(db);
      await pruneAuditLog(db);
      // Webhooks' delivery log (issue 40, item 4): events, deliveries and their answers past 30 days.
      await pruneWebhookLog(db, new Date(context.clock.now() - WEBHOOK_LOG_DAYS * DAY_MS));
      // Raw analytics events past their days (90 unless ANALYTICS_RETENTION_DAYS says): their roll-ups stay.
      // The roll-ups' visitors met go after two days: events are stamped on arrival, never later than that.
      await context.analytics.prune(
        new Date(context.clock.now() - (context.config.analyticsRetentionDays ?? 90) * DAY_MS),
        new Date(context.clock.now() - 2 * DAY_MS),
      );
      // Each tier's members today (issue 38): the studio home's members by tier over time.
      await recordMemberCounts(db, new Date(context.clock.now()).toISOString().slice(0, 10));
      // Membership checkouts unpaid for a day (a payment page's life) give their discount code's use back.
      await releaseAbandonedMembershipUses(db, new Date(context.clock.now() - DAY_MS));
      // Copies of fans' data: the file goes when its link expires, the row a month later.
      for (const key of [...(await takeExpiredDataExportFiles(db)), ...(await pruneDataExports(db))]) await storage.delete(key);
      // The studio's exports of an artist: the zip goes when its link expires (7 days), the row a month later.
      await deleteExpiredArtistExports(context);
      await storage.removeStalePartials?.((key) => isUploadUnderWay(db, key));
    } catch (error) {
      app.log.warn({ err: error }, "maintenance failed; it runs again later");
    }
  };
  const timer = setInterval(run, EVERY_MS);
  timer.unref();
  // The minute's work, each part on its own: one failing never stops the others.
  const everyMinute: readonly (readonly [() => Promise<unknown>, string])[] = [
    // Checkouts' stock holds end within a minute of their 15: a sold-out shirt is back on sale soon after.
    [() => expireHolds(db, payments, context.clock), "ending expired checkouts"],
    // Pre-orders whose release date came (issue 36, item 5): delivered, and mailed, within a minute of it.
    [() => deliverPreOrders(context, context.releaseClock), "delivering pre-orders"],
    // Scheduled posts whose time came with an email waiting (issue 37): sent within a minute of it.
    [() => sendDuePostEmails(context), "sending scheduled posts by email"],
    // Welcomes owed whose queuing was cut off (a crash, a failed query): queued within a minute.
    [() => sendOwedWelcomes(context), "queuing welcome emails"],
    // Releases out (a pre-order's date reached) with an announcement waiting (issue 37): announced within a minute.
    [() => sendDueAnnouncements(context), "announcing releases by email"],
    // The site's analytics (issue 38): what arrived is rolled up per hour and day, so the studio's home is a minute behind at most.
    [() => context.analytics.rollUp(), "rolling up analytics"],
    // Posts and releases whose time came (a schedule, a pre-order's day): their webhooks written within a minute of it.
    [
      () => emitDuePublications(db, new Date(context.clock.now()), new Date(context.releaseClock.now())),
      "telling webhooks of publications",
    ],
    // Webhooks' deliveries whose retry came (issue 40, item 4): sent within a minute of it.
    [() => context.webhooks.wake(), "sending webhooks"],
  ];
  const holds = setInterval(async () => {
    for (const [work, doing] of everyMinute) {
      try {
        await work();
      } catch (error) {
        app.log.warn({ err: error }, `${doing} failed; it runs again in a minute`);
      }
    }
  }, HOLDS_EVERY_MS);
  holds.unref();
  app.addHook("onClose", async () => {
    clearInterval(timer);
    clearInterval(holds);
  });
}
