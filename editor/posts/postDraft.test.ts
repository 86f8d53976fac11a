import { describe, expect, it } from "vitest";
import type { StudioPost } from "../../schema/api/studioPosts";
import { richTextFromPlainText } from "../../schema/richText/plainText";
import { draftOfPost, emptyPostDraft, postInputOf } from "./postDraft";

const post: StudioPost = {
  id: "p1",
  type: "poll",
  caption: "Which city?",
  captionRich: richTextFromPlainText("Which city?") as unknown as StudioPost["captionRich"],
  membershipTierId: "gold",
  media: [],
  poll: {
    question: "Next city?",
    options: [
      { uid: "abcde", text: "Lisbon", votes: 3 },
      { uid: "fghij", text: "Porto", votes: 1 },
    ],
  },
  createdAt: "2026-12-24T18:00:00.000Z",
  status: "scheduled",
  likes: 0,
  comments: 0,
  hiddenComments: 0,
};

describe("a post's draft", () => {
  it("goes back to the API as it came: the poll's uids kept, the schedule typed on the artist's clock", () => {
    const draft = draftOfPost(post, "Europe/Lisbon");
    expect(draft.publishAt).toBe("2026-12-24T18:00");
    const checked = postInputOf(draft, "Europe/Lisbon");
    expect(checked).toEqual({
      ok: true,
      input: {
        type: "poll",
        captionRich: post.captionRich,
        membershipTierId: "gold",
        media: [],
        poll: {
          question: "Next city?",
          options: [
            { uid: "abcde", text: "Lisbon" },
            { uid: "fghij", text: "Porto" },
          ],
        },
        status: "published",
        publishAt: "2026-12-24T18:00:00.000Z",
      },
    });
    // In New York the same time is typed five hours earlier.
    expect(postInputOf({ ...draft, publishAt: "2026-12-24T13:00" }, "America/New_York")).toMatchObject({
      input: { publishAt: "2026-12-24T18:00:00.000Z" },
    });
  });

  it("names what a post lacks: its file, a poll's question and options", () => {
    expect(postInputOf({ ...emptyPostDraft(), type: "image" })).toEqual({
      ok: false,
      problems: { media: "Choose the image this post shows." },
    });
    expect(postInputOf({ ...emptyPostDraft(), type: "poll" })).toEqual({
      ok: false,
      problems: { question: "Ask the poll's question.", options: "Give at least 2 options." },
    });
  });

  it("sends an empty caption as none, for everyone, now, with only the file its type shows", () => {
    const draft = {
      ...emptyPostDraft(),
      when: "now" as const,
      type: "audio" as const,
      captionRich: richTextFromPlainText("  "),
      media: [
        { type: "image" as const, url: "/media/a/x.png", name: "x.png" },
        { type: "audio" as const, url: "/media/private/a/y.mp3", name: "y.mp3", title: "Voice memo" },
      ],
    };
    expect(postInputOf(draft)).toEqual({
      ok: true,
      input: {
        type: "audio",
        captionRich: null,
        membershipTierId: null,
        media: [{ type: "audio", url: "/media/private/a/y.mp3", name: "y.mp3", title: "Voice memo" }],
        status: "published",
        publishAt: null,
      },
    });
  });

  it("starts a new post as a draft, keeps a draft one without a date, and asks for a scheduled one's time", () => {
    expect(emptyPostDraft().when).toBe("draft");
    const draft = draftOfPost({ ...post, status: "draft" });
    expect(draft).toMatchObject({ when: "draft", publishAt: "", published: false });
    expect(postInputOf(draft)).toMatchObject({ ok: true, input: { status: "draft", publishAt: null } });
    expect(draftOfPost({ ...post, status: "published" })).toMatchObject({ when: "now", published: true });
    expect(postInputOf({ ...draft, when: "later", publishAt: "" })).toEqual({
      ok: false,
      problems: { publishAt: "Choose a date and time, or publish now." },
    });
  });
});
