import { type FormEvent, useState } from "react";
import { ApiError } from "../../../client/api/client";
import { Modal } from "../../ui/Modal";
import { CommentForm } from "./CommentForm";
import { CommentItem } from "./CommentItem";
import { appendComment, commentToSend, pendingComment, settleComment } from "./comments";
import { type CommentsApi, SITE_COMMENTS_API } from "./commentsApi";
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
  const { comments, setComments, loading, olderPage, loadingOlder, loadOlder, list, earlier, turnedOff, setTurnedOff } = useCommentPages(
    open,
    postId,
    api,
    onCount,
  );
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
      (saved) => {
        setComments((shown) => settleComment(shown, pending.id, saved));
        // Held for the artist's approval: fans do not see it, so it does not count yet.
        if (saved.held) onCountChange(-1);
      },
      (error: unknown) => {
        // SPEC §8: comment failures are logged only.
        console.error(`Could not post a comment on post ${postId}`, error);
        setComments((shown) => settleComment(shown, pending.id, null));
        onCountChange(-1);
        setDraft((text) => (text === "" ? content : text));
        // Turned off since the modal opened: say so rather than offer the box again (issue 37, item 6).
        if (error instanceof ApiError && error.code === "comments_turned_off") setTurnedOff(true);
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
              <CommentItem key={comment.id} comment={comment} report={api.reportComment} />
            ))}
          </ul>
        )}
        {turnedOff ? (
          <p className="post-comments__off" role="status">
            Comments are turned off for you on this site: the artist has stopped your comments. You can still read them.
          </p>
        ) : (
          <CommentForm draft={draft} onDraftChange={setDraft} onSubmit={submit} />
        )}
      </div>
    </Modal>
  );
}
