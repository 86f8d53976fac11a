import { useCallback, useState } from "react";
import type { AskConfirm } from "../../client/ui/confirmRequest";
import type { StudioComment, StudioPost } from "../../schema/api/studioPosts";
import type { studioApi } from "../api/studioApi";
import { PagedTable } from "../shell/PagedTable";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { CommentAuthorCell, deleteCommentQuestion } from "./CommentAuthorCell";

const PAGE_SIZE = 50;

export type CommentsApi = Pick<typeof studioApi, "listPostComments" | "setCommentHidden" | "deleteComment">;

/**
 * A post's comments as the artist moderates them (issue 17): newest first, hidden ones marked;
 * each hidden from fans (or shown again) or deleted for good after a confirmation.
 */
export function CommentModeration({
  profileId,
  post,
  api,
  confirm,
  onClose,
}: {
  readonly profileId: string;
  readonly post: StudioPost;
  readonly api: CommentsApi;
  /** The section's dialog, asked before a comment is deleted. */
  readonly confirm: AskConfirm;
  onClose(): void;
}) {
  const [offset, setOffset] = useState(0);
  const load = useCallback(() => api.listPostComments(profileId, post.id, { offset, limit: PAGE_SIZE }), [api, profileId, post.id, offset]);
  const { list, refresh } = useLoadedList("The comments", load);
  const { problem, change } = useListChanges(refresh);
  const remove = async (comment: StudioComment) => {
    if (!(await confirm(deleteCommentQuestion(comment)))) return;
    void change(() => api.deleteComment(profileId, post.id, comment.id), "The comment was not deleted", "Comment deleted");
  };
  return (
    <section className="studio-admin__panel" aria-labelledby="post-comments-heading">
      <div className="studio-admin__head">
        <h2 id="post-comments-heading">Comments on “{post.caption.slice(0, 60) || "this post"}”</h2>
        <button type="button" onClick={onClose}>
          Close comments
        </button>
      </div>
      <PagedTable
        page={list}
        problem={problem}
        loading="Loading the comments…"
        empty="No comments yet."
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={setOffset}
        columns={
          <>
            <th scope="col">Fan</th>
            <th scope="col">Comment</th>
            <th scope="col">Shown</th>
            <th scope="col">
              <span className="studio-visually-hidden">Actions</span>
            </th>
          </>
        }
      >
        {(comment) => (
          <tr key={comment.id}>
            <CommentAuthorCell comment={comment} />
            <td>{comment.content}</td>
            <td>{comment.held ? "Awaiting approval" : comment.hidden ? "Hidden" : "Shown"}</td>
            <td className="studio-admin__actions">
              <button
                type="button"
                onClick={() =>
                  void change(
                    () => api.setCommentHidden(profileId, post.id, comment.id, !comment.hidden),
                    comment.hidden ? "The comment was not shown again" : "The comment was not hidden",
                    comment.hidden ? "Comment shown again" : "Comment hidden",
                  )
                }
              >
                {comment.hidden ? "Show" : "Hide"}
              </button>
              <button type="button" onClick={() => void remove(comment)}>
                Delete
              </button>
            </td>
          </tr>
        )}
      </PagedTable>
    </section>
  );
}
