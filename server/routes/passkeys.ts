import type { FastifyRequest } from "fastify";
import { okResponseSchema } from "../../schema/api/common";
import {
  newPasskeyBodySchema,
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyParamsSchema,
  passkeySchema,
} from "../../schema/api/passkeys";
import { addPasskey, listPasskeys, removePasskey } from "../data/passkeys";
import { findProfile } from "../data/profiles";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { sendPasskeyChanged } from "../notices/passkeyNotices";
import { newPasskeyOptions, verifyNewPasskey } from "../passkeys/passkeyRegistration";
import type { RoutePlugin } from "./plugin";

const PATH = "/account/passkeys";
/**
 * An editor's own sign-in, so every role manages theirs (a viewer too), as two-step sign-in is, and
 * open before the two-step sign-in a team requires is set up: Your account is where that happens.
 */
const OWN_ROUTE = { beforeTwoFactor: true, studioRole: "viewer" } as const;

/**
 * An editor's passkeys, in the studio's Your account (issue 35, item 7): list them, add one (the
 * browser makes it from the options given here; it is named by the editor), remove one. Adding and
 * removing are mailed to the editor and noted in the audit log, by the passkey's name.
 */
export const passkeyRoutes: RoutePlugin = async (app, { context }) => {
  const { db, mail } = context;
  const artistNameOf = async (profileId: string) => (await findProfile(db, profileId))?.name ?? "";
  const notify = async (request: FastifyRequest, change: "added" | "removed", passkeyName: string) => {
    const { profileId, editor } = studioOf(request);
    await sendPasskeyChanged(mail, { profileId, email: editor.email, artistName: await artistNameOf(profileId), passkeyName, change });
    await auditStudio(request, db, change === "added" ? "passkey_added" : "passkey_removed", passkeyName);
  };

  app.get(PATH, { config: OWN_ROUTE, schema: { tags: ["editors"], response: { 200: passkeyListSchema } } }, async (request) => {
    const { profileId, editor } = studioOf(request);
    return { passkeys: await listPasskeys(db, profileId, editor.id) };
  });

  app.post(
    `${PATH}/options`,
    { config: OWN_ROUTE, schema: { tags: ["editors"], response: { 200: passkeyOptionsSchema } } },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      return {
        options: { ...(await newPasskeyOptions(request, context, { profileId, artistName: await artistNameOf(profileId), editor })) },
      };
    },
  );

  app.post(
    PATH,
    {
      config: OWN_ROUTE,
      schema: {
        tags: ["editors"],
        body: newPasskeyBodySchema,
        response: { 200: passkeySchema, ...errorResponses(400, 404, 409, 410, 429) },
      },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const name = request.body.name.trim();
      if (name.length === 0) throw httpError("bad_request", "passkeyName");
      const passkey = await verifyNewPasskey(request, context, {
        profileId,
        editorId: editor.id,
        credential: request.body.credential,
        name,
      });
      const added = await addPasskey(db, passkey);
      if (!added) throw httpError("passkey_state", "taken");
      await notify(request, "added", added.name);
      return added;
    },
  );

  app.delete(
    `${PATH}/:passkeyId`,
    {
      config: OWN_ROUTE,
      schema: {
        tags: ["editors"],
        params: passkeyParamsSchema,
        response: { 200: okResponseSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const removed = await removePasskey(db, profileId, editor.id, request.params.passkeyId);
      if (removed === null) throw httpError("passkey_not_found", "removed");
      await notify(request, "removed", removed);
      return { ok: true as const };
    },
  );
};
