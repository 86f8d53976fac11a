/**
 * Imports run as a job in batches (issue 40): the rows still to write are kept with the import
 * (dropped once done), with how many there are and how many were written, so the studio shows
 * progress and a job restarted after a crash resumes at the next batch. Imports made before ran
 * in one transaction: finished when made.
 */
export const platformImportJobs = `
ALTER TABLE platform_imports ADD COLUMN pending jsonb;
ALTER TABLE platform_imports ADD COLUMN total integer NOT NULL DEFAULT 0;
ALTER TABLE platform_imports ADD COLUMN processed integer NOT NULL DEFAULT 0;
ALTER TABLE platform_imports ADD COLUMN finished_at timestamptz;
UPDATE platform_imports SET finished_at = created_at;
`;
