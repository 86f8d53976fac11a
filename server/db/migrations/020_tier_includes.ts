/**
 * Tier access follows what the artist ticks (issue 30, item 1). Before, a tier's members read the
 * posts of every tier ranked below it, so a paid tier created before a free one ranked below it
 * and the free tier's members read its locked posts and private audio. Now a tier reads its own
 * posts and those of the tiers it includes, one row each; `rank` only orders the tiers for fans.
 *
 * Both tiers of an include belong to one artist: the foreign keys share `profile_id`, so an
 * include of another artist's tier cannot be stored. Deleting a tier deletes its includes both
 * ways. Includes are not transitive: A including B and B including C gives A nothing of C.
 *
 * Existing tiers keep what they could read where that is safe: a tier includes each tier listed
 * before it that is not more expensive. "Expensive" compares free before paid, then the monthly
 * price (a pay-what-you-want tier's minimum), as schema/rules/tierAccess.ts does; so a free tier
 * never gains a paid one here (that takes the artist's confirmation, in the studio), and a cheap
 * paid tier no longer reads a dearer one created before it.
 */
export const tierIncludes = `
ALTER TABLE membership_tiers ADD CONSTRAINT membership_tiers_profile_tier UNIQUE (profile_id, id);

CREATE TABLE membership_tier_includes (
  profile_id text NOT NULL,
  tier_id text NOT NULL,
  included_tier_id text NOT NULL,
  PRIMARY KEY (tier_id, included_tier_id),
  CHECK (tier_id <> included_tier_id),
  FOREIGN KEY (profile_id, tier_id) REFERENCES membership_tiers (profile_id, id) ON DELETE CASCADE,
  FOREIGN KEY (profile_id, included_tier_id) REFERENCES membership_tiers (profile_id, id) ON DELETE CASCADE
);
CREATE INDEX membership_tier_includes_included ON membership_tier_includes (profile_id, included_tier_id);

-- Fans' answers (a tier's includes, which posts a member reads) change with these rows: see 005.
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON membership_tier_includes
  FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');

WITH cost AS (
  SELECT id, profile_id, rank,
    (pay_what_you_want OR coalesce(price_monthly, 0) > 0 OR coalesce(price_yearly, 0) > 0)::int AS paid,
    CASE WHEN pay_what_you_want THEN coalesce(pay_what_you_want_minimum, 0) ELSE coalesce(price_monthly, 0) END AS monthly
  FROM membership_tiers
)
INSERT INTO membership_tier_includes (profile_id, tier_id, included_tier_id)
SELECT t.profile_id, t.id, s.id
FROM cost t JOIN cost s ON s.profile_id = t.profile_id AND s.id <> t.id
WHERE (s.rank, s.id) < (t.rank, t.id) AND (s.paid, s.monthly) <= (t.paid, t.monthly);
`;
