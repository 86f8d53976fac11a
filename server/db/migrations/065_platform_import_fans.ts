/**
 * Imports that make fans (issue 40: Patreon's members): each account an import made or linked is
 * recorded beside it, with the complimentary membership it gave, so undo removes exactly that. An
 * account's first sign-in after is marked by a trigger on sessions (every way of signing in makes
 * one), so undo keeps the accounts fans have since used. What an undo kept is kept with the import.
 *
 * Purchase history from another platform (Bandcamp's sales report) is a table of its own, never
 * an order: nothing that reads orders (revenue, payouts, fulfilment, receipts, webhooks, a fan's
 * library) can take it for a sale made here. Each purchase names the release or track of the
 * artist's it was matched to by title, or keeps its title as text; the same purchase imported
 * twice is one row (its key is the report's own facts).
 */
export const platformImportFans = `
CREATE TABLE platform_import_accounts (
  import_id text NOT NULL REFERENCES platform_imports(id) ON DELETE CASCADE,
  account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  -- Made by this import (true), or a fan already here it linked (false: never removed by undo).
  created boolean NOT NULL,
  -- The complimentary membership it gave, or null (none mapped, a former patron, or one they had already).
  tier_id text REFERENCES membership_tiers(id) ON DELETE SET NULL,
  signed_in_at timestamptz,
  PRIMARY KEY (import_id, account_id)
);
CREATE INDEX platform_import_accounts_account ON platform_import_accounts (account_id);

CREATE FUNCTION backline_platform_import_signed_in() RETURNS trigger AS $$
BEGIN
  UPDATE platform_import_accounts SET signed_in_at = now() WHERE account_id = NEW.account_id AND signed_in_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER platform_import_signed_in AFTER INSERT ON sessions
  FOR EACH ROW WHEN (NEW.account_id IS NOT NULL) EXECUTE FUNCTION backline_platform_import_signed_in();

ALTER TABLE platform_imports ADD COLUMN kept jsonb;

CREATE TABLE imported_purchases (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  import_id text NOT NULL REFERENCES platform_imports(id) ON DELETE CASCADE,
  account_id text REFERENCES accounts(id) ON DELETE SET NULL,
  email text NOT NULL,
  platform text NOT NULL,
  item_name text NOT NULL,
  item_type text NOT NULL,
  product_id text REFERENCES products(id) ON DELETE SET NULL,
  track_id text REFERENCES tracks(id) ON DELETE SET NULL,
  currency text NOT NULL,
  amount_cents integer NOT NULL,
  quantity integer NOT NULL,
  -- As the report wrote it ("1/4/24 11:22pm"): its time zone is the seller's, which the file does not say.
  purchased_at text NOT NULL,
  source_key text NOT NULL,
  UNIQUE (profile_id, source_key)
);
CREATE INDEX imported_purchases_import ON imported_purchases (import_id);
CREATE INDEX imported_purchases_profile ON imported_purchases (profile_id, id);
`;
