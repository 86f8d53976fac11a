import { RECORD_NOTHING } from "./analyticsContext";
import type { RecordAnalyticsEvent } from "./analyticsEvents";
import { type BeaconNavigator, createBeaconSender } from "./beaconSender";
import { listenForLinkClicks } from "./linkClicks";
import { collectingAllowed, type PrivacySignals } from "./privacy";

/** The site's started collector: what the components record with, and its teardown. */
export interface Analytics {
  readonly record: RecordAnalyticsEvent;
  stop(): void;
}

export interface StartAnalyticsOptions {
  readonly window: Window;
  /** The browser's navigator by default; tests give the signals and the beacon they want. */
  readonly navigator?: BeaconNavigator & PrivacySignals;
  readonly fetch?: typeof fetch;
}

const COLLECTING_NOTHING: Analytics = { record: RECORD_NOTHING, stop: () => {} };

/**
 * Starts the site's first-party analytics (issue 38) in the browser, once, from the client entry:
 * the batching sender and the link-click listener. Page views and plays are recorded by the
 * components through AnalyticsContext. A visitor with Do Not Track or Global Privacy Control gets
 * a collector that records nothing and listens to nothing.
 */
export function startAnalytics({ window: win, navigator: nav = win.navigator, fetch }: StartAnalyticsOptions): Analytics {
  if (!collectingAllowed(nav)) return COLLECTING_NOTHING;
  const sender = createBeaconSender({ window: win, document: win.document, navigator: nav, ...(fetch ? { fetch } : {}) });
  const stopClicks = listenForLinkClicks(win.document, sender.record, () => win.location.pathname);
  return {
    record: sender.record,
    stop() {
      stopClicks();
      sender.stop();
    },
  };
}
