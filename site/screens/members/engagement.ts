import type { Poll } from "../../../schema/entities/posts";

/**
 * A post's like and save as a fan sees them, changed optimistically (SPEC §4: like and save toggle
 * per post; the like count moves by one). The screen shows `shown` at once and sends the change; the
 * server's answer becomes `confirmed`. When the last request in flight settles, what is shown is
 * what the server last said: its answer, or, after a failure, the state before (SPEC §8: the failure
 * is only logged). Clicks while a request is in flight are kept in order: only the last one's
 * outcome decides what is shown.
 */
export interface MarkState {
  readonly liked: boolean;
  readonly saved: boolean;
  readonly likes: number;
}

export interface EngagementState {
  readonly shown: MarkState;
  readonly confirmed: MarkState;
  /** Requests in flight, per mark. */
  readonly pending: { readonly like: number; readonly save: number };
}

export type Mark = "like" | "save";

export type EngagementEvent =
  /** A new post (or new data for it): start again from the server's counts. */
  | { type: "engagement.reset"; likes: number }
  /** The fan's own like and save, read from the server (GET /public/likes/status, /public/saves/status). */
  | { type: "engagement.statusLoaded"; liked: boolean; saved: boolean }
  | { type: "engagement.toggle"; mark: Mark }
  | { type: "engagement.likeSucceeded"; liked: boolean; count: number }
  | { type: "engagement.saveSucceeded"; saved: boolean }
  | { type: "engagement.failed"; mark: Mark };

export function initialEngagement(likes: number): EngagementState {
  const marks: MarkState = { liked: false, saved: false, likes };
  return { shown: marks, confirmed: marks, pending: { like: 0, save: 0 } };
}

/** The change a toggle asks the server for: the opposite of what is shown now. */
export function toggledValue(state: EngagementState, mark: Mark): boolean {
  return mark === "like" ? !state.shown.liked : !state.shown.saved;
}

function toggled(marks: MarkState, mark: Mark): MarkState {
  if (mark === "save") return { ...marks, saved: !marks.saved };
  const liked = !marks.liked;
  return { ...marks, liked, likes: Math.max(0, marks.likes + (liked ? 1 : -1)) };
}

/** After a request of `mark` settles: one fewer in flight, and, if it was the last, the server's state shown for that mark. */
function settle(state: EngagementState, mark: Mark, confirmed: MarkState): EngagementState {
  const pending = { ...state.pending, [mark]: Math.max(0, state.pending[mark] - 1) };
  if (pending[mark] > 0) return { ...state, confirmed, pending };
  const shown =
    mark === "like" ? { ...state.shown, liked: confirmed.liked, likes: confirmed.likes } : { ...state.shown, saved: confirmed.saved };
  return { shown, confirmed, pending };
}

export function engagementReducer(state: EngagementState, event: EngagementEvent): EngagementState {
  switch (event.type) {
    case "engagement.reset":
      return initialEngagement(event.likes);
    case "engagement.statusLoaded": {
      const confirmed = { ...state.confirmed, liked: event.liked, saved: event.saved };
      // A click made before the status arrived wins over it.
      const shown = {
        ...state.shown,
        ...(state.pending.like === 0 ? { liked: event.liked } : {}),
        ...(state.pending.save === 0 ? { saved: event.saved } : {}),
      };
      return { ...state, shown, confirmed };
    }
    case "engagement.toggle":
      return {
        ...state,
        shown: toggled(state.shown, event.mark),
        pending: { ...state.pending, [event.mark]: state.pending[event.mark] + 1 },
      };
    case "engagement.likeSucceeded":
      return settle(state, "like", { ...state.confirmed, liked: event.liked, likes: event.count });
    case "engagement.saveSucceeded":
      return settle(state, "save", { ...state.confirmed, saved: event.saved });
    case "engagement.failed":
      return settle(state, event.mark, state.confirmed);
  }
}

/**
 * A poll with the fan's vote on `uid` toggled, as shown before the server answers (SPEC §4: a
 * second vote by the same voter removes it); the server's poll replaces it.
 */
export function toggleVote(poll: Poll, uid: string): Poll {
  return {
    ...poll,
    options: poll.options.map((option) =>
      option.uid === uid ? { ...option, voted: !option.voted, votes: Math.max(0, option.votes + (option.voted ? -1 : 1)) } : option,
    ),
  };
}

/** Every vote of the poll, for the shares each option shows. */
export function totalVotes(poll: Poll): number {
  return poll.options.reduce((sum, option) => sum + option.votes, 0);
}

/** An option's share of the votes, in whole percent (0 when nobody has voted). */
export function voteShare(votes: number, total: number): number {
  return total > 0 ? Math.round((votes / total) * 100) : 0;
}
