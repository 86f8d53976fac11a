/**
 * Checkout (issue 18): an order remembers the submission that made it (one order per idempotency
 * key and fan, so a double click or a retried request makes one), who pays and where, and its
 * gifts' recipients; the test payment provider keeps its sessions here too.
 */
export const checkout = `
ALTER TABLE orders ADD COLUMN idempotency_key text;
ALTER TABLE orders ADD COLUMN email text NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN payment_provider text;
ALTER TABLE orders ADD COLUMN payment_session_id text;
ALTER TABLE orders ADD COLUMN payment_ref text;
ALTER TABLE orders ADD COLUMN payment_url text;
CREATE UNIQUE INDEX orders_submission ON orders (profile_id, account_id, idempotency_key);

ALTER TABLE order_items ADD COLUMN recipient_name text;
ALTER TABLE order_items ADD COLUMN recipient_email text;
ALTER TABLE order_items ADD COLUMN recipient_message text;

CREATE TABLE test_payment_sessions (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  amount_cents integer NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'failed')),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
