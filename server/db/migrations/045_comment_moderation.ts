/**
 * Comment moderation (issue 37, item 6). A comment with one of the artist's filter words waits
 * (`held`) until the artist approves it: only its author sees it meanwhile. Fans report comments,
 * once each (the key). The artist turns a fan's commenting off (`comment_blocks`). Every row names
 * its artist, so nothing of one artist is read or changed through another's profile.
 */
export const commentModeration = `
ALTER TABLE comments ADD COLUMN held boolean NOT NULL DEFAULT false;
CREATE INDEX comments_moderation ON comments (profile_id, created_at DESC, seq DESC);

CREATE TABLE comment_reports (
  comment_id text NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  reason text CHECK (reason IS NULL OR length(reason) <= 500),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, account_id)
);
CREATE INDEX comment_reports_profile ON comment_reports (profile_id, comment_id);

CREATE TABLE comment_blocks (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, account_id)
);

CREATE TABLE comment_filter_words (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  word text NOT NULL CHECK (length(word) BETWEEN 1 AND 50),
  PRIMARY KEY (profile_id, word)
);
`;
