/**
 * Redirects (issue 39, item 7): an artist's old paths, from the site they moved from, sent on to
 * pages of this one, permanently (301) or for now (302). A change forgets the artist's cached
 * pages, as any content change does (migration 005).
 */
export const redirects = `
CREATE TABLE site_redirects (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  from_path text NOT NULL,
  to_path text NOT NULL,
  permanent boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, from_path)
);
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON site_redirects
  FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
`;
