/**
 * Posts by email and members' email choices (issue 37, item 1). A post may be sent by email once:
 * the artist's choice of readers waits here until the post comes out (at once for a post published
 * now, at its time for a scheduled one), and `send_id` records the newsletter send made from it, so
 * a repeated publish, a restart or a second server never sends it again. A send says which kind of
 * email it is (news, a post, a release), and a fan who turned that kind off in their account is
 * skipped. A post's send carries what readers without access get in place of the locked part.
 */
export const postEmails = `
ALTER TABLE accounts ADD COLUMN email_posts boolean NOT NULL DEFAULT true;
ALTER TABLE accounts ADD COLUMN email_news boolean NOT NULL DEFAULT true;
ALTER TABLE accounts ADD COLUMN email_releases boolean NOT NULL DEFAULT true;

ALTER TABLE newsletter_sends ADD COLUMN mail_kind text NOT NULL DEFAULT 'news'
  CHECK (mail_kind IN ('news', 'posts', 'releases'));
-- For a post's email: the blocks readers without access get instead of the locked part, and their subject.
ALTER TABLE newsletter_sends ADD COLUMN locked_notice jsonb;

CREATE TABLE post_emails (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  post_id text NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
  to_readers boolean NOT NULL DEFAULT false,
  to_free_members boolean NOT NULL DEFAULT false,
  email_list_id text REFERENCES email_lists(id) ON DELETE SET NULL,
  send_id text REFERENCES newsletter_sends(id),
  chosen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, post_id)
);
CREATE INDEX post_emails_waiting ON post_emails (post_id) WHERE send_id IS NULL;
`;
