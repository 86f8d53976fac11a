import { api } from "../../client/api/client";
import type { BlockedFan, CommentInboxFilter, CommentInboxPage, FilterWords } from "../../schema/api/commentModeration";
import { studioApi } from "./studioApi";
import { studioCall } from "./studioCall";

type Ok = { ok: true };

/** Comment moderation across the artist's posts (issue 37, item 6): the list, approval, blocks, filter words. */
export const commentModerationApi = {
  list: (profileId: string, query: { filter: CommentInboxFilter; offset: number; limit: number }) =>
    studioCall(() => api().get(`profiles/${profileId}/comments`, { searchParams: query }).json<CommentInboxPage>()),
  approve: (profileId: string, commentId: string) =>
    studioCall(() =>
      api()
        .post(`profiles/${profileId}/comments/${encodeURIComponent(commentId)}/approve`)
        .json<Ok>(),
    ),
  setHidden: studioApi.setCommentHidden,
  remove: studioApi.deleteComment,
  setBlocked: (profileId: string, accountId: string, blocked: boolean) =>
    studioCall(() =>
      api()
        [blocked ? "put" : "delete"](`profiles/${profileId}/comment-blocks/${encodeURIComponent(accountId)}`)
        .json<Ok>(),
    ),
  listBlocked: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/comment-blocks`).json<{ data: BlockedFan[] }>()),
  filterWords: (profileId: string) => studioCall(() => api().get(`profiles/${profileId}/comment-filter-words`).json<FilterWords>()),
  saveFilterWords: (profileId: string, words: string[]) =>
    studioCall(() => api().put(`profiles/${profileId}/comment-filter-words`, { json: { words } }).json<FilterWords>()),
};

export type CommentModerationApi = typeof commentModerationApi;
