/**
 * Members by tier over time (issue 38): each tier's member count, taken by the maintenance job
 * through the day (the day's row ends as its last count). Memberships keep only their present
 * state, so the past of a tier's count cannot be rebuilt from them: it is counted as it happens,
 * from this migration on. Today's counts are taken at once, so a chart has a first point.
 */
export const memberCounts = `
CREATE TABLE member_counts_daily (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  membership_tier_id text NOT NULL REFERENCES membership_tiers(id) ON DELETE CASCADE,
  day date NOT NULL,
  members integer NOT NULL CHECK (members >= 0),
  PRIMARY KEY (profile_id, membership_tier_id, day)
);
INSERT INTO member_counts_daily (profile_id, membership_tier_id, day, members)
SELECT t.profile_id, t.id, (now() AT TIME ZONE 'UTC')::date,
  (SELECT count(*)::int FROM accounts a WHERE a.profile_id = t.profile_id AND a.membership_tier_id = t.id)
FROM membership_tiers t;
`;
