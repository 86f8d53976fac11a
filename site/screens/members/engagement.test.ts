import { describe, expect, it } from "vitest";
import type { Poll } from "../../../schema/entities/posts";
import {
  type EngagementEvent,
  type EngagementState,
  engagementReducer,
  initialEngagement,
  toggledValue,
  toggleVote,
  totalVotes,
  voteShare,
} from "./engagement";

const run = (state: EngagementState, ...events: EngagementEvent[]) => events.reduce(engagementReducer, state);
const shown = (state: EngagementState) => state.shown;

describe("the optimistic like and save", () => {
  it("starts unliked and unsaved with the post's count, then takes the fan's own state from the server", () => {
    const start = initialEngagement(7);
    expect(shown(start)).toEqual({ liked: false, saved: false, likes: 7 });
    expect(shown(run(start, { type: "engagement.statusLoaded", liked: true, saved: true }))).toEqual({
      liked: true,
      saved: true,
      likes: 7,
    });
  });

  it("shows a like at once, the count up by one, and keeps it when the server agrees", () => {
    const start = initialEngagement(7);
    expect(toggledValue(start, "like")).toBe(true);
    const clicked = run(start, { type: "engagement.toggle", mark: "like" });
    expect(shown(clicked)).toEqual({ liked: true, saved: false, likes: 8 });
    expect(clicked.pending.like).toBe(1);
    const done = run(clicked, { type: "engagement.likeSucceeded", liked: true, count: 8 });
    expect(shown(done)).toEqual({ liked: true, saved: false, likes: 8 });
    expect(done.pending.like).toBe(0);
  });

  it("shows an unlike at once, the count down by one, never below zero", () => {
    const liked = run(initialEngagement(3), { type: "engagement.statusLoaded", liked: true, saved: false });
    expect(toggledValue(liked, "like")).toBe(false);
    expect(shown(run(liked, { type: "engagement.toggle", mark: "like" })).likes).toBe(2);
    const odd = run(
      initialEngagement(0),
      { type: "engagement.statusLoaded", liked: true, saved: false },
      { type: "engagement.toggle", mark: "like" },
    );
    expect(shown(odd).likes).toBe(0);
  });

  it("takes the server's count when it answers (others may have liked meanwhile)", () => {
    const done = run(
      initialEngagement(7),
      { type: "engagement.toggle", mark: "like" },
      { type: "engagement.likeSucceeded", liked: true, count: 11 },
    );
    expect(shown(done).likes).toBe(11);
  });

  it("puts a failed like back as it was", () => {
    const failed = run(initialEngagement(7), { type: "engagement.toggle", mark: "like" }, { type: "engagement.failed", mark: "like" });
    expect(shown(failed)).toEqual({ liked: false, saved: false, likes: 7 });
    const unlikeFailed = run(
      initialEngagement(4),
      { type: "engagement.statusLoaded", liked: true, saved: false },
      { type: "engagement.toggle", mark: "like" },
      { type: "engagement.failed", mark: "like" },
    );
    expect(shown(unlikeFailed)).toEqual({ liked: true, saved: false, likes: 4 });
  });

  it("toggles a save and puts a failed one back, leaving the like alone", () => {
    const saved = run(initialEngagement(2), { type: "engagement.toggle", mark: "save" });
    expect(shown(saved)).toEqual({ liked: false, saved: true, likes: 2 });
    expect(shown(run(saved, { type: "engagement.saveSucceeded", saved: true })).saved).toBe(true);
    const failed = run(saved, { type: "engagement.toggle", mark: "like" }, { type: "engagement.failed", mark: "save" });
    expect(shown(failed)).toEqual({ liked: true, saved: false, likes: 3 });
  });

  it("lets the last of quick clicks decide, whatever order the answers come in", () => {
    // Like, then unlike before the first answer: the first answer does not flash the like back.
    const twice = run(initialEngagement(5), { type: "engagement.toggle", mark: "like" }, { type: "engagement.toggle", mark: "like" });
    expect(shown(twice)).toEqual({ liked: false, saved: false, likes: 5 });
    const firstBack = run(twice, { type: "engagement.likeSucceeded", liked: true, count: 6 });
    expect(shown(firstBack)).toEqual({ liked: false, saved: false, likes: 5 });
    expect(shown(run(firstBack, { type: "engagement.likeSucceeded", liked: false, count: 5 }))).toEqual({
      liked: false,
      saved: false,
      likes: 5,
    });
    // The second fails: what the server last said (the first's like) shows.
    expect(shown(run(firstBack, { type: "engagement.failed", mark: "like" }))).toEqual({ liked: true, saved: false, likes: 6 });
  });

  it("keeps a click made before the fan's status arrived", () => {
    const state = run(
      initialEngagement(1),
      { type: "engagement.toggle", mark: "save" },
      { type: "engagement.statusLoaded", liked: true, saved: false },
    );
    expect(shown(state)).toEqual({ liked: true, saved: true, likes: 1 });
  });

  it("starts again from new data", () => {
    const state = run(initialEngagement(1), { type: "engagement.toggle", mark: "like" }, { type: "engagement.reset", likes: 9 });
    expect(state).toEqual(initialEngagement(9));
  });
});

describe("the optimistic poll vote", () => {
  const poll: Poll = {
    question: "Which?",
    options: [
      { uid: "aaaaa", text: "A", votes: 3, voted: false },
      { uid: "bbbbb", text: "B", votes: 1, voted: true },
    ],
  };

  it("adds a vote, and takes it back on a second vote for the same option", () => {
    const voted = toggleVote(poll, "aaaaa");
    expect(voted.options[0]).toEqual({ uid: "aaaaa", text: "A", votes: 4, voted: true });
    expect(toggleVote(voted, "aaaaa")).toEqual(poll);
    expect(toggleVote(poll, "bbbbb").options[1]).toEqual({ uid: "bbbbb", text: "B", votes: 0, voted: false });
    expect(toggleVote(poll, "zzzzz")).toEqual(poll);
  });

  it("gives each option its share", () => {
    expect(totalVotes(poll)).toBe(4);
    expect(voteShare(3, 4)).toBe(75);
    expect(voteShare(1, 3)).toBe(33);
    expect(voteShare(0, 0)).toBe(0);
  });
});
