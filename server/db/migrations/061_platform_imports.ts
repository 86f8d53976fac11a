/**
 * Imports from other platforms (issue 40): each import is a row with its counts and who ran it,
 * and each row it created (a subscriber on a list, a suppressed address) is recorded beside it, so
 * undoing the import removes exactly what it created and leaves what existed before as it was.
 */
export const platformImports = `
CREATE TABLE platform_imports (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  platform text NOT NULL,
  email_list_id text REFERENCES email_lists(id) ON DELETE SET NULL,
  run_by text NOT NULL,
  counts jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  undone_at timestamptz
);
CREATE INDEX platform_imports_profile ON platform_imports (profile_id, created_at DESC);

CREATE TABLE platform_import_subscribers (
  import_id text NOT NULL REFERENCES platform_imports(id) ON DELETE CASCADE,
  email_list_id text NOT NULL,
  email text NOT NULL,
  PRIMARY KEY (import_id, email_list_id, email)
);

CREATE TABLE platform_import_suppressions (
  import_id text NOT NULL REFERENCES platform_imports(id) ON DELETE CASCADE,
  email text NOT NULL,
  PRIMARY KEY (import_id, email)
);
`;
