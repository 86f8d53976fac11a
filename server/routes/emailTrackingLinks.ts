import { emailClickParamsSchema, emailClickQuerySchema, emailOpenParamsSchema } from "../../schema/api/emailTracking";
import { recordEmailEvent } from "../data/emailTracking";
import { httpError } from "../http/httpError";
import { isTrackedLinkSigned, isWebAddress, readEmailTrackingToken } from "../newsletters/emailTracking";
import type { RoutePlugin } from "./plugin";

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
  app.get("/e/o/*", { schema: { hide: true, params: emailOpenParamsSchema } }, async (request, reply) => {
    const token = request.params["*"].replace(/\.gif$/, "");
    const recipient = readEmailTrackingToken(config.uploadSecret, token);
    // Repeat opens are kept (the counts take distinct recipients); a failure never spoils the image.
    if (recipient) await recordEmailEvent(db, { ...recipient, kind: "open", at: new Date(clock.now()) }).catch(() => false);
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
      await recordEmailEvent(db, { ...recipient, kind: "click", link: url, at: new Date(clock.now()) });
      return reply.code(302).header("cache-control", "no-store").header("location", url).send();
    },
  );
};
