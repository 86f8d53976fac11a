/**
 * Merch that ships (issue 36): a product's options (Size, Colour) and each variant's values of
 * them, its SKU and its stock on hand (NULL: not counted, as downloads). A checkout holds what it
 * sells in `stock_reservations` until its payment: stock left to sell is the stock on hand less what
 * is held. A payment takes the order's items off the stock; a failure, a cancel or the hold's expiry
 * deletes the hold. Holds announce their artist's changed content (migration 005), so 'Sold out'
 * and 'Only N left' are never served from a stale cache.
 */
export const merchStock = `
ALTER TABLE products ADD COLUMN options jsonb NOT NULL DEFAULT '[]';
ALTER TABLE products ADD COLUMN low_stock_threshold integer CHECK (low_stock_threshold BETWEEN 1 AND 1000);
ALTER TABLE product_variants ADD COLUMN option_values jsonb NOT NULL DEFAULT '[]';
ALTER TABLE product_variants ADD COLUMN sku text NOT NULL DEFAULT '';
ALTER TABLE product_variants ADD COLUMN stock integer CHECK (stock >= 0);

CREATE TABLE stock_reservations (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  -- No reference: a variant the artist removes leaves its holds to expire with their checkouts.
  variant_id text NOT NULL,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  quantity integer NOT NULL CHECK (quantity > 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (order_id, variant_id)
);
CREATE INDEX stock_reservations_variant ON stock_reservations (variant_id);
CREATE INDEX stock_reservations_expiry ON stock_reservations (expires_at);
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON stock_reservations
  FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');

-- A refund that put its items back on the shelf says so, so they go back once.
ALTER TABLE order_items ADD COLUMN restocked_at timestamptz;

-- How a shipped order went: {carrier, trackingNumber, trackingUrl, shippedAt}.
ALTER TABLE orders ADD COLUMN shipment jsonb;
`;
