/**
 * Emails are the documents table's third kind (issue 16): drafts saved with the same optimistic
 * concurrency as pages, listed per artist. They are never published to the site (they are sent,
 * with the newsletters issue), so `published` stays null for them.
 */
export const emailDocuments = `
ALTER TABLE documents DROP CONSTRAINT documents_kind_check;
ALTER TABLE documents ADD CONSTRAINT documents_kind_check CHECK (kind IN ('site', 'page', 'email'));
ALTER TABLE documents ADD CONSTRAINT documents_email_unpublished CHECK (kind <> 'email' OR published IS NULL);
`;
