/**
 * Shipping (issue 36, item 3). An artist's zones each name the countries they ship to, with a rate
 * for the first physical item of an order and one for each further item, and an optional order
 * subtotal from which shipping is free. A country is in at most one zone of an artist: the
 * studio's save refuses a second, so the zone for a country is never a guess.
 *
 * An order that ships goods keeps the country its shipping was priced for, what shipping cost (in
 * its total) and, once the fan gave it on the payment page, the address; the artist may correct
 * the address until the order is shipped.
 */
export const shipping = `
CREATE TABLE shipping_zones (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  countries text[] NOT NULL,
  first_item_cents integer NOT NULL CHECK (first_item_cents >= 0),
  extra_item_cents integer NOT NULL CHECK (extra_item_cents >= 0),
  free_over_cents integer CHECK (free_over_cents > 0)
);
CREATE INDEX shipping_zones_profile ON shipping_zones (profile_id, position);

ALTER TABLE orders ADD COLUMN ship_to_country text;
ALTER TABLE orders ADD COLUMN shipping_cents integer NOT NULL DEFAULT 0 CHECK (shipping_cents >= 0);
ALTER TABLE orders ADD COLUMN shipping_address jsonb;
`;
