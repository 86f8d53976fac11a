// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { BlockedFan, CommentInboxFilter, InboxComment } from "../../schema/api/commentModeration";
import type { CommentModerationApi } from "../api/commentModerationApi";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { CommentsInbox } from "./CommentsInbox";

afterEach(cleanup);

const commentOf = (id: string, more: Partial<InboxComment> = {}): InboxComment => ({
  id,
  fullName: "Ada Fan",
  email: "ada@example.com",
  content: `Comment ${id}`,
  createdAt: "2026-11-27T10:00:00.000Z",
  hidden: false,
  held: false,
  postId: "post1",
  postExcerpt: "Tour diary",
  accountId: "ada",
  reports: 0,
  authorBlocked: false,
  ...more,
});

/** An artist's comments and rules as the server keeps them, changed by the calls the screen makes. */
function fakeModeration(initial: InboxComment[]) {
  let comments = [...initial];
  let words: string[] = ["spoiler"];
  const blocked = new Set<string>();
  const matches: Record<CommentInboxFilter, (comment: InboxComment) => boolean> = {
    all: () => true,
    held: (comment) => comment.held,
    reported: (comment) => comment.reports > 0,
    hidden: (comment) => comment.hidden,
  };
  const ok = { ok: true as const };
  const api: CommentModerationApi = {
    list: vi.fn(async (_profileId: string, { filter }: { filter: CommentInboxFilter }) => {
      const data = comments.filter(matches[filter]).map((comment) => ({ ...comment, authorBlocked: blocked.has(comment.accountId ?? "") }));
      return { total: data.length, data };
    }),
    approve: vi.fn(async (_profileId: string, id: string) => {
      comments = comments.map((comment) => (comment.id === id ? { ...comment, held: false } : comment));
      return ok;
    }),
    setHidden: vi.fn(async (_profileId: string, _postId: string, id: string, hidden: boolean) => {
      comments = comments.map((comment) => (comment.id === id ? { ...comment, hidden } : comment));
      return ok;
    }),
    remove: vi.fn(async (_profileId: string, _postId: string, id: string) => {
      comments = comments.filter((comment) => comment.id !== id);
      return ok;
    }),
    setBlocked: vi.fn(async (_profileId: string, accountId: string, block: boolean) => {
      if (block) blocked.add(accountId);
      else blocked.delete(accountId);
      return ok;
    }),
    listBlocked: vi.fn(async () => ({
      data: [...blocked].map((accountId): BlockedFan => ({ accountId, fullName: "Ada Fan", email: "ada@example.com", blockedAt: "" })),
    })),
    filterWords: vi.fn(async () => ({ words })),
    saveFilterWords: vi.fn(async (_profileId: string, next: string[]) => {
      words = next.map((word) => word.toLowerCase());
      return { words };
    }),
  };
  return api;
}

function Harness({ api }: { readonly api: CommentModerationApi }) {
  const { confirm, dialog } = useConfirmDialog();
  return (
    <>
      <CommentsInbox profileId="artist" confirm={confirm} api={api} />
      {dialog}
    </>
  );
}

const rowOf = async (content: string) => (await screen.findByText(content)).closest("tr") as HTMLElement;

describe("CommentsInbox", () => {
  it("lists comments across posts with their post and state, and hides, approves and deletes them", async () => {
    const api = fakeModeration([commentOf("c1", { held: true }), commentOf("c2", { reports: 2, postExcerpt: "" })]);
    render(<Harness api={api} />);
    const held = await rowOf("Comment c1");
    within(held).getByText("Awaiting approval");
    within(held).getByText("Tour diary");
    within(await rowOf("Comment c2")).getByText("Shown, reported 2 times");
    within(await rowOf("Comment c2")).getByText("A post without a caption");

    fireEvent.click(within(held).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(api.approve).toHaveBeenCalledWith("artist", "c1"));
    await within(await rowOf("Comment c1")).findByText("Shown");

    fireEvent.click(within(await rowOf("Comment c1")).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(api.setHidden).toHaveBeenCalledWith("artist", "post1", "c1", true));
    await within(await rowOf("Comment c1")).findByText("Hidden");

    fireEvent.click(within(await rowOf("Comment c2")).getByRole("button", { name: "Delete" }));
    await answerConfirm({
      title: "Delete this comment?",
      message: "Delete Ada Fan's comment? This cannot be undone.",
      button: "Delete comment",
    });
    await waitFor(() => expect(screen.queryByText("Comment c2")).toBeNull());
    expect(api.remove).toHaveBeenCalledWith("artist", "post1", "c2");
  });

  it("filters the list to what awaits approval", async () => {
    const api = fakeModeration([commentOf("c1", { held: true }), commentOf("c2")]);
    render(<Harness api={api} />);
    await screen.findByText("Comment c2");
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "held" } });
    await waitFor(() => expect(screen.queryByText("Comment c2")).toBeNull());
    screen.getByText("Comment c1");
  });

  it("turns a fan's comments off, lists them, and turns them back on", async () => {
    const api = fakeModeration([commentOf("c1")]);
    render(<Harness api={api} />);
    fireEvent.click(within(await rowOf("Comment c1")).getByRole("button", { name: "Turn off their comments" }));
    await waitFor(() => expect(api.setBlocked).toHaveBeenCalledWith("artist", "ada", true));
    const blockedList = (await screen.findByRole("heading", { name: "Fans whose comments are turned off" })).closest(
      "section",
    ) as HTMLElement;
    await within(blockedList).findByText("Ada Fan");
    fireEvent.click(within(blockedList).getByRole("button", { name: "Turn their comments back on" }));
    await within(blockedList).findByText("Every fan can comment.");
    expect(api.setBlocked).toHaveBeenLastCalledWith("artist", "ada", false);
  });

  it("edits the filter words, one a line", async () => {
    const api = fakeModeration([]);
    render(<Harness api={api} />);
    const box = await screen.findByLabelText("Words to hold for approval");
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe("spoiler"));
    fireEvent.change(box, { target: { value: "spoiler\n\n  Scam  \n" } });
    fireEvent.click(screen.getByRole("button", { name: "Save filter words" }));
    await waitFor(() => expect(api.saveFilterWords).toHaveBeenCalledWith("artist", ["spoiler", "Scam"]));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe("spoiler\nscam"));
  });
});
