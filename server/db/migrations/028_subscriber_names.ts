/**
 * Subscribers' names (issue 34): a CSV import keeps the first and last names it holds, shown in the
 * studio and filling a newsletter's first-name field for a subscriber with no fan account. Joins
 * from the site and earlier imports have none.
 */
export const subscriberNames = `
ALTER TABLE email_subscribers ADD COLUMN first_name text NOT NULL DEFAULT '';
ALTER TABLE email_subscribers ADD COLUMN last_name text NOT NULL DEFAULT '';
`;
