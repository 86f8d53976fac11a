import type { StudioPost } from "../../schema/api/studioPosts";
import type { StudioTier } from "../../schema/api/tiers";
import { readableBy } from "./readableBy";

/** When a post came out, or when it will. */
const when = (post: StudioPost) => {
  const date = new Date(post.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  return post.scheduled ? `Scheduled for ${date}` : date;
};

/** A post in the Posts list: its type and caption, who can see it, when, its likes and comments, and Edit, Comments and Delete. */
export function PostRow({
  post,
  tiers,
  onEdit,
  onComments,
  onDelete,
}: {
  readonly post: StudioPost;
  readonly tiers: readonly StudioTier[];
  onEdit(): void;
  onComments(): void;
  onDelete(): void;
}) {
  return (
    <tr>
      <td>
        <strong>{post.type[0]?.toUpperCase() + post.type.slice(1)}</strong>
        <br />
        <span className="studio-hint">{post.caption.slice(0, 80) || "No caption"}</span>
      </td>
      <td>{readableBy(tiers, post.membershipTierId)}</td>
      <td>{when(post)}</td>
      <td>
        {post.likes} {post.likes === 1 ? "like" : "likes"} · {post.comments} {post.comments === 1 ? "comment" : "comments"}
        {post.hiddenComments > 0 ? ` (${post.hiddenComments} hidden)` : ""}
      </td>
      <td className="studio-admin__actions">
        <button type="button" aria-label={`Edit the post “${post.caption.slice(0, 40)}”`} onClick={onEdit}>
          Edit
        </button>
        <button type="button" aria-label={`Comments on “${post.caption.slice(0, 40)}”`} onClick={onComments}>
          Comments
        </button>
        <button type="button" aria-label={`Delete the post “${post.caption.slice(0, 40)}”`} onClick={onDelete}>
          Delete
        </button>
      </td>
    </tr>
  );
}
