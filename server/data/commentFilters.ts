import type { Queryable } from "../db/database";

/** The artist's filter words, in the order they were written (lower case, each once). */
export async function listFilterWords(db: Queryable, profileId: string): Promise<string[]> {
  const rows = await db.query<{ word: string }>("SELECT word FROM comment_filter_words WHERE profile_id = $1 ORDER BY word", [profileId]);
  return rows.map((row) => row.word);
}

/** The words as stored: trimmed, lower case (matching ignores case), each once, empty ones dropped. */
export function tidyFilterWords(words: readonly string[]): string[] {
  return [...new Set(words.map((word) => word.trim().toLowerCase()).filter((word) => word !== ""))];
}

/** Replaces the artist's filter words with `words` (already tidied and within bounds). */
export async function replaceFilterWords(db: Queryable, profileId: string, words: readonly string[]): Promise<void> {
  await db.query("DELETE FROM comment_filter_words WHERE profile_id = $1", [profileId]);
  if (words.length === 0) return;
  await db.query("INSERT INTO comment_filter_words (profile_id, word) SELECT $1, unnest($2::text[])", [profileId, words]);
}

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether `content` holds one of `words` as a whole word, in any case: "ass" holds "Ass!" but not
 * "class". Letters and digits of any script count as a word's inside.
 */
export function hasFilterWord(content: string, words: readonly string[]): boolean {
  return words.some((word) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeForPattern(word)}(?![\\p{L}\\p{N}_])`, "iu").test(content));
}

/** Whether the artist turned this fan's commenting off. */
export async function isCommentBlocked(db: Queryable, profileId: string, accountId: string): Promise<boolean> {
  const rows = await db.query("SELECT 1 FROM comment_blocks WHERE profile_id = $1 AND account_id = $2", [profileId, accountId]);
  return rows.length > 0;
}
