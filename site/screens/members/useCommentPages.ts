import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Comment } from "../../../schema/entities/posts";
import { mergeLoaded, prependOlder } from "./comments";
import type { CommentsApi } from "./commentsApi";

/**
 * A post's comments as the modal lists them: the newest page once it opens, earlier pages as the
 * fan scrolls up to `earlier` (or presses it), and the list (`list`) kept scrolled to the newest,
 * except that earlier comments going in above leave the ones being read in place. `onTotal` hears
 * how many comments the post has as the modal opens, others' new ones included (issue 34).
 */
export function useCommentPages(open: boolean, postId: string, api: CommentsApi, onTotal: (total: number) => void = () => {}) {
  // The latest callback, read when the page arrives: a new function each render must not reload.
  const totalListener = useRef(onTotal);
  totalListener.current = onTotal;
  const [comments, setComments] = useState<Comment[]>([]);
  const [loading, setLoading] = useState(false);
  /** The next (older) page to load, or null when the oldest is shown. */
  const [olderPage, setOlderPage] = useState<number | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** The artist turned this fan's commenting off (issue 37, item 6): the modal says so instead of offering the box. */
  const [turnedOff, setTurnedOff] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const earlier = useRef<HTMLButtonElement>(null);
  /** The list's height before older comments went in above, to keep what the fan reads in place. */
  const heightBeforeOlder = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoading(true);
    api.comments(postId).then(
      (loaded) => {
        if (!current) return;
        setComments((shown) => mergeLoaded(loaded.data, shown));
        setOlderPage(loaded.page * loaded.pageSize < loaded.total ? loaded.page + 1 : null);
        setTurnedOff(loaded.commentsTurnedOff === true);
        setLoading(false);
        totalListener.current(loaded.total);
      },
      (error: unknown) => {
        console.error(`Could not load the comments of post ${postId}`, error);
        if (current) setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [open, postId, api]);

  const loadOlder = useCallback(() => {
    if (olderPage === null || loadingOlder) return;
    setLoadingOlder(true);
    api.comments(postId, olderPage).then(
      (loaded) => {
        heightBeforeOlder.current = list.current?.scrollHeight ?? null;
        setComments((shown) => prependOlder(loaded.data, shown));
        setOlderPage(loaded.data.length > 0 && loaded.page * loaded.pageSize < loaded.total ? loaded.page + 1 : null);
        setLoadingOlder(false);
      },
      (error: unknown) => {
        console.error(`Could not load earlier comments of post ${postId}`, error);
        setLoadingOlder(false);
      },
    );
  }, [api, postId, olderPage, loadingOlder]);

  // Scrolling up to the top of the list loads the earlier comments.
  useEffect(() => {
    const button = earlier.current;
    if (!button || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadOlder();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [loadOlder]);

  const newestId = comments.at(-1)?.id;
  // The newest comment (at the bottom) in view after loading and after posting; earlier comments
  // going in above leave in place the ones the fan is reading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest comment or the list's length changes.
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    if (heightBeforeOlder.current !== null) {
      element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
      return;
    }
    element.scrollTop = element.scrollHeight;
  }, [newestId, comments.length, loading]);

  return { comments, setComments, loading, olderPage, loadingOlder, loadOlder, list, earlier, turnedOff, setTurnedOff };
}
