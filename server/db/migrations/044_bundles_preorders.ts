/**
 * Bundles and pre-orders (issue 36, item 5). A merch product may include the download of one of
 * its artist's releases: paying for the merch puts the release in the buyer's library, as buying
 * it would. A release dated in the future sells as a pre-order: a line bought before the release's
 * date is delivered by a job on that date, once (a row here per line delivered, taken in the
 * transaction that decides to mail the fan); until then only the tracks marked 'instant grat' play
 * in full and download.
 */
export const bundlesPreorders = `
ALTER TABLE products ADD COLUMN includes_product_id text REFERENCES products(id) ON DELETE SET NULL;
ALTER TABLE tracks ADD COLUMN instant_grat boolean NOT NULL DEFAULT false;

CREATE TABLE preorder_deliveries (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position integer NOT NULL,
  delivered_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, position)
);
CREATE INDEX products_released_at ON products (released_at);
`;
