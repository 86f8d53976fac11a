import { type FormEvent, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { endpoints } from "../../../client/api/endpoints";
import type { Comment } from "../../../schema/entities/posts";
import type { Paged } from "../../../schema/siteData";
import { Modal } from "../../ui/Modal";
import {
  appendComment,
  COMMENT_MAX_LENGTH,
  commentToSend,
  isPending,
  mergeLoaded,
  pendingComment,
  prependOlder,
  settleComment,
} from "./comments";
import { formatPostDate } from "./postDates";

/** What the modal asks of the server; the site's API by default, fakes in tests. */
export interface CommentsApi {
  /** A page of a post's comments, newest first (page 1 holds the newest). */
  comments(postId: string, page?: number): Promise<Paged<Comment>>;
  addComment(postId: string, content: string): Promise<Comment>;
}

export const SITE_COMMENTS_API: CommentsApi = endpoints;

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
  /** The next (older) page to load, or null when the oldest is shown. */
  const [olderPage, setOlderPage] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLUListElement>(null);
  const earlier = useRef<HTMLButtonElement>(null);
  /** The list's height before older comments went in above, to keep what the fan reads in place. */
  const heightBeforeOlder = useRef<number | null>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    api.comments(postId).then(
      (loaded) => {
        if (!current) return;
        setComments((shown) => mergeLoaded(loaded.data, shown));
        setOlderPage(loaded.page * loaded.pageSize < loaded.total ? loaded.page + 1 : null);
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

  const loadOlder = useCallback(() => {
    if (olderPage === null || loadingOlder) return;
    setLoadingOlder(true);
    api.comments(postId, olderPage).then(
      (loaded) => {
        heightBeforeOlder.current = list.current?.scrollHeight ?? null;
        setComments((shown) => prependOlder(loaded.data, shown));
        setOlderPage(loaded.data.length > 0 && loaded.page * loaded.pageSize < loaded.total ? loaded.page + 1 : null);
        setLoadingOlder(false);
      },
      (error: unknown) => {
        console.error(`Could not load earlier comments of post ${postId}`, error);
        setLoadingOlder(false);
      },
    );
  }, [api, postId, olderPage, loadingOlder]);

  // Scrolling up to the top of the list loads the earlier comments.
  useEffect(() => {
    const button = earlier.current;
    if (!button || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadOlder();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [loadOlder]);

  const newestId = comments.at(-1)?.id;
  // The newest comment (at the bottom) in view after loading and after posting; earlier comments
  // going in above leave in place the ones the fan is reading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest comment or the list's length changes.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [newestId, comments.length, loading]);

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
