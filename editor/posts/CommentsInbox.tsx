import { useCallback, useId, useState } from "react";
import type { AskConfirm } from "../../client/ui/confirmRequest";
import type { CommentInboxFilter, InboxComment } from "../../schema/api/commentModeration";
import { type CommentModerationApi, commentModerationApi } from "../api/commentModerationApi";
import { PagedTable } from "../shell/PagedTable";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { CommentAuthorCell, deleteCommentQuestion } from "./CommentAuthorCell";
import { CommentRules } from "./CommentRules";

const PAGE_SIZE = 50;

/** The list's filters, in the words the studio shows. */
const FILTERS: Readonly<Record<CommentInboxFilter, string>> = {
  all: "All comments",
  held: "Awaiting approval",
  reported: "Reported",
  hidden: "Hidden",
};

const EMPTY: Readonly<Record<CommentInboxFilter, string>> = {
  all: "No comments yet.",
  held: "No comment is waiting for your approval.",
  reported: "No comment has been reported.",
  hidden: "No hidden comments.",
};

/** What a comment's state column says. */
function stateOf(comment: InboxComment): string {
  const state = comment.held ? "Awaiting approval" : comment.hidden ? "Hidden" : "Shown";
  return comment.reports > 0 ? `${state}, reported ${comment.reports === 1 ? "once" : `${comment.reports} times`}` : state;
}

/**
 * The new comments on all of the artist's posts in one list (issue 37, item 6), newest first,
 * filtered to those awaiting approval, reported or hidden: each hidden or shown again, approved,
 * deleted after a confirmation, or its author's commenting turned off (or back on). Below, the
 * filter words and the fans whose commenting is off.
 */
export function CommentsInbox({
  profileId,
  confirm,
  api = commentModerationApi,
}: {
  readonly profileId: string;
  /** The section's dialog, asked before a comment is deleted. */
  readonly confirm: AskConfirm;
  readonly api?: CommentModerationApi;
}) {
  const [filter, setFilter] = useState<CommentInboxFilter>("all");
  const [offset, setOffset] = useState(0);
  const filterId = useId();
  const load = useCallback(() => api.list(profileId, { filter, offset, limit: PAGE_SIZE }), [api, profileId, filter, offset]);
  const { list, refresh } = useLoadedList("The comments", load);
  const { problem, change } = useListChanges(refresh);
  const [blocksChanged, setBlocksChanged] = useState(0);

  const remove = async (comment: InboxComment) => {
    if (!(await confirm(deleteCommentQuestion(comment)))) return;
    void change(() => api.remove(profileId, comment.postId, comment.id), "The comment was not deleted", "Comment deleted");
  };
  const setHidden = (comment: InboxComment) =>
    void change(
      () => api.setHidden(profileId, comment.postId, comment.id, !comment.hidden),
      comment.hidden ? "The comment was not shown again" : "The comment was not hidden",
      comment.hidden ? "Comment shown again" : "Comment hidden",
    );
  const setBlocked = (accountId: string, blocked: boolean) =>
    void change(
      async () => {
        await api.setBlocked(profileId, accountId, blocked);
        setBlocksChanged((count) => count + 1);
      },
      blocked ? "The fan's comments were not turned off" : "The fan's comments were not turned back on",
      blocked ? "The fan's comments are turned off" : "The fan's comments are back on",
    );

  return (
    <section className="studio-admin__panel" aria-labelledby="comments-inbox-heading">
      <div className="studio-admin__head">
        <h2 id="comments-inbox-heading">Comments on your posts</h2>
      </div>
      <div className="studio-admin__inline">
        <label htmlFor={filterId}>Show</label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value as CommentInboxFilter);
            setOffset(0);
          }}
        >
          {(Object.keys(FILTERS) as CommentInboxFilter[]).map((name) => (
            <option key={name} value={name}>
              {FILTERS[name]}
            </option>
          ))}
        </select>
      </div>
      <PagedTable
        page={list}
        problem={problem}
        loading="Loading the comments…"
        empty={EMPTY[filter]}
        offset={offset}
        pageSize={PAGE_SIZE}
        onOffset={setOffset}
        columns={
          <>
            <th scope="col">Fan</th>
            <th scope="col">Comment</th>
            <th scope="col">On the post</th>
            <th scope="col">State</th>
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
            <td>{comment.postExcerpt || "A post without a caption"}</td>
            <td>{stateOf(comment)}</td>
            <td className="studio-admin__actions">
              {comment.held ? (
                <button
                  type="button"
                  onClick={() => void change(() => api.approve(profileId, comment.id), "The comment was not approved", "Comment approved")}
                >
                  Approve
                </button>
              ) : null}
              <button type="button" onClick={() => setHidden(comment)}>
                {comment.hidden ? "Show" : "Hide"}
              </button>
              <button type="button" onClick={() => void remove(comment)}>
                Delete
              </button>
              {comment.accountId ? (
                <button type="button" onClick={() => comment.accountId && setBlocked(comment.accountId, !comment.authorBlocked)}>
                  {comment.authorBlocked ? "Turn their comments back on" : "Turn off their comments"}
                </button>
              ) : null}
            </td>
          </tr>
        )}
      </PagedTable>
      <CommentRules profileId={profileId} api={api} changed={blocksChanged} onUnblocked={() => void refresh()} />
    </section>
  );
}
