import { type FormEvent, useId } from "react";
import { COMMENT_MAX_LENGTH, commentToSend } from "./comments";

/** 'Add a comment...' and 'Post', which stays off while the draft is only whitespace (SPEC §5). */
export function CommentForm({
  draft,
  onDraftChange,
  onSubmit,
}: {
  readonly draft: string;
  readonly onDraftChange: (draft: string) => void;
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const id = useId();
  return (
    <form className="post-comments__form" onSubmit={onSubmit}>
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
        onChange={(event) => onDraftChange(event.target.value)}
      />
      <button type="submit" className="bl-button bl-button--primary" disabled={commentToSend(draft) === null}>
        Post
      </button>
    </form>
  );
}
