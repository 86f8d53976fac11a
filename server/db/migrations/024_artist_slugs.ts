/**
 * Every artist at an address of their own (issue 31): `profiles.slug`, the `<slug>` of
 * `<slug>.<PLATFORM_DOMAIN>`, unique. Existing artists get one from their name much as
 * `slugFromName` (schema/rules/artistSlug.ts) makes it for new ones (without its dropping of
 * accents): lowercased, every run of other characters a hyphen, 40 at most, "artist" when nothing is left, "-music" after a name the
 * platform keeps; a name met before gets a piece of the artist's id after it. The demo artist,
 * The Lantern Coast, is `lantern-coast`.
 */
export const artistSlugs = `
ALTER TABLE profiles ADD COLUMN slug text;

WITH made AS (
  SELECT id, created_at,
    rtrim(left(trim(both '-' from regexp_replace(lower(name), '[^a-z0-9]+', '-', 'g')), 40), '-') AS plain
  FROM profiles
), based AS (
  SELECT m.id, m.created_at,
    CASE
      WHEN p.name = 'The Lantern Coast' THEN 'lantern-coast'
      WHEN length(m.plain) = 0 THEN 'artist'
      WHEN length(m.plain) < 3 THEN m.plain || '-music'
      WHEN m.plain IN ('www', 'api', 'app', 'studio', 'admin', 'mail', 'email', 'smtp', 'imap', 'static', 'assets', 'media', 'cdn',
                       'status', 'help', 'support', 'docs', 'blog', 'billing', 'pay', 'payments', 'auth', 'login', 'signup',
                       'account', 'accounts', 'backline', 'localhost') THEN m.plain || '-music'
      ELSE m.plain
    END AS base
  FROM made m JOIN profiles p ON p.id = m.id
), numbered AS (
  SELECT id, base, row_number() OVER (PARTITION BY base ORDER BY created_at, id) AS n FROM based
)
UPDATE profiles p
SET slug = CASE
  WHEN numbered.n = 1 THEN numbered.base
  ELSE rtrim(left(numbered.base, 31), '-') || '-' || left(lower(regexp_replace(p.id, '[^a-zA-Z0-9]', '', 'g')), 8)
END
FROM numbered WHERE numbered.id = p.id;

ALTER TABLE profiles ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX profiles_slug ON profiles (slug);
`;
