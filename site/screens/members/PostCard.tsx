import { useState } from "react";
import { RichTextContent } from "../../../blocks/richText/RichTextContent";
import type { MembershipTier } from "../../../schema/entities/membership";
import type { Post } from "../../../schema/entities/posts";
import type { RichText } from "../../../schema/richText/index";
import { cheapestUnlockingTier, tiersReadingPostsOf } from "../../../schema/rules/tierAccess";
import { CommentsModal } from "./CommentsModal";
import { LikeSaveButtons } from "./LikeSaveButtons";
import { LockedPost } from "./LockedPost";
import { POST_TYPE_LABELS } from "./membersQuery";
import { PollView } from "./PollView";
import { PostMedia } from "./PostMedia";
import { formatPostDate } from "./postDates";
import type { MembersSession } from "./useMembersSession";

const TYPE_LABELS: Readonly<Record<Post["type"], string>> = { ...POST_TYPE_LABELS, text: "Text", document: "Document" };

function CommentIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function countLabel(count: number, one: string, many: string): string {
  return count === 1 ? `1 ${one}` : `${count} ${many}`;
}

/** The comment button with the post's count, and its modal: a fan opens it, a visitor goes to /login. */
function CommentsButton({ post, session }: { readonly post: Post; readonly session: MembersSession }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(post.comments);
  const [source, setSource] = useState(post.comments);
  if (source !== post.comments) {
    setSource(post.comments);
    setCount(post.comments);
  }
  const fan = session.fan;
  return (
    <>
      <button
        type="button"
        className="post-action"
        aria-haspopup={fan ? "dialog" : undefined}
        aria-label={`Comments, ${countLabel(count, "comment", "comments")}`}
        onClick={() => (fan ? setOpen(true) : session.goToLogin())}
      >
        <CommentIcon />
        <span aria-hidden="true">{count}</span>
      </button>
      {fan ? (
        <CommentsModal
          open={open}
          postId={post.id}
          fullName={`${fan.firstName} ${fan.lastName}`.trim()}
          onClose={() => setOpen(false)}
          onCountChange={(delta) => setCount((value) => Math.max(0, value + delta))}
          onCount={setCount}
        />
      ) : null}
    </>
  );
}

/**
 * One post of the members page (SPEC §2, §3): its type, date and tier; then, when the fan may see
 * it, its caption, media (image, video, audio, document) and poll, with like, comments and save;
 * when locked, 'Content Locked' with Subscribe and the counts only.
 */
export function PostCard({
  post,
  tiers,
  artist,
  session,
}: {
  readonly post: Post;
  readonly tiers: readonly MembershipTier[];
  readonly artist: string;
  readonly session: MembersSession;
}) {
  const tierName = post.membershipTierId ? (tiers.find((tier) => tier.id === post.membershipTierId)?.name ?? null) : null;
  return (
    <article
      id={`post-${post.id}`}
      className={post.hasAccess ? "post-card" : "post-card post-card--locked"}
      aria-label={`${TYPE_LABELS[post.type]} post`}
    >
      <header className="post-card__header">
        <span className="post-card__type">{TYPE_LABELS[post.type]}</span>
        {tierName ? <span className="post-card__tier">{tierName}</span> : null}
        <time className="post-card__date" dateTime={post.createdAt}>
          {formatPostDate(post.createdAt)}
        </time>
      </header>
      {post.hasAccess ? (
        <>
          {post.captionRich ? (
            <div className="post-card__caption bl-rich-text">
              <RichTextContent value={post.captionRich as unknown as RichText} />
            </div>
          ) : post.caption ? (
            <p className="post-card__caption">{post.caption}</p>
          ) : null}
          <PostMedia post={post} artist={artist} />
          {post.poll ? <PollView postId={post.id} poll={post.poll} session={session} /> : null}
          <footer className="post-card__actions">
            <LikeSaveButtons postId={post.id} likes={post.likes} session={session}>
              <CommentsButton post={post} session={session} />
            </LikeSaveButtons>
          </footer>
        </>
      ) : (
        <>
          <LockedPost
            readers={post.membershipTierId ? tiersReadingPostsOf(tiers, post.membershipTierId).map((tier) => tier.name) : []}
            subscribeTo={post.membershipTierId ? cheapestUnlockingTier(tiers, post.membershipTierId) : null}
          />
          <footer className="post-card__counts">
            <span>{countLabel(post.likes, "like", "likes")}</span>
            <span>{countLabel(post.comments, "comment", "comments")}</span>
          </footer>
        </>
      )}
    </article>
  );
}
