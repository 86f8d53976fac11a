/**
 * Download codes (issue 36, item 6): batches of one-use codes an artist prints on cards; a fan
 * redeems one and owns the release (server/data/library.ts). A code is kept as it is, not hashed:
 * the artist exports and prints a batch's codes at any time. It is unique per artist, so the same
 * code at two artists is two codes. A batch's release cannot be deleted (the reference is checked
 * at the statement's end, so an artist's own removal still cascades; deleting a release with codes
 * archives it instead, server/data/studioReleases.ts), so nobody loses what a code gave them.
 * A redeemer's account deleted leaves the code used (`redeemed_at` stays), so it never works twice.
 */
export const downloadCodes = `
CREATE TABLE download_code_batches (
  id text PRIMARY KEY,
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  product_id text NOT NULL REFERENCES products(id),
  name text NOT NULL,
  size integer NOT NULL CHECK (size BETWEEN 1 AND 10000),
  state text NOT NULL DEFAULT 'generating' CHECK (state IN ('generating', 'ready')),
  created_at timestamptz NOT NULL DEFAULT now(),
  voided_at timestamptz
);
CREATE INDEX download_code_batches_profile ON download_code_batches (profile_id, created_at DESC);
CREATE INDEX download_code_batches_product ON download_code_batches (product_id);
CREATE TABLE download_codes (
  profile_id text NOT NULL REFERENCES profiles(id) ON DELETE CASCADE,
  code text NOT NULL,
  batch_id text NOT NULL REFERENCES download_code_batches(id) ON DELETE CASCADE,
  redeemed_by text REFERENCES accounts(id) ON DELETE SET NULL,
  redeemed_at timestamptz,
  PRIMARY KEY (profile_id, code)
);
CREATE INDEX download_codes_batch ON download_codes (batch_id);
CREATE INDEX download_codes_redeemer ON download_codes (profile_id, redeemed_by) WHERE redeemed_by IS NOT NULL;
`;
