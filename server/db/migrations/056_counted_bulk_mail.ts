/**
 * Bulk mail that counts as an email delivered in the artist's analytics (issue 38): a welcome to a
 * new member, a gift to its recipient. A test send, which also waits in the artist's line, does not.
 */
export const countedBulkMail = `
ALTER TABLE bulk_mail ADD COLUMN counted boolean NOT NULL DEFAULT false;
`;
