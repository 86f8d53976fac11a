/**
 * Every write to what fans are shown announces the artist it changed on the `backline_content`
 * channel (NOTIFY, delivered at commit). Each server LISTENs and forgets what it kept for that
 * artist, so caches stay right with several servers on one database, whatever code wrote: a route,
 * the demo seed, a script. Tables without the artist's id find it through their parent; a child
 * deleted with its parent finds none, and the parent's own trigger speaks for it.
 */
/**
 * The tables fans see, and how a row names its artist: its `id` (the artist), its own
 * `profile_id`, or its parent's (see the function below).
 */
const WATCHED_TABLES = {
  profiles: "id",
  domains: "own",
  membership_tiers: "own",
  products: "own",
  product_variants: "parent",
  tracks: "parent",
  posts: "own",
  poll_options: "parent",
  poll_votes: "parent",
  likes: "own",
  comments: "own",
  events: "own",
  email_lists: "own",
} as const;

const rowTriggers = Object.entries(WATCHED_TABLES)
  .map(
    ([table, artist]) =>
      `CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION backline_content_changed('${artist}');`,
  )
  .join("\n");

export const contentChanges = `
CREATE FUNCTION backline_notify_content(profile text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF profile IS NOT NULL THEN
    PERFORM pg_notify('backline_content', profile);
  END IF;
END $$;

CREATE FUNCTION backline_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  profile text;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'profiles' THEN
    profile := changed.id;
  ELSIF TG_TABLE_NAME = 'product_variants' THEN
    SELECT p.profile_id INTO profile FROM products p WHERE p.id = changed.product_id;
  ELSIF TG_TABLE_NAME = 'tracks' THEN
    SELECT p.profile_id INTO profile FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.id = changed.variant_id;
  ELSIF TG_TABLE_NAME IN ('poll_options', 'poll_votes') THEN
    SELECT p.profile_id INTO profile FROM posts p WHERE p.id = changed.post_id;
  ELSE
    profile := changed.profile_id;
  END IF;
  PERFORM backline_notify_content(profile);
  -- An update that moves a row to another artist changes the old one's content too.
  -- (Nested: only tables marked 'own' have the column to compare.)
  IF TG_OP = 'UPDATE' AND TG_ARGV[0] = 'own' THEN
    IF OLD.profile_id IS DISTINCT FROM NEW.profile_id THEN
      PERFORM backline_notify_content(OLD.profile_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;

${rowTriggers}
-- Drafts are the editors' own: only what is published reaches fans.
CREATE TRIGGER content_changed AFTER INSERT OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_published AFTER UPDATE ON documents FOR EACH ROW
  WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.profile_id IS DISTINCT FROM NEW.profile_id)
  EXECUTE FUNCTION backline_content_changed('own');
`;
