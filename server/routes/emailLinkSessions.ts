import type { FastifyRequest } from "fastify";
import { type Account, emailLinkCheckSchema, sessionResponseSchema } from "../../schema/api/accounts";
import { profileQuerySchema } from "../../schema/api/common";
import { emailConfirmBodySchema } from "../../schema/api/emailConfirmation";
import { findAccount } from "../data/accounts";
import { EMAIL_CONFIRMATION_HOURS, findEmailLink, spendEmailLink } from "../data/emailConfirmations";
import { findPendingRegistration, finishRegistration } from "../data/pendingRegistrations";
import { createSession } from "../data/sessions";
import { deviceName } from "../http/deviceName";
import { errorResponses } from "../http/errorResponses";
import type { HttpError } from "../http/httpError";
import { httpError } from "../http/httpError";
import { countedLinkTry } from "../http/linkTry";
import { siteOriginOf } from "../http/siteOrigin";
import { releaseHeldGifts } from "../orders/releaseHeldGifts";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(404, 410, 429);

function refusalOf(state: { ok: false; problem: "unknown" | "used" | "expired"; shortLived?: boolean }): HttpError {
  if (state.problem === "used") return httpError("email_link_used", "signIn");
  if (state.problem === "expired" && state.shortLived) return httpError("email_link_expired", "signInLink");
  if (state.problem === "expired") return httpError("email_link_expired", "signIn", EMAIL_CONFIRMATION_HOURS / 24);
  return httpError("email_link_invalid", "unknown");
}

/**
 * The links registration emails (issue 30): a new fan's, which finishes their account, and an
 * address owner's, which signs them in. Opening one shows whose it is and changes nothing (mail
 * scanners open links too); using it confirms the address and opens a session, once.
 */
export const emailLinkSessionRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config } = context;
  const schema = <Answer>(answer: Answer) => ({
    tags: ["accounts"],
    querystring: profileQuerySchema,
    body: emailConfirmBodySchema,
    response: { 200: answer, ...errors },
  });
  /** The artist, once the try is counted by the token's hash (counters are stored) and by the client's address. */
  const counted = (request: FastifyRequest, token: string) =>
    countedLinkTry(request, context, "confirmLink", token, () => refusalOf({ ok: false, problem: "unknown" }));

  app.post("/public/sessions/email-link/check", { schema: schema(emailLinkCheckSchema) }, async (request) => {
    const profile = await counted(request, request.body.token);
    const pending = await findPendingRegistration(db, profile.id, request.body.token);
    const state = pending.ok || pending.problem !== "unknown" ? pending : await findEmailLink(db, profile.id, request.body.token);
    if (!state.ok) throw refusalOf(state);
    return { email: state.email, firstName: state.firstName };
  });

  app.post("/public/sessions/email-link", { schema: schema(sessionResponseSchema) }, async (request) => {
    // Where held gifts' links point, known before the link is used so that nothing fails after it.
    const profileOrigin = await siteOriginOf(request, db, config);
    const profile = await counted(request, request.body.token);
    const { token } = request.body;
    // A new fan's link makes their account; an owner's signs them in (and confirms the address).
    const finished = await db.transaction((tx) => finishRegistration(tx, profile.id, token));
    let account: Account | null = finished.ok ? finished.account : null;
    if (!finished.ok) {
      if (finished.problem !== "unknown") throw refusalOf(finished);
      const used = await spendEmailLink(db, profile.id, token);
      if (!used.ok) throw refusalOf(used);
      account = await findAccount(db, profile.id, used.accountId);
    }
    if (!account) throw httpError("email_link_invalid", "unknown");
    // The address is confirmed now: gifts of a free order that waited for it go out.
    await releaseHeldGifts(context, { profileId: profile.id, accountId: account.id }, { name: profile.name, origin: profileOrigin });
    const device = deviceName(request.headers["user-agent"]);
    return { token: await createSession(db, profile.id, { kind: "fan", accountId: account.id }, device), account };
  });
};
