import type { ShippingZone } from "../../schema/entities/shipping";
import { inTransaction, type Queryable } from "../db/database";
import { newId } from "../security/tokens";

interface ZoneRow {
  id: string;
  name: string;
  countries: string[];
  first_item_cents: number;
  extra_item_cents: number;
  free_over_cents: number | null;
}

const toZone = (row: ZoneRow): ShippingZone => ({
  id: row.id,
  name: row.name,
  countries: row.countries,
  firstItemCents: row.first_item_cents,
  extraItemCents: row.extra_item_cents,
  freeOverCents: row.free_over_cents,
});

/** An artist's shipping zones (issue 36, item 3), in the order the studio shows them. */
export async function listShippingZones(db: Queryable, profileId: string): Promise<ShippingZone[]> {
  const rows = await db.query<ZoneRow>(
    `SELECT id, name, countries, first_item_cents, extra_item_cents, free_over_cents
     FROM shipping_zones WHERE profile_id = $1 ORDER BY position`,
    [profileId],
  );
  return rows.map(toZone);
}

/** A zone as the studio saves it. */
export type ShippingZoneInput = Omit<ShippingZone, "id">;

/**
 * Puts the artist's zones in place of the ones they had, in one transaction. Each gets a new id:
 * an order keeps what it paid for shipping, not a zone, so nothing refers to them.
 */
export function replaceShippingZones(db: Queryable, profileId: string, zones: readonly ShippingZoneInput[]): Promise<ShippingZone[]> {
  return inTransaction(db, async (tx) => {
    await tx.query("DELETE FROM shipping_zones WHERE profile_id = $1", [profileId]);
    for (const [position, zone] of zones.entries()) {
      await tx.query(
        `INSERT INTO shipping_zones (id, profile_id, position, name, countries, first_item_cents, extra_item_cents, free_over_cents)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [newId(), profileId, position, zone.name, zone.countries, zone.firstItemCents, zone.extraItemCents, zone.freeOverCents],
      );
    }
    return listShippingZones(tx, profileId);
  });
}
