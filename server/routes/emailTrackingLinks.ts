import { emailClickParamsSchema, emailClickQuerySchema, emailOpenParamsSchema } from "../../schema/api/emailTracking";
import { ingestLimit } from "../analytics/ingestLimit";
import { recordEmailEvent } from "../data/emailTracking";
import { httpError } from "../http/httpError";
import { isTrackedLinkSigned, isWebAddress, readEmailTrackingToken } from "../newsletters/emailTracking";
import type { RoutePlugin } from "./plugin";

/** Opens or clicks written a minute, from one client address, and for one recipient's copy (its opens, its clicks). */
export const TRACKED_HITS_PER_ADDRESS = 60;
export const TRACKED_HITS_PER_RECIPIENT = 10;

/** The smallest transparent GIF: 1×1, one transparent colour (43 bytes). */
export const TRANSPARENT_GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/**
 * What a newsletter's tracking leads to (issue 38), on the artist's own address as the one-click
 * unsubscribe is. The pixel records an open and answers the GIF whatever its token (a forged one
 * records nothing); a tracked link records a click and redirects, only when the server signed that
 * exact address for that token, and only to a web address: anything else is 400 and goes nowhere,
 * so the site is no open redirect.
 */
export const emailTrackingLinkRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  // A mail app opens a copy a few times, a reader clicks a link or two: beyond that, a replayed token
  // or a flood from one address is answered all the same (the image, the redirect) but not written.
  const perAddress = ingestLimit({ perMinute: TRACKED_HITS_PER_ADDRESS });
  const perRecipient = ingestLimit({ perMinute: TRACKED_HITS_PER_RECIPIENT });
  const counts = (address: string, key: string) => perAddress.allow(address, clock.now()) && perRecipient.allow(key, clock.now());

  app.get("/e/o/*", { schema: { hide: true, params: emailOpenParamsSchema } }, async (request, reply) => {
    const token = request.params["*"].replace(/\.gif$/, "");
    const recipient = readEmailTrackingToken(config.uploadSecret, token);
    // Repeat opens are kept (the counts take distinct recipients); a failure never spoils the image.
    if (recipient && counts(request.ip, `open:${token}`))
      await recordEmailEvent(db, { ...recipient, kind: "open", at: new Date(clock.now()) }).catch(() => false);
    return reply.code(200).header("cache-control", "no-store").type("image/gif").send(TRANSPARENT_GIF);
  });

  app.get(
    "/e/c/*",
    { schema: { hide: true, params: emailClickParamsSchema, querystring: emailClickQuerySchema } },
    async (request, reply) => {
      const token = request.params["*"];
      const { u: url = "", s: signature = "" } = request.query;
      const recipient = readEmailTrackingToken(config.uploadSecret, token);
      if (!recipient || !isTrackedLinkSigned(config.uploadSecret, token, url, signature))
        throw httpError("tracked_link_invalid", "unsigned");
      if (!isWebAddress(url)) throw httpError("tracked_link_invalid", "notWeb");
      if (counts(request.ip, `click:${token}`))
        await recordEmailEvent(db, { ...recipient, kind: "click", link: url, at: new Date(clock.now()) });
      return reply.code(302).header("cache-control", "no-store").header("location", url).send();
    },
  );
};
