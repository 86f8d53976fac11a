import { SHIPPING_COUNTRIES } from "../../schema/rules/countries";
import { replaceShippingZones } from "../data/shippingZones";
import type { Queryable } from "../db/database";

/** The test provider page's address fields, filled, as a fan types them for an order with merch (issue 36, item 3). */
export const TEST_ADDRESS_FORM = "shipName=Ada+Fan&shipLine1=1+Main+Street&shipCity=Springfield&shipPostalCode=12345";

/** Lets an artist ship everywhere, at these rates (free by default), so tests of other rules can sell merch. */
export function shipEverywhere(
  db: Queryable,
  profileId: string,
  rates: { firstItemCents: number; extraItemCents: number; freeOverCents: number | null } = {
    firstItemCents: 0,
    extraItemCents: 0,
    freeOverCents: null,
  },
) {
  return replaceShippingZones(db, profileId, [{ name: "Everywhere", countries: SHIPPING_COUNTRIES, ...rates }]);
}
