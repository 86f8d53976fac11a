import { useState } from "react";
import { ApiError } from "../../../client/api/client";
import type { Comment } from "../../../schema/entities/posts";
import { isPending } from "./comments";
import { formatPostDate } from "./postDates";

/** Where a fan's report stands: not sent, being sent, sent (or sent before). */
type Report = "none" | "sending" | "sent";

/**
 * One comment of the modal: its author, date and text; the fan's own comment awaiting the artist's
 * approval says so (issue 37, item 6); others' comments offer Report, once.
 */
export function CommentItem({ comment, report }: { readonly comment: Comment; report(commentId: string): Promise<unknown> }) {
  const [state, setState] = useState<Report>("none");
  const pending = isPending(comment);
  const send = () => {
    setState("sending");
    report(comment.id).then(
      () => setState("sent"),
      (error: unknown) => {
        // Reported before (from another tab): as good as done. Other failures are logged only (SPEC §8).
        if (error instanceof ApiError && error.code === "comment_already_reported") return setState("sent");
        console.error(`Could not report comment ${comment.id}`, error);
        setState("none");
      },
    );
  };
  return (
    <li className={pending ? "post-comment post-comment--pending" : "post-comment"}>
      <div className="post-comment__meta">
        <span className="post-comment__author">{comment.fullName}</span>
        <time className="post-comment__date" dateTime={comment.createdAt}>
          {formatPostDate(comment.createdAt)}
        </time>
      </div>
      <p className="post-comment__content">{comment.content}</p>
      {comment.held ? (
        <p className="post-comment__held">Your comment is waiting for the artist's approval. Only you can see it for now.</p>
      ) : null}
      {pending || comment.mine ? null : state === "sent" ? (
        <p className="post-comment__reported">Reported to the artist. Thank you.</p>
      ) : (
        <button
          type="button"
          className="post-comment__report"
          onClick={send}
          disabled={state === "sending"}
          aria-label={`Report ${comment.fullName}'s comment`}
        >
          Report
        </button>
      )}
    </li>
  );
}
