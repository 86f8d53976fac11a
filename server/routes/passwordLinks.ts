import { passwordLinkBodySchema, passwordLinkInfoSchema, setPasswordBodySchema } from "../../schema/api/passwordLinks";
import { findEditor, setEditorPasswordHash } from "../data/editors";
import { findPasswordLink, type PasswordLinkLookup, usePasswordLink } from "../data/passwordLinks";
import { findProfile } from "../data/profiles";
import { forgetRememberedDevices } from "../data/rememberedDevices";
import { deleteOtherSessions } from "../data/sessions";
import { errorResponses } from "../http/errorResponses";
import { type HttpError, httpError } from "../http/httpError";
import { hashPassword } from "../security/passwords";
import { newPasswordProblem } from "./accounts";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404, 410, 503);

/** Why a link does not work, in the words the studio shows. */
function linkRefusal(lookup: Extract<PasswordLinkLookup, { ok: false }>): HttpError {
  switch (lookup.problem) {
    case "unknown":
      return httpError("password_link_invalid", "unknown");
    case "used":
      return httpError("password_link_used", "used");
    case "expired":
      return httpError("password_link_expired", "expired");
  }
}

/**
 * One-time links that set an editor's password (issue 17: how a new artist's owner gets in). The
 * token alone says whose password it is, so these routes work on any host the server answers;
 * the studio then sends the owner to log in to their artist.
 */
export const passwordLinkRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.post(
    "/editor/password-links/check",
    { schema: { tags: ["editors"], body: passwordLinkBodySchema, response: { 200: passwordLinkInfoSchema, ...errors } } },
    async (request) => {
      const lookup = await findPasswordLink(db, request.body.token);
      if (!lookup.ok) throw linkRefusal(lookup);
      const { profileId, editorId } = lookup.link;
      const [profile, editor] = await Promise.all([findProfile(db, profileId), findEditor(db, profileId, editorId)]);
      if (!profile || !editor) throw httpError("password_link_invalid", "unknown");
      return { profileId, artistName: profile.name, email: editor.email };
    },
  );

  app.post(
    "/editor/password-links/use",
    { schema: { tags: ["editors"], body: setPasswordBodySchema, response: { 200: passwordLinkInfoSchema, ...errors } } },
    async (request) => {
      const { token, password } = request.body;
      // A link that no longer works says so before the password is judged.
      const before = await findPasswordLink(db, token);
      if (!before.ok) throw linkRefusal(before);
      const problem = newPasswordProblem(password, "/body/password");
      if (problem) throw problem;
      // Hashed before the transaction: scrypt takes tens of milliseconds, the transaction none of them.
      const passwordHash = await hashPassword(password);
      const used = await db.transaction(async (tx) => {
        const lookup = await usePasswordLink(tx, token);
        if (!lookup.ok) return lookup;
        await setEditorPasswordHash(tx, lookup.link.profileId, lookup.link.editorId, passwordHash);
        // Whoever held a session of this account before the password was set is logged out.
        await deleteOtherSessions(tx, { kind: "editor", editorId: lookup.link.editorId }, null);
        // And every browser remembered for two-step sign-in asks for a code again.
        await forgetRememberedDevices(tx, lookup.link.editorId);
        return lookup;
      });
      if (!used.ok) throw linkRefusal(used);
      const { profileId, editorId } = used.link;
      const [profile, editor] = await Promise.all([findProfile(db, profileId), findEditor(db, profileId, editorId)]);
      return { profileId, artistName: profile?.name ?? "", email: editor?.email ?? "" };
    },
  );
};
