import { COMMENT_MAX_LENGTH } from "../../../schema/api/posts";
import type { Comment } from "../../../schema/entities/posts";

export { COMMENT_MAX_LENGTH };

/** What a comment box's text sends: trimmed, or nothing when it is only whitespace (SPEC §5). */
export function commentToSend(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

/** The ids of comments shown before the server has them. */
export const PENDING_PREFIX = "pending-";

/** A fan's comment as shown at once, before the server answers (SPEC §2: a new comment appears at once). */
export function pendingComment(content: string, fullName: string, now: Date, sequence: number): Comment {
  return { id: `${PENDING_PREFIX}${sequence}`, fullName, content, createdAt: now.toISOString() };
}

export function isPending(comment: Comment): boolean {
  return comment.id.startsWith(PENDING_PREFIX);
}

/** The list with a new comment last (oldest first, as the server lists them). */
export function appendComment(list: readonly Comment[], comment: Comment): Comment[] {
  return [...list, comment];
}

/** The list with the pending comment `id` replaced by the server's, or dropped (a failed send) when there is none. */
export function settleComment(list: readonly Comment[], id: string, saved: Comment | null): Comment[] {
  return saved ? list.map((comment) => (comment.id === id ? saved : comment)) : list.filter((comment) => comment.id !== id);
}

/**
 * The newest page of comments (the server sends it newest first), shown oldest first, with the
 * comments still pending after it.
 */
export function mergeLoaded(newestFirst: readonly Comment[], current: readonly Comment[]): Comment[] {
  return [...[...newestFirst].reverse(), ...current.filter(isPending)];
}

/**
 * An older page of comments (newest first, as the server sends it) put before those shown. A
 * comment written since the last page was read pushes older ones a place later, so a page may
 * repeat one already shown: it is kept once.
 */
export function prependOlder(newestFirst: readonly Comment[], shown: readonly Comment[]): Comment[] {
  const ids = new Set(shown.map((comment) => comment.id));
  return [...[...newestFirst].reverse().filter((comment) => !ids.has(comment.id)), ...shown];
}
