import { profileParamsSchema } from "../../schema/api/common";
import { type ShippingZonesInput, shippingZonesInputSchema, shippingZonesSchema } from "../../schema/api/shipping";
import { countryName, isShippingCountry } from "../../schema/rules/countries";
import { countryInTwoZones } from "../../schema/rules/shipping";
import { listShippingZones, replaceShippingZones } from "../data/shippingZones";
import { errorResponses } from "../http/errorResponses";
import { httpError } from "../http/httpError";
import { auditStudio } from "../http/studioAudit";
import type { RoutePlugin } from "./plugin";

const errors = errorResponses(400, 404);

/** What the schema cannot say: each country one we can ship to, and in one zone only. */
function checkZones({ zones }: ShippingZonesInput): void {
  for (const [index, zone] of zones.entries()) {
    const unknown = zone.countries.find((code) => !isShippingCountry(code));
    if (unknown)
      throw httpError("shipping_zones_invalid", "unknownCountry", unknown).withFields({
        errors: [
          { pointer: `/body/zones/${index}/countries`, rule: "country", message: `${unknown} is not a country orders can be shipped to.` },
        ],
      });
  }
  const twice = countryInTwoZones(zones);
  if (twice) {
    const name = (index: number) => zones[index]?.name ?? "";
    throw httpError("shipping_zones_invalid", "countryTwice", countryName(twice.country), name(twice.first), name(twice.second));
  }
}

/**
 * The artist's shipping zones (issue 36, item 3): read by the whole team, saved all at once by
 * editors (the studio edits them as one form), with the change written in the audit log.
 */
export const shippingZoneRoutes: RoutePlugin = async (app, { context: { db } }) => {
  app.get(
    "/shipping-zones",
    { schema: { tags: ["orders"], params: profileParamsSchema, response: { 200: shippingZonesSchema, ...errors } } },
    async (request) => ({ zones: await listShippingZones(db, request.params.profileId) }),
  );

  app.put(
    "/shipping-zones",
    {
      schema: {
        tags: ["orders"],
        params: profileParamsSchema,
        body: shippingZonesInputSchema,
        response: { 200: shippingZonesSchema, ...errors },
      },
    },
    async (request) => {
      checkZones(request.body);
      const zones = await replaceShippingZones(db, request.params.profileId, request.body.zones);
      await auditStudio(request, db, "shipping_zones_changed", zones.map((zone) => zone.name).join(", ") || "no zones");
      return { zones };
    },
  );
};
