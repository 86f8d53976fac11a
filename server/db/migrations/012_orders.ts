/**
 * Orders, as far as the catalogue needs them now (issue 17: a release with orders is archived,
 * never deleted; issue 18 builds checkout on these tables). Money is in integer cents. An order's
 * item names its release with ON DELETE RESTRICT, so the database itself keeps a sold release.
 */
export const orders = `
CREATE TABLE orders (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text REFERENCES accounts(id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('initiated_payment', 'payment_failed', 'paid', 'processing', 'shipped', 'delivered', 'cancelled')),
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_profile ON orders (profile_id, created_at DESC);

CREATE TABLE order_items (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id text NOT NULL REFERENCES products(id) ON DELETE RESTRICT,
  variant_id text NOT NULL,
  title text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  PRIMARY KEY (order_id, position)
);
CREATE INDEX order_items_product ON order_items (product_id);
`;
