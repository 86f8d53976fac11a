import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { Comment } from "../../../schema/entities/posts";
import { endpoints } from "../../api/endpoints";
import { Modal } from "../../ui/Modal";
import { appendComment, COMMENT_MAX_LENGTH, commentToSend, isPending, mergeLoaded, pendingComment, settleComment } from "./comments";
import { formatPostDate } from "./postDates";

/** What the modal asks of the server; the site's API by default, fakes in tests. */
export interface CommentsApi {
  comments(postId: string): Promise<Comment[]>;
  addComment(postId: string, content: string): Promise<Comment>;
}

export const SITE_COMMENTS_API: CommentsApi = endpoints;

let sequence = 0;

/**
 * A post's comments (SPEC §2 'Comments'): the list, oldest first, scrolling within its own height,
 * and 'Add a comment...' with 'Post'. Whitespace alone is not sent (SPEC §5); a comment shows at
 * once and, if the server refuses it, goes away again and its text comes back to the box (the
 * failure is logged only, SPEC §8).
 */
export function CommentsModal({
  open,
  postId,
  fullName,
  onClose,
  onCountChange,
  api = SITE_COMMENTS_API,
}: {
  readonly open: boolean;
  readonly postId: string;
  /** The fan's name, shown on their comment until the server's copy arrives. */
  readonly fullName: string;
  readonly onClose: () => void;
  /** The post's comment count moves by `delta`. */
  readonly onCountChange: (delta: number) => void;
  readonly api?: CommentsApi;
}) {
  const [comments, setComments] = useState<Comment[]>([]);
  const [loading, setLoading] = useState(false);
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    api.comments(postId).then(
      (loaded) => {
        if (!current) return;
        setComments((shown) => mergeLoaded(loaded, shown));
        setLoading(false);
      },
      (error: unknown) => {
        console.error(`Could not load the comments of post ${postId}`, error);
        if (current) setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, postId, api]);

  // The newest comment (at the bottom) in view after loading and after posting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the number of comments changes.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [comments.length, loading]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const content = commentToSend(draft);
    if (content === null) return;
    const pending = pendingComment(content, fullName, new Date(), ++sequence);
    setComments((shown) => appendComment(shown, pending));
    setDraft("");
    onCountChange(1);
    api.addComment(postId, content).then(
      (saved) => setComments((shown) => settleComment(shown, pending.id, saved)),
      (error: unknown) => {
        // SPEC §8: comment failures are logged only.
        console.error(`Could not post a comment on post ${postId}`, error);
        setComments((shown) => settleComment(shown, pending.id, null));
        onCountChange(-1);
        setDraft((text) => (text === "" ? content : text));
      },
    );
  };

  return (
    <Modal open={open} title="Comments" onClose={onClose} size="md">
      <div className="post-comments">
        {loading && comments.length === 0 ? (
          <p className="post-comments__empty" aria-busy="true">
            Loading comments…
          </p>
        ) : comments.length === 0 ? (
          <p className="post-comments__empty">No comments yet. Be the first.</p>
        ) : (
          <ul ref={list} className="post-comments__list" aria-label="Comments on this post">
            {comments.map((comment) => (
              <li key={comment.id} className={isPending(comment) ? "post-comment post-comment--pending" : "post-comment"}>
                <div className="post-comment__meta">
                  <span className="post-comment__author">{comment.fullName}</span>
                  <time className="post-comment__date" dateTime={comment.createdAt}>
                    {formatPostDate(comment.createdAt)}
                  </time>
                </div>
                <p className="post-comment__content">{comment.content}</p>
              </li>
            ))}
          </ul>
        )}
        <form className="post-comments__form" onSubmit={submit}>
          <label htmlFor={`${id}-comment`} className="site-visually-hidden">
            Add a comment
          </label>
          <input
            id={`${id}-comment`}
            className="post-comments__input"
            type="text"
            placeholder="Add a comment..."
            value={draft}
            maxLength={COMMENT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="bl-button bl-button--primary" disabled={commentToSend(draft) === null}>
            Post
          </button>
        </form>
      </div>
    </Modal>
  );
}
