/**
 * Posts can be drafts (issue 34): only the artist sees one, whatever its date, until it is
 * published. Posts written before this version were all published (or scheduled) as they were.
 */
export const postDrafts = `
ALTER TABLE posts ADD COLUMN draft boolean NOT NULL DEFAULT false;
`;
