/** What Delete asks first, in a post's comments and in the inbox across posts alike. */
export const deleteCommentQuestion = (comment: { readonly fullName: string }) => ({
  title: "Delete this comment?",
  message: `Delete ${comment.fullName}'s comment? This cannot be undone.`,
  confirmLabel: "Delete comment",
  danger: true,
});

/** A comment's author in the artist's lists: their name, their email under it, and whether their commenting is off. */
export function CommentAuthorCell({
  comment,
}: {
  readonly comment: { readonly fullName: string; readonly email: string; readonly authorBlocked?: boolean };
}) {
  return (
    <td>
      {comment.fullName}
      <br />
      <span className="studio-hint">{comment.email}</span>
      {comment.authorBlocked ? <span className="studio-hint"> (comments turned off)</span> : null}
    </td>
  );
}
