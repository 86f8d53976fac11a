import { endpoints } from "../../../client/api/endpoints";
import type { CommentPage } from "../../../schema/api/posts";
import type { Comment } from "../../../schema/entities/posts";

/** What the modal asks of the server; the site's API by default, fakes in tests. */
export interface CommentsApi {
  /** A page of a post's comments, newest first (page 1 holds the newest), and whether the fan's commenting is off. */
  comments(postId: string, page?: number): Promise<CommentPage>;
  addComment(postId: string, content: string): Promise<Comment>;
  /** Reports a comment to the artist (issue 37, item 6). */
  reportComment(commentId: string): Promise<unknown>;
}

export const SITE_COMMENTS_API: CommentsApi = endpoints;
