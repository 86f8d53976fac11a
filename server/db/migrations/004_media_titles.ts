/** Media items carry what fans read (a title) and what an image shows (alt text), never their file's name. */
export const mediaTitles = `
ALTER TABLE media_items ADD COLUMN title text NOT NULL DEFAULT '';
ALTER TABLE media_items ADD COLUMN alt text NOT NULL DEFAULT '';
`;
