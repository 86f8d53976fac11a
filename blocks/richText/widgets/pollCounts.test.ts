import { describe, expect, it } from "vitest";
import type { PollNodeJSON } from "../../../schema/richText/poll";
import { shownOptions, totalVotes, voteShare, votesLabel, withVoteToggled } from "./pollCounts";

const node: PollNodeJSON = {
  type: "poll",
  version: 1,
  uid: "qwert",
  question: "Which?",
  options: [
    { uid: "aaaaa", text: "A", votes: ["editor"] },
    { uid: "bbbbb", text: "B", votes: [] },
  ],
};

describe("poll counts", () => {
  it("shows the document's options with the server's counts, never the stored votes", () => {
    expect(shownOptions(node, undefined)).toEqual([
      { uid: "aaaaa", text: "A", votes: 0, voted: false },
      { uid: "bbbbb", text: "B", votes: 0, voted: false },
    ]);
    const counts = {
      uid: "qwert",
      options: [
        { uid: "bbbbb", votes: 4, voted: true },
        { uid: "gone!", votes: 9, voted: false },
      ],
    };
    expect(shownOptions(node, counts).map((option) => [option.votes, option.voted])).toEqual([
      [0, false],
      [4, true],
    ]);
  });

  it("toggles a vote: on adds one, off takes it away, never below zero", () => {
    const counts = { uid: "qwert", options: [{ uid: "aaaaa", votes: 2, voted: false }] };
    const on = withVoteToggled(counts, "aaaaa");
    expect(on.options[0]).toEqual({ uid: "aaaaa", votes: 3, voted: true });
    expect(withVoteToggled(on, "aaaaa")).toEqual(counts);
    expect(withVoteToggled({ uid: "qwert", options: [{ uid: "aaaaa", votes: 0, voted: true }] }, "aaaaa").options[0]?.votes).toBe(0);
    expect(withVoteToggled({ uid: "qwert", options: [] }, "bbbbb").options).toEqual([{ uid: "bbbbb", votes: 1, voted: true }]);
  });

  it("totals, shares and labels", () => {
    expect(totalVotes([{ votes: 1 }, { votes: 2 }])).toBe(3);
    expect(voteShare(1, 3)).toBe(33);
    expect(voteShare(0, 0)).toBe(0);
    expect([votesLabel(0), votesLabel(1), votesLabel(2)]).toEqual(["0 votes", "1 vote", "2 votes"]);
  });
});
