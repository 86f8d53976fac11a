/**
 * Votes in the polls of published pages (issue 15): one row per fan account and option, keyed by
 * the page, the poll's uid and the option's uid, so a double click or two tabs can never count a
 * fan twice. The poll itself lives in the page document; the route checks a vote against it. A
 * vote announces its artist like a like does, so cached pages showing the counts are forgotten.
 */
export const pagePollVotes = `
CREATE TABLE page_poll_votes (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  page_id text NOT NULL,
  poll_uid text NOT NULL CHECK (poll_uid ~ '^[a-z]{5}$'),
  option_uid text NOT NULL CHECK (option_uid ~ '^[a-z]{5}$'),
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, page_id, poll_uid, option_uid, account_id),
  FOREIGN KEY (profile_id, page_id) REFERENCES documents(profile_id, id) ON DELETE CASCADE
);
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON page_poll_votes FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
`;
