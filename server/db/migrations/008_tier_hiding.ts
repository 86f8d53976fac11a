/**
 * A tier with members is never deleted, only hidden (issue 17): hidden, fans no longer see or join
 * it; its members keep it, and its posts stay theirs.
 */
export const tierHiding = `
ALTER TABLE membership_tiers ADD COLUMN hidden boolean NOT NULL DEFAULT false;
`;
