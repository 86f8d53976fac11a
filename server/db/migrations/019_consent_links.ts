/**
 * Confirmation links that end (issue 30): a list join's link works once, for 7 days, and never
 * lifts an unsubscribe made after it was sent. Links already out were issued when their address
 * joined (or last asked again, which the join time stands in for).
 */
export const consentLinks = `
ALTER TABLE email_subscribers ADD COLUMN confirm_token_issued_at timestamptz;
ALTER TABLE email_subscribers ADD COLUMN confirm_token_used_at timestamptz;
UPDATE email_subscribers SET confirm_token_issued_at = joined_at WHERE confirm_token_hash IS NOT NULL;
UPDATE email_subscribers SET confirm_token_used_at = confirmed_at WHERE confirm_token_hash IS NOT NULL AND status = 'confirmed';
`;
