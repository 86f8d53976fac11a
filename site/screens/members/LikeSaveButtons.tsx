import { type ReactNode, useEffect, useReducer, useState } from "react";
import { endpoints } from "../../../client/api/endpoints";
import { useMountedRef } from "../../../client/ui/useMountedRef";
import { engagementReducer, initialEngagement, type Mark, toggledValue } from "./engagement";
import type { MembersSession } from "./useMembersSession";

function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.8 3.8 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.4 0 5.6 3.3 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function BookmarkIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M6 3h12v18l-6-4.5L6 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** What the buttons ask of the server; the site's API by default, fakes in tests. */
export interface EngagementApi {
  likeStatus(postId: string): Promise<{ liked: boolean }>;
  saveStatus(postId: string): Promise<{ saved: boolean }>;
  setLiked(postId: string, liked: boolean): Promise<{ liked: boolean; count: number }>;
  setSaved(postId: string, saved: boolean): Promise<{ saved: boolean }>;
}

export const SITE_ENGAGEMENT_API: EngagementApi = endpoints;

/**
 * A post's like (with its count) and save. A fan's click shows at once and is sent; a failed call
 * puts the state back and is logged, with no message (SPEC §8). A visitor's click goes to /login.
 */
export function LikeSaveButtons({
  postId,
  likes,
  session,
  api = SITE_ENGAGEMENT_API,
  children,
}: {
  readonly postId: string;
  readonly likes: number;
  readonly session: MembersSession;
  readonly api?: EngagementApi;
  /** Shown between the like and the save (the comments button). */
  readonly children?: ReactNode;
}) {
  const [state, dispatch] = useReducer(engagementReducer, likes, initialEngagement);
  const fanId = session.fan?.id ?? null;
  // New data for the post (another viewer, a reload): start again from its count.
  const [source, setSource] = useState({ postId, likes, fanId });
  if (source.postId !== postId || source.likes !== likes || source.fanId !== fanId) {
    setSource({ postId, likes, fanId });
    dispatch({ type: "engagement.reset", likes });
  }
  const mounted = useMountedRef();

  useEffect(() => {
    if (!fanId) return;
    let current = true;
    Promise.all([api.likeStatus(postId), api.saveStatus(postId)]).then(
      ([{ liked }, { saved }]) => {
        if (current) dispatch({ type: "engagement.statusLoaded", liked, saved });
      },
      (error: unknown) => console.error(`Could not read the like and save of post ${postId}`, error),
    );
    return () => {
      current = false;
    };
  }, [api, postId, fanId]);

  const toggle = (mark: Mark) => {
    if (!session.fan) {
      session.goToLogin();
      return;
    }
    const value = toggledValue(state, mark);
    dispatch({ type: "engagement.toggle", mark });
    const settle = (event: Parameters<typeof dispatch>[0]) => {
      if (mounted.current) dispatch(event);
    };
    const request =
      mark === "like"
        ? api.setLiked(postId, value).then(({ liked, count }) => settle({ type: "engagement.likeSucceeded", liked, count }))
        : api.setSaved(postId, value).then(({ saved }) => settle({ type: "engagement.saveSucceeded", saved }));
    request.catch((error: unknown) => {
      // SPEC §8: like and save failures are logged only; the state goes back.
      console.error(`Could not ${value ? "" : "un"}${mark} post ${postId}`, error);
      settle({ type: "engagement.failed", mark });
    });
  };

  const { liked, saved, likes: count } = state.shown;
  return (
    <>
      <button
        type="button"
        className={liked ? "post-action post-action--on" : "post-action"}
        aria-pressed={liked}
        aria-label={`Like, ${count === 1 ? "1 like" : `${count} likes`}`}
        onClick={() => toggle("like")}
      >
        <HeartIcon filled={liked} />
        <span aria-hidden="true">{count}</span>
      </button>
      {children}
      <button
        type="button"
        className={saved ? "post-action post-action--on post-action--save" : "post-action post-action--save"}
        aria-pressed={saved}
        aria-label="Save"
        onClick={() => toggle("save")}
      >
        <BookmarkIcon filled={saved} />
        <span className="post-action__text">{saved ? "Saved" : "Save"}</span>
      </button>
    </>
  );
}
