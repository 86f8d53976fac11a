/**
 * Artists write their own posts (issue 17): a caption is rich text (`caption_rich`, validated
 * Lexical JSON; `caption` keeps its plain text for search and for older readers), a post may be a
 * document, and `created_at` is when fans first see it: a scheduled post has it in the future and
 * stays out of every fan's answer until then. Comments can be hidden by the artist.
 */
export const postEditing = `
ALTER TABLE posts DROP CONSTRAINT posts_type_check;
ALTER TABLE posts ADD CONSTRAINT posts_type_check CHECK (type IN ('text', 'image', 'video', 'audio', 'poll', 'document'));
ALTER TABLE posts ADD COLUMN caption_rich jsonb;
ALTER TABLE comments ADD COLUMN hidden boolean NOT NULL DEFAULT false;
`;
