import { type ReleaseClockAnswer, releaseClockAnswerSchema, releaseClockBodySchema } from "../../schema/api/releaseClock";
import { errorResponses } from "../http/errorResponses";
import { deliverPreOrders } from "../orders/deliverPreOrders";
import { isMovableClock } from "../time/clock";
import type { RoutePlugin } from "./plugin";

/**
 * WARNING: test-only (TEST_CLOCK_CONTROL=1, README's settings). The e2e server is one server for
 * every spec running at once: moving its own clock would end others' sessions and stock holds, so
 * only the release clock moves (whether a release is out, when pre-orders are delivered), and the
 * delivery job runs at once through that clock, as maintenance runs it each minute. Likewise the
 * analytics roll-up (issue 38), which maintenance runs each minute, runs at once when asked, so a
 * test sees its visits on the studio's home without waiting for the minute.
 */
export const testClockRoutes: RoutePlugin = async (app, { context }) => {
  const { releaseClock } = context;
  if (!isMovableClock(releaseClock)) throw new Error("TEST_CLOCK_CONTROL needs a release clock that moves");
  app.post(
    "/testing/release-clock",
    { schema: { hide: true, body: releaseClockBodySchema, response: { 200: releaseClockAnswerSchema, ...errorResponses(400) } } },
    async (request): Promise<ReleaseClockAnswer> => {
      releaseClock.advance(request.body.advanceMs);
      const delivered = await deliverPreOrders(context, releaseClock);
      return { now: new Date(releaseClock.now()).toISOString(), delivered };
    },
  );
  app.post(
    "/testing/analytics/roll-up",
    {
      schema: {
        hide: true,
        response: { 200: { type: "object", additionalProperties: false, required: ["days"], properties: { days: { type: "integer" } } } },
      },
    },
    async () => ({ days: await context.analytics.rollUp() }),
  );
};
