/**
 * Webhooks (issue 40, item 4). An artist's endpoints, each with its own signing secret and the
 * events it takes; `webhook_events` is the outbox, written in the transaction of the change it tells
 * of, keyed so one change is one event however often it is applied; a delivery per endpoint and
 * event, retried on the code's clock (`next_attempt_at`), and every attempt kept with its answer.
 */
export const webhooks = `
CREATE TABLE webhook_endpoints (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  failing_since timestamptz,
  turned_off_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_profile ON webhook_endpoints (profile_id, created_at);

CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  type text NOT NULL,
  change_key text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (profile_id, change_key)
);

CREATE TABLE webhook_deliveries (
  id text PRIMARY KEY,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES webhook_events(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  first_tried_at timestamptz,
  next_attempt_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

CREATE TABLE webhook_attempts (
  delivery_id text NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  seq serial,
  at timestamptz NOT NULL,
  status_code integer,
  excerpt text NOT NULL DEFAULT '',
  duration_ms integer NOT NULL,
  PRIMARY KEY (delivery_id, seq)
);
`;
