import { type FormEvent, useState } from "react";
import { Modal } from "../../ui/Modal";
import { CommentForm } from "./CommentForm";
import { appendComment, commentToSend, isPending, pendingComment, settleComment } from "./comments";
import { type CommentsApi, SITE_COMMENTS_API } from "./commentsApi";
import { formatPostDate } from "./postDates";
import { useCommentPages } from "./useCommentPages";

let sequence = 0;

/**
 * A post's comments (SPEC §2 'Comments'): the newest page, shown oldest first and scrolled to the
 * newest, scrolling within its own height; earlier comments load as the fan scrolls up (or asks
 * with 'Show earlier comments'); and 'Add a comment...' with 'Post'. Whitespace alone is not sent (SPEC §5); a comment shows at
 * once and, if the server refuses it, goes away again and its text comes back to the box (the
 * failure is logged only, SPEC §8).
 */
export function CommentsModal({
  open,
  postId,
  fullName,
  onClose,
  onCountChange,
  onCount = () => {},
  api = SITE_COMMENTS_API,
}: {
  readonly open: boolean;
  readonly postId: string;
  /** The fan's name, shown on their comment until the server's copy arrives. */
  readonly fullName: string;
  readonly onClose: () => void;
  /** The post's comment count moves by `delta`. */
  readonly onCountChange: (delta: number) => void;
  /** The post's comment count as the server has it, when the modal opens. */
  readonly onCount?: (count: number) => void;
  readonly api?: CommentsApi;
}) {
  const { comments, setComments, loading, olderPage, loadingOlder, loadOlder, list, earlier } = useCommentPages(open, postId, api, onCount);
  const [draft, setDraft] = useState("");

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
          <ul ref={list} className="post-comments__list" aria-label="Comments on this post" aria-busy={loadingOlder || undefined}>
            {olderPage !== null ? (
              <li className="post-comments__earlier">
                <button ref={earlier} type="button" className="bl-button bl-button--outline" onClick={loadOlder} disabled={loadingOlder}>
                  {loadingOlder ? "Loading earlier comments…" : "Show earlier comments"}
                </button>
              </li>
            ) : null}
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
        <CommentForm draft={draft} onDraftChange={setDraft} onSubmit={submit} />
      </div>
    </Modal>
  );
}
