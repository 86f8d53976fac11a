import { profileQuerySchema } from "../../schema/api/common";
import { consentTokenBodySchema, mailingStatusSchema } from "../../schema/api/consent";
import { mailingStatusOf, unsubscribeTargetOf } from "../consent/unsubscribeLink";
import { liftUnsubscribe, suppressionOf, unsubscribe } from "../data/suppressions";
import { errorResponses } from "../http/errorResponses";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

const schema = {
  tags: ["email lists"],
  querystring: profileQuerySchema,
  body: consentTokenBodySchema,
  response: { 200: mailingStatusSchema, ...errors },
} as const;

/**
 * The unsubscribe page's calls (issue 19): what a newsletter's link is for, unsubscribing the
 * address from every email of the artist, and subscribing it again (which lifts an unsubscribe,
 * never a bounce or a complaint). Not rate limited: a token is checked by its signature before
 * anything is read, and cannot be guessed. Mail clients' one-click POST is oneClickUnsubscribe.ts.
 */
export const unsubscribeRoutes: RoutePlugin = async (app, { context: { db, config, clock } }) => {
  const targetOf = (request: Parameters<typeof unsubscribeTargetOf>[0], token: string) =>
    unsubscribeTargetOf(request, db, config.uploadSecret, token);

  app.post("/public/unsubscribe/check", { schema: schema }, async (request) => {
    const { profileId, email } = await targetOf(request, request.body.token);
    return mailingStatusOf(email, await suppressionOf(db, profileId, email));
  });

  app.post("/public/unsubscribe", { schema: schema }, async (request) => {
    const { profileId, email } = await targetOf(request, request.body.token);
    await unsubscribe(db, profileId, email, "unsubscribe-link", new Date(clock.now()));
    return mailingStatusOf(email, await suppressionOf(db, profileId, email));
  });

  app.post("/public/resubscribe", { schema: schema }, async (request) => {
    const { profileId, email } = await targetOf(request, request.body.token);
    await liftUnsubscribe(db, profileId, email);
    return mailingStatusOf(email, await suppressionOf(db, profileId, email));
  });
};
