import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { mailEventsBodySchema, mailEventsResponseSchema } from "../../schema/api/consent";
import { normalizeEmail } from "../../schema/rules/registration";
import { suppressReported } from "../data/suppressions";
import { bearerToken } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404);

const digest = (text: string) => createHash("sha256").update(text).digest();

/** The webhook's token, compared in constant time (as digests, so lengths never differ). */
function checkProvider(request: FastifyRequest, webhookToken: string | undefined): void {
  if (!webhookToken) throw httpError("mail_webhook_off", "off");
  const sent = bearerToken(request);
  if (!sent || !timingSafeEqual(digest(sent), digest(webhookToken))) throw httpError("unauthorized", "mailWebhookToken");
}

/**
 * Bounces and complaints from the SMTP provider (issue 19), recorded as suppressions that every
 * later send honours: each for the artist it names, or for every artist that has the address.
 * Only with the server's MAIL_WEBHOOK_TOKEN (as a bearer token), checked before the body is read;
 * without the setting the route is off. Reporting the same event again changes nothing.
 */
export const mailEventRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  app.post(
    "/mail/events",
    {
      onRequest: async (request) => checkProvider(request, config.mailWebhookToken),
      schema: {
        tags: ["mail"],
        security: [{ bearer: [] }],
        body: mailEventsBodySchema,
        response: { 200: mailEventsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const suppressed = await suppressReported(
        db,
        request.body.events.map((event) => ({
          email: normalizeEmail(event.email),
          reason: event.type,
          profileId: event.profileId ?? null,
        })),
        new Date(clock.now()),
      );
      return { ok: true as const, suppressed };
    },
  );
};
