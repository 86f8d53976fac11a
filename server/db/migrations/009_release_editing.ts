/**
 * Artists edit their releases (issue 17): a release is a draft, published or archived (drafts and
 * archived releases never reach fans), and carries a version for optimistic concurrency. An
 * uploaded track's file is read once, on arrival, and what was read is kept by its storage key, so
 * a track's length comes from its file, never from the browser.
 */
export const releaseEditing = `
ALTER TABLE products ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'archived'));
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE products ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE TABLE audio_files (
  storage_key text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  format text NOT NULL,
  duration_seconds numeric(10, 2) NOT NULL,
  size bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audio_files_profile ON audio_files (profile_id);
`;
