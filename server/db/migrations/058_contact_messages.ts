/**
 * Contact form messages (issue 39, item 1): what fans sent through a Contact form block, kept for
 * the studio's Messages. Each names its artist, so no query of one artist reads another's; the
 * page and block it came from are kept as they were (the page may change or go later), and
 * `read_at` is when an editor marked it read. Each value is bounded as the form's rules bound it.
 */
export const contactMessages = `
CREATE TABLE contact_messages (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  page_id text NOT NULL,
  page_path text NOT NULL,
  block_id text NOT NULL,
  name text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
  email text NOT NULL CHECK (length(email) <= 255),
  phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 40),
  subject text NOT NULL DEFAULT '' CHECK (length(subject) <= 150),
  message text NOT NULL DEFAULT '' CHECK (length(message) <= 5000),
  custom jsonb NOT NULL DEFAULT '[]',
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  seq bigserial
);
CREATE INDEX contact_messages_profile ON contact_messages (profile_id, created_at DESC, seq DESC);
CREATE INDEX contact_messages_unread ON contact_messages (profile_id) WHERE read_at IS NULL;
`;
