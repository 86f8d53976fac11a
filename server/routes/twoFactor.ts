import type { FastifyRequest } from "fastify";
import {
  recoveryCodesSchema,
  teamTwoFactorSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../../schema/api/twoFactor";
import type { ServerContext } from "../context";
import { deleteTwoFactor, findTwoFactor, startTwoFactor } from "../data/editorTwoFactor";
import { findProfile } from "../data/profiles";
import { countRecoveryCodesLeft, deleteRecoveryCodes, replaceRecoveryCodes } from "../data/recoveryCodes";
import { forgetRememberedDevices } from "../data/rememberedDevices";
import { setTeamRequiresTwoFactor, teamRequiresTwoFactor } from "../data/teamTwoFactor";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import { studioOf } from "../http/studioScope";
import { sendTwoFactorChanged } from "../notices/artistNotices";
import { checkSecondFactor } from "../twoFactor/checkSecondFactor";
import { qrCodeDataUrl } from "../twoFactor/qrCode";
import { hashRecoveryCode, newRecoveryCodes } from "../twoFactor/recoveryCodes";
import { sealSecret } from "../twoFactor/secretSeal";
import { newTotpSecret, totpAddress } from "../twoFactor/totp";
import type { RoutePlugin } from "./plugin";

const PATH = "/account/two-factor";
/**
 * An editor's own sign-in, so every role of the team manages theirs (a viewer too), and open to one
 * the team requires two-step sign-in of before it is on, so they can set it up (studioScope.ts).
 */
const SETUP_ROUTE = { beforeTwoFactor: true, studioRole: "viewer" } as const;

/** New recovery codes for the editor asking: only their hashes are kept; the codes are shown once. */
async function issueRecoveryCodes({ db }: Pick<ServerContext, "db">, profileId: string, editorId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(
    db,
    profileId,
    editorId,
    codes.map((code) => hashRecoveryCode(editorId, code)),
  );
  return codes;
}

/**
 * An editor's own two-step sign-in, in the studio's Your account (issue 35, item 7): set up an
 * authenticator app (its secret shown once, as a QR code and as text), turn it on with a code from
 * it, which gives ten one-time recovery codes, make new codes, turn it off. Each change is mailed to
 * the editor. An owner may require it of everyone who edits the artist's studio.
 */
/** Each change of an editor's two-step sign-in, as the audit log names it. */
const AUDITED_CHANGES = { on: "two_factor_on", off: "two_factor_off", codes: "recovery_codes_renewed" } as const;

export const twoFactorRoutes: RoutePlugin = async (app, { context }) => {
  const { db, config, mail } = context;
  const notify = async (request: FastifyRequest, change: "on" | "off" | "codes") => {
    const { profileId, editor } = studioOf(request);
    const profile = await findProfile(db, profileId);
    await sendTwoFactorChanged(mail, { profileId, email: editor.email, artistName: profile?.name ?? "", change });
    await auditStudio(request, db, AUDITED_CHANGES[change], "");
  };

  app.get(PATH, { config: SETUP_ROUTE, schema: { tags: ["editors"], response: { 200: twoFactorStatusSchema } } }, async (request) => {
    const { profileId, editor } = studioOf(request);
    const [stored, left, requiredByTeam] = await Promise.all([
      findTwoFactor(db, profileId, editor.id),
      countRecoveryCodesLeft(db, profileId, editor.id),
      teamRequiresTwoFactor(db, profileId),
    ]);
    return { enabled: stored?.confirmed === true, recoveryCodesLeft: stored?.confirmed ? left : 0, requiredByTeam };
  });

  app.post(
    `${PATH}/setup`,
    { config: SETUP_ROUTE, schema: { tags: ["editors"], response: { 200: twoFactorSetupSchema, ...errorResponses(409) } } },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const profile = await findProfile(db, profileId);
      const secret = newTotpSecret();
      // Refused when one is on: a new secret would lock the editor out of the app they use.
      if (!(await startTwoFactor(db, profileId, editor.id, sealSecret(config.uploadSecret, secret))))
        throw httpError("two_factor_state", "alreadyOn");
      const otpauthUrl = totpAddress(secret, { issuer: `${profile?.name ?? "Backline"} studio`, label: editor.email });
      return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
    },
  );

  app.post(
    `${PATH}/confirm`,
    {
      config: SETUP_ROUTE,
      schema: {
        tags: ["editors"],
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      await checkSecondFactor(request, context, {
        profileId,
        editorId: editor.id,
        code: request.body.code,
        recovery: false,
        confirm: true,
      });
      const recoveryCodes = await issueRecoveryCodes(context, profileId, editor.id);
      await notify(request, "on");
      return { recoveryCodes };
    },
  );

  app.post(
    `${PATH}/recovery-codes`,
    {
      config: SETUP_ROUTE,
      schema: {
        tags: ["editors"],
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      await checkSecondFactor(request, context, { profileId, editorId: editor.id, code: request.body.code, recovery: true });
      const recoveryCodes = await issueRecoveryCodes(context, profileId, editor.id);
      await notify(request, "codes");
      return { recoveryCodes };
    },
  );

  app.post(
    `${PATH}/disable`,
    {
      config: SETUP_ROUTE,
      schema: {
        tags: ["editors"],
        body: twoFactorCodeBodySchema,
        response: { 200: twoFactorStatusSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      if (await teamRequiresTwoFactor(db, profileId)) throw httpError("two_factor_state", "requiredByTeam");
      await checkSecondFactor(request, context, { profileId, editorId: editor.id, code: request.body.code, recovery: true });
      await db.transaction(async (tx) => {
        await deleteTwoFactor(tx, profileId, editor.id);
        await deleteRecoveryCodes(tx, profileId, editor.id);
        await forgetRememberedDevices(tx, editor.id);
      });
      await notify(request, "off");
      return { enabled: false, recoveryCodesLeft: 0, requiredByTeam: false };
    },
  );

  app.put(
    "/team/two-factor",
    {
      config: { studioRole: "owner" },
      schema: { tags: ["editors"], body: teamTwoFactorSchema, response: { 200: teamTwoFactorSchema, ...errorResponses(409) } },
    },
    async (request) => {
      const { profileId, editor } = studioOf(request);
      const { required } = request.body;
      if (required && !(await findTwoFactor(db, profileId, editor.id))?.confirmed) throw httpError("two_factor_state", "ownerFirst");
      await setTeamRequiresTwoFactor(db, profileId, required);
      await auditStudio(request, db, required ? "team_two_factor_required" : "team_two_factor_optional", "");
      return { required };
    },
  );
};
