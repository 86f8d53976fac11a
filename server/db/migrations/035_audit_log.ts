/**
 * The studio's audit log (issue 35, item 8): who did what and when. The one who did it is kept in
 * words as they were then, so the entry outlives their place on the team. Nothing erases an entry
 * but its age (a year: server/maintenance.ts).
 */
export const auditLog = `
CREATE TABLE audit_events (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id text REFERENCES editors(id) ON DELETE SET NULL,
  actor text NOT NULL,
  action text NOT NULL,
  subject text NOT NULL DEFAULT ''
);
CREATE INDEX audit_events_profile_at ON audit_events (profile_id, at DESC);
`;
