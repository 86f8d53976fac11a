import { endpoints } from "../../../client/api/endpoints";
import type { Comment } from "../../../schema/entities/posts";
import type { Paged } from "../../../schema/siteData";

/** What the modal asks of the server; the site's API by default, fakes in tests. */
export interface CommentsApi {
  /** A page of a post's comments, newest first (page 1 holds the newest). */
  comments(postId: string, page?: number): Promise<Paged<Comment>>;
  addComment(postId: string, content: string): Promise<Comment>;
}

export const SITE_COMMENTS_API: CommentsApi = endpoints;
