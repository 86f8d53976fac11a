import type { StudioPost } from "../../schema/api/studioPosts";
import type { StudioTier } from "../../schema/api/tiers";
import { readableBy } from "./readableBy";

/** Where a post stands, and when it came out or will. */
const when = (post: StudioPost) => {
  const date = new Date(post.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
  if (post.status === "draft") return "Draft";
  return post.status === "scheduled" ? `Scheduled for ${date}` : date;
};

/**
 * A post in the Posts list: its type and caption, who can see it, when, its likes and comments,
 * and Edit, Publish or Unpublish, Comments and Delete.
 */
export function PostRow({
  post,
  tiers,
  onEdit,
  onStatus,
  onComments,
  onDelete,
}: {
  readonly post: StudioPost;
  readonly tiers: readonly StudioTier[];
  onEdit(): void;
  onStatus(status: "draft" | "published"): void;
  onComments(): void;
  onDelete(): void;
}) {
  const name = post.caption.slice(0, 40);
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
        <button type="button" aria-label={`Edit the post “${name}”`} onClick={onEdit}>
          Edit
        </button>
        {post.status === "published" ? (
          <button type="button" aria-label={`Unpublish the post “${name}”`} onClick={() => onStatus("draft")}>
            Unpublish
          </button>
        ) : (
          <button type="button" aria-label={`Publish the post “${name}” now`} onClick={() => onStatus("published")}>
            Publish now
          </button>
        )}
        <button type="button" aria-label={`Comments on “${name}”`} onClick={onComments}>
          Comments
        </button>
        <button type="button" aria-label={`Delete the post “${name}”`} onClick={onDelete}>
          Delete
        </button>
      </td>
    </tr>
  );
}
