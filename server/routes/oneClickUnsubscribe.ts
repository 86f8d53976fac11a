import { oneClickBodySchema } from "../../schema/api/consent";
import { unsubscribeTargetOf } from "../consent/unsubscribeLink";
import { unsubscribe } from "../data/suppressions";
import { installFormBodyParsers } from "../http/formBody";
import type { RoutePlugin } from "./plugin";

// A wildcard rather than `:token`: Fastify refuses path parameters over 100 characters (414), and
// a token carries the address, so it is often longer.
const paramsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["*"],
  properties: { "*": { type: "string", maxLength: 1000 } },
} as const;

/**
 * RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
 * newsletter's List-Unsubscribe address, without cookies or any token but the link's, and the
 * address is unsubscribed at once. The same address answers GET with the site's unsubscribe page
 * (the server rendering takes every GET; this takes the POST). 200 with no body, as mail clients
 * expect; a forged or other artist's link is 404.
 */
export const oneClickUnsubscribeRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  installFormBodyParsers(app);
  app.post(
    "/unsubscribe/*",
    { bodyLimit: 4096, schema: { hide: true, params: paramsSchema, body: oneClickBodySchema } },
    async (request, reply) => {
      const { profileId, email } = await unsubscribeTargetOf(request, db, config.uploadSecret, request.params["*"]);
      await unsubscribe(db, profileId, email, "one-click", new Date(clock.now()));
      return reply.code(200).header("cache-control", "no-store").send();
    },
  );
};
