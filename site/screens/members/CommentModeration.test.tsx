// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../client/api/client";
import type { CommentPage } from "../../../schema/api/posts";
import type { Comment } from "../../../schema/entities/posts";
import { CommentsModal } from "./CommentsModal";
import type { CommentsApi } from "./commentsApi";

afterEach(cleanup);

const commentOf = (id: string, more: Partial<Comment> = {}): Comment => ({
  id,
  fullName: "Grace Hopper",
  content: `Comment ${id}`,
  createdAt: "2026-01-01T00:00:00.000Z",
  ...more,
});

function fakeApi(data: Comment[], more: Partial<CommentPage> = {}, added?: Partial<Comment>): CommentsApi {
  return {
    comments: vi.fn(async (): Promise<CommentPage> => ({ data, page: 1, pageSize: 20, total: data.length, ...more })),
    addComment: vi.fn(async (_postId: string, content: string) => commentOf("new", { content, mine: true, ...added })),
    reportComment: vi.fn(async () => ({ reported: true })),
  };
}

async function openModal(api: CommentsApi, onCountChange: (delta: number) => void = () => {}) {
  await act(async () => {
    render(<CommentsModal open postId="p1" fullName="Ada Lovelace" onClose={() => {}} onCountChange={onCountChange} api={api} />);
  });
}

describe("CommentsModal moderation (issue 37, item 6)", () => {
  it("tells a fan whose comments are turned off, instead of offering the box", async () => {
    await openModal(fakeApi([commentOf("c1")], { commentsTurnedOff: true }));
    expect(screen.getByRole("status").textContent).toContain("Comments are turned off for you");
    expect(screen.queryByPlaceholderText("Add a comment...")).toBeNull();
  });

  it("says so when a comment is refused because the fan's comments were turned off meanwhile", async () => {
    const api = fakeApi([]);
    api.addComment = vi.fn(async () => {
      throw new ApiError("Your comments are turned off.", 403, { code: "comments_turned_off" });
    });
    vi.spyOn(console, "error").mockImplementation(() => {});
    await openModal(api);
    fireEvent.change(screen.getByPlaceholderText("Add a comment..."), { target: { value: "Hello" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post" })));
    expect(screen.getByRole("status").textContent).toContain("Comments are turned off for you");
  });

  it("marks the fan's own comment awaiting approval, and does not count it", async () => {
    const onCountChange = vi.fn();
    await openModal(fakeApi([], {}, { held: true }), onCountChange);
    fireEvent.change(screen.getByPlaceholderText("Add a comment..."), { target: { value: "A spoiler" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Post" })));
    screen.getByText("Your comment is waiting for the artist's approval. Only you can see it for now.");
    expect(onCountChange.mock.calls.map(([delta]) => delta)).toEqual([1, -1]);
  });

  it("reports another fan's comment once, and offers no Report on the fan's own", async () => {
    const api = fakeApi([commentOf("c1"), commentOf("c2", { mine: true, content: "Mine" })]);
    await openModal(api);
    const list = screen.getByRole("list", { name: "Comments on this post" });
    expect(within(list).getAllByRole("button", { name: /^Report/ })).toHaveLength(1);
    await act(async () => fireEvent.click(within(list).getByRole("button", { name: "Report Grace Hopper's comment" })));
    expect(api.reportComment).toHaveBeenCalledWith("c1");
    within(list).getByText("Reported to the artist. Thank you.");
    expect(within(list).queryByRole("button", { name: /^Report/ })).toBeNull();
  });
});
