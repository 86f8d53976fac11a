// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Comment } from "../../../schema/entities/posts";
import type { Paged } from "../../../schema/siteData";
import { CommentsModal } from "./CommentsModal";
import type { CommentsApi } from "./commentsApi";

afterEach(cleanup);

/** `count` comments, c1 the oldest; the fake server pages them newest first, 20 a page. */
function fakeComments(count: number): CommentsApi & { pages: number[] } {
  const all: Comment[] = Array.from({ length: count }, (_, i) => ({
    id: `c${i + 1}`,
    fullName: "Ada Lovelace",
    content: `Comment ${i + 1}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
  const pages: number[] = [];
  return {
    pages,
    comments: vi.fn(async (_postId: string, page = 1): Promise<Paged<Comment>> => {
      pages.push(page);
      const newestFirst = [...all].reverse();
      return { data: newestFirst.slice((page - 1) * 20, page * 20), page, pageSize: 20, total: all.length };
    }),
    addComment: vi.fn(),
    reportComment: vi.fn(),
  };
}

const shownContents = () =>
  within(screen.getByRole("list", { name: "Comments on this post" }))
    .queryAllByRole("listitem")
    .map((item) => item.querySelector(".post-comment__content")?.textContent)
    .filter(Boolean);

async function openModal(api: CommentsApi, onCount: (count: number) => void = () => {}) {
  await act(async () => {
    render(
      <CommentsModal open postId="p1" fullName="Ada Lovelace" onClose={() => {}} onCountChange={() => {}} onCount={onCount} api={api} />,
    );
  });
}

describe("CommentsModal pages", () => {
  it("shows the newest 20 comments oldest first, and loads earlier ones a page at a time until the first", async () => {
    const api = fakeComments(45);
    await openModal(api);
    expect(shownContents()).toEqual(Array.from({ length: 20 }, (_, i) => `Comment ${26 + i}`));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show earlier comments" })));
    expect(shownContents()).toHaveLength(40);
    expect(shownContents()[0]).toBe("Comment 6");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Show earlier comments" })));
    expect(shownContents()).toEqual(Array.from({ length: 45 }, (_, i) => `Comment ${i + 1}`));
    expect(screen.queryByRole("button", { name: "Show earlier comments" })).toBeNull();
    expect(api.pages).toEqual([1, 2, 3]);
  });

  it("tells the post's card how many comments there are now, others' new ones included (issue 34)", async () => {
    const onCount = vi.fn();
    await openModal(fakeComments(45), onCount);
    expect(onCount).toHaveBeenCalledWith(45);
  });

  it("offers no earlier comments when one page holds them all", async () => {
    const api = fakeComments(3);
    await openModal(api);
    expect(shownContents()).toEqual(["Comment 1", "Comment 2", "Comment 3"]);
    expect(screen.queryByRole("button", { name: "Show earlier comments" })).toBeNull();
  });
});
