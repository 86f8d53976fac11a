/**
 * Feeds (issue 37, item 5). A member's private podcast feed is reached by a secret in its address:
 * the row keeps a random salt, from which the server's secret derives the token (so the account
 * page can show the same address again), and the token's SHA-256, by which a request finds its
 * member. The table alone opens no feed. Resetting the link draws a new salt and hash: the old
 * address stops working at once. One row per member; it goes with the account.
 *
 * Newsletters' web versions now announce their artist's changed content like posts do: the public
 * feeds and the site's newsletter archive are kept in the shared cache until a send starts or ends.
 */
export const memberFeeds = `
CREATE TABLE member_feed_tokens (
  account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  salt text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON newsletter_sends
  FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
`;
