/**
 * Open and click tracking of newsletters (issue 38), the artist's choice and off by default. Each
 * send notes whether any copy went out with the pixel or with tracked links, so its results can
 * say "tracking was off" rather than show zeros as facts. Events name the recipient as the
 * recipients are keyed (send and address); counts take distinct recipients, so repeat opens (a
 * mail client's prefetch, a second read) are kept but counted once. An erased fan's recipient row
 * is renamed (accountErasure), and their events follow it (ON UPDATE CASCADE).
 */
export const emailTracking = `
ALTER TABLE profiles ADD COLUMN email_open_tracking boolean NOT NULL DEFAULT false;
ALTER TABLE profiles ADD COLUMN email_click_tracking boolean NOT NULL DEFAULT false;
ALTER TABLE newsletter_sends ADD COLUMN open_tracking boolean NOT NULL DEFAULT false;
ALTER TABLE newsletter_sends ADD COLUMN click_tracking boolean NOT NULL DEFAULT false;

CREATE TABLE email_events (
  id bigserial PRIMARY KEY,
  send_id text NOT NULL REFERENCES newsletter_sends(id) ON DELETE CASCADE,
  email text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('open', 'click')),
  link text NOT NULL DEFAULT '',
  at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (send_id, email) REFERENCES newsletter_recipients(send_id, email) ON DELETE CASCADE ON UPDATE CASCADE
);
-- Distinct recipients who opened or clicked, per send.
CREATE INDEX email_events_recipients ON email_events (send_id, kind, email);
-- The most followed links of a send.
CREATE INDEX email_events_links ON email_events (send_id, link) WHERE kind = 'click';
`;
