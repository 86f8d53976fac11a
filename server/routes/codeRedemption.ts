import { profileQuerySchema } from "../../schema/api/common";
import { codeRedeemBodySchema, codeRedeemedSchema } from "../../schema/api/downloadCodes";
import { normalizeDownloadCode } from "../../schema/rules/downloadCodes";
import { redeemCode } from "../data/codeRedemptions";
import { requireFan } from "../http/caller";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { requestProfile } from "../http/profile";
import { limitRate } from "../http/rateLimits";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 401, 404, 409, 410, 429);

/**
 * A fan redeems a download code at /redeem (issue 36, item 6): signed in, at the artist whose code
 * it is. Every try is counted per client address and per account before the code is looked at,
 * failed ones too, so codes cannot be guessed (schema/rules/downloadCodes.ts: 50 bits). Another
 * artist's code answers as a code never made does.
 */
export const codeRedemptionRoutes: RoutePlugin = async (app, { context }) => {
  const { db } = context;

  app.post(
    "/public/download-codes/redeem",
    {
      config: { caller: "fan" },
      schema: {
        tags: ["library"],
        querystring: profileQuerySchema,
        body: codeRedeemBodySchema,
        response: { 200: codeRedeemedSchema, ...errors },
      },
    },
    async (request) => {
      const profile = await requestProfile(request, db);
      const fan = await requireFan(request, db, profile.id);
      await limitRate(request, context, "codeRedeem", { profileId: profile.id, account: fan.id });
      const code = normalizeDownloadCode(request.body.code);
      if (code === null) throw httpError("download_code_unknown", "unknown");
      const redemption = await redeemCode(db, profile.id, code, fan.id);
      switch (redemption.outcome) {
        case "unknown":
          throw httpError("download_code_unknown", "unknown");
        case "void":
          throw httpError("download_code_void", "voided");
        case "used":
          throw httpError("download_code_used", "used");
        default:
          return { productId: redemption.productId, title: redemption.title, outcome: redemption.outcome };
      }
    },
  );
};
