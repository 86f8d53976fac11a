/**
 * Custom domains an artist adds from the studio (issue 31): a domain serves the artist only once
 * its DNS records are verified (`verified_at`); until then a job re-checks it with backoff
 * (`next_check_at`, `check_attempts`, the last problem found). `verification_token` is the value of
 * the TXT record `_backline.<domain>`. One verified domain per artist may be the primary address
 * (`is_primary`); without one, the artist's subdomain is.
 *
 * Domains that existed before were given by the operator (`backline artist create --domain`), who
 * is trusted: they are verified now, and each artist's first one in name order is primary, as it
 * was the canonical address before.
 */
export const customDomains = `
ALTER TABLE domains
  ADD COLUMN verification_token text NOT NULL DEFAULT md5(random()::text || clock_timestamp()::text),
  ADD COLUMN verified_at timestamptz,
  ADD COLUMN is_primary boolean NOT NULL DEFAULT false,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN checked_at timestamptz,
  ADD COLUMN check_attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN next_check_at timestamptz,
  ADD COLUMN check_problem text;

UPDATE domains SET verified_at = now();
UPDATE domains d SET is_primary = true
WHERE d.host = (SELECT min(o.host) FROM domains o WHERE o.profile_id = d.profile_id);

CREATE UNIQUE INDEX domains_one_primary ON domains (profile_id) WHERE is_primary;
CREATE INDEX domains_due_checks ON domains (next_check_at) WHERE verified_at IS NULL;
`;
