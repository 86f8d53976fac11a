/**
 * Every move of an order is recorded with its time and cause (issue 18), and every payment event
 * a provider delivers is kept by its id, so the same event delivered twice moves an order once.
 */
export const orderEvents = `
CREATE TABLE order_events (
  order_id text NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  seq bigint GENERATED ALWAYS AS IDENTITY,
  from_status text,
  to_status text NOT NULL,
  cause text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (order_id, seq)
);

CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  order_id text REFERENCES orders(id) ON DELETE CASCADE,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
`;
