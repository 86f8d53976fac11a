/**
 * Every write to what fans are shown announces the artist it changed on the `backline_content`
 * channel (NOTIFY, delivered at commit). Each server LISTENs and forgets what it kept for that
 * artist, so caches stay right with several servers on one database, whatever code wrote: a route,
 * the demo seed, a script. Tables without the artist's id find it through their parent; a child
 * deleted with its parent finds none, and the parent's own trigger speaks for it.
 */
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

CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION backline_content_changed('id');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON domains FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON membership_tiers FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON products FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants FOR EACH ROW EXECUTE FUNCTION backline_content_changed('parent');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON tracks FOR EACH ROW EXECUTE FUNCTION backline_content_changed('parent');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON posts FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON poll_options FOR EACH ROW EXECUTE FUNCTION backline_content_changed('parent');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON poll_votes FOR EACH ROW EXECUTE FUNCTION backline_content_changed('parent');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON likes FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON comments FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE ON email_lists FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
-- Drafts are the editors' own: only what is published reaches fans.
CREATE TRIGGER content_changed AFTER INSERT OR DELETE ON documents FOR EACH ROW EXECUTE FUNCTION backline_content_changed('own');
CREATE TRIGGER content_published AFTER UPDATE ON documents FOR EACH ROW
  WHEN (OLD.published IS DISTINCT FROM NEW.published OR OLD.profile_id IS DISTINCT FROM NEW.profile_id)
  EXECUTE FUNCTION backline_content_changed('own');
`;
