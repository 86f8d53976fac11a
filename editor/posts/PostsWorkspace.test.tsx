// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostInput, PostStatusInput, StudioComment, StudioPost } from "../../schema/api/studioPosts";
import type { StudioTier } from "../../schema/api/tiers";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { type PostsApi, PostsWorkspace } from "./PostsWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "Salt & Static" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;
const gold = { id: "gold", name: "Gold", includesTierIds: [] as string[] } as StudioTier;
/** Listed after Gold, only Platinum includes it: Silver's members do not read Gold's posts (issue 30). */
const silver = { id: "silver", name: "Silver", includesTierIds: [] as string[] } as StudioTier;
const platinum = { id: "platinum", name: "Platinum", includesTierIds: ["gold"] } as StudioTier;

const postOf = (id: string, input: PostInput): StudioPost => ({
  id,
  type: input.type,
  caption: input.type === "poll" ? (input.poll?.question ?? "") : "A caption",
  membershipTierId: input.membershipTierId,
  media: (input.media ?? []).map((item, index) => ({ id: `${id}-m${index}`, ...item })),
  ...(input.poll
    ? {
        poll: {
          question: input.poll.question,
          options: input.poll.options.map((option, index) => ({ uid: option.uid ?? `opt${index}`, text: option.text, votes: 0 })),
        },
      }
    : {}),
  createdAt: input.publishAt ?? "2026-11-27T10:00:00.000Z",
  status: input.status === "draft" ? "draft" : input.publishAt ? "scheduled" : "published",
  likes: 0,
  comments: 2,
  hiddenComments: 0,
});

function fakePosts(initial: StudioPost[] = [], comments: StudioComment[] = []) {
  let posts = [...initial];
  let shown = [...comments];
  const api: PostsApi = {
    listTiers: vi.fn(async () => [gold, silver, platinum]),
    listPosts: vi.fn(async (_profileId, query) => ({ total: posts.length, data: posts.slice(query.offset, query.offset + query.limit) })),
    createPost: vi.fn(async (_profileId: string, input: PostInput) => {
      const post = postOf(`p${posts.length + 1}`, input);
      posts = [post, ...posts];
      return post;
    }),
    updatePost: vi.fn(async (_profileId: string, id: string, input: PostInput) => postOf(id, input)),
    setPostStatus: vi.fn(async (_profileId: string, id: string, change: PostStatusInput) => {
      posts = posts.map((post) => (post.id === id ? { ...post, status: change.status } : post));
      return posts.find((post) => post.id === id) as StudioPost;
    }),
    deletePost: vi.fn(async (_profileId: string, id: string) => {
      posts = posts.filter((post) => post.id !== id);
      return { ok: true as const };
    }),
    listPostComments: vi.fn(async () => ({ total: shown.length, data: shown })),
    setCommentHidden: vi.fn(async (_profileId: string, _postId: string, commentId: string, hidden: boolean) => {
      shown = shown.map((comment) => (comment.id === commentId ? { ...comment, hidden } : comment));
      return { ok: true as const };
    }),
    deleteComment: vi.fn(async (_profileId: string, _postId: string, commentId: string) => {
      shown = shown.filter((comment) => comment.id !== commentId);
      return { ok: true as const };
    }),
  };
  return api;
}

function renderPosts(api: PostsApi) {
  render(<PostsWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} upload={vi.fn()} />);
}

describe("the studio's Posts section", () => {
  it("writes a poll for Gold members, and says who reads it: Gold and the tiers that include it", async () => {
    const api = fakePosts();
    renderPosts(api);
    expect(await screen.findByText("No posts yet. Write one for your members, or for everyone.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New post" }));
    const form = screen.getByRole("form", { name: "New post" });
    fireEvent.change(within(form).getByLabelText("Type"), { target: { value: "poll" } });
    await waitFor(() => expect(within(form).getByRole("option", { name: "Gold members" })).toBeTruthy());
    expect(within(form).getByText("Everyone", { selector: "p" })).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Who can see it"), { target: { value: "gold" } });
    expect(within(form).getByText("Readable by: Gold, Platinum")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText("Ask the poll's question.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Question"), { target: { value: "Which city next?" } });
    fireEvent.change(within(form).getByLabelText("Option 1"), { target: { value: "Lisbon" } });
    fireEvent.change(within(form).getByLabelText("Option 2"), { target: { value: "Porto" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add option" }));
    fireEvent.change(within(form).getByLabelText("Option 3"), { target: { value: "Faro" } });
    fireEvent.click(within(form).getByLabelText("Publish now"));
    fireEvent.click(within(form).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(api.createPost).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createPost).mock.calls[0]?.[1]).toMatchObject({
      type: "poll",
      membershipTierId: "gold",
      poll: { question: "Which city next?", options: [{ text: "Lisbon" }, { text: "Porto" }, { text: "Faro" }] },
      status: "published",
      publishAt: null,
    });
    const row = (await screen.findByText("Which city next?")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Readable by: Gold, Platinum")).toBeTruthy();
  });

  it("asks for the file an image post shows, and schedules a post for later", async () => {
    const api = fakePosts();
    renderPosts(api);
    fireEvent.click(await screen.findByRole("button", { name: "New post" }));
    const form = screen.getByRole("form", { name: "New post" });
    fireEvent.change(within(form).getByLabelText("Type"), { target: { value: "image" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    expect(await within(form).findByText("Choose the image this post shows.")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Type"), { target: { value: "text" } });
    fireEvent.click(within(form).getByLabelText("Schedule for later"));
    fireEvent.change(within(form).getByLabelText("Publish on"), { target: { value: "2030-01-02T20:00" } });
    fireEvent.click(within(form).getByRole("button", { name: "Schedule post" }));
    await waitFor(() => expect(api.createPost).toHaveBeenCalledTimes(1));
    const sent = vi.mocked(api.createPost).mock.calls[0]?.[1] as PostInput;
    expect(new Date(sent.publishAt as string).getFullYear()).toBe(2030);
    expect(await screen.findByText(/^Scheduled for Jan 2, 2030/)).toBeTruthy();
  });

  it("keeps a new post a draft until published, then unpublishes it from the list", async () => {
    const api = fakePosts();
    renderPosts(api);
    fireEvent.click(await screen.findByRole("button", { name: "New post" }));
    const form = screen.getByRole("form", { name: "New post" });
    expect((within(form).getByLabelText("Draft: only you see it") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(api.createPost).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createPost).mock.calls[0]?.[1]).toMatchObject({ status: "draft", publishAt: null });
    const row = (await screen.findByText("Draft")).closest("tr") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Publish the post “A caption” now" }));
    await waitFor(() => expect(api.setPostStatus).toHaveBeenCalledWith("artist", "p1", { status: "published" }));
    fireEvent.click(await within(row).findByRole("button", { name: "Unpublish the post “A caption”" }));
    await waitFor(() => expect(api.setPostStatus).toHaveBeenLastCalledWith("artist", "p1", { status: "draft" }));
    expect(await within(row).findByText("Draft")).toBeTruthy();
  });

  it("hides a post's comment, shows it again and deletes one after asking", async () => {
    const comment = (id: string, content: string): StudioComment => ({
      id,
      fullName: "Ana Fan",
      email: "ana@example.com",
      content,
      createdAt: "2026-11-27T10:00:00.000Z",
      hidden: false,
    });
    const api = fakePosts([postOf("p1", { type: "text", membershipTierId: null })], [comment("c1", "Rude words"), comment("c2", "Lovely")]);
    renderPosts(api);
    fireEvent.click(await screen.findByRole("button", { name: "Comments on “A caption”" }));
    const panel = await screen.findByRole("region", { name: "Comments on “A caption”" });
    const rude = (await within(panel).findByText("Rude words")).closest("tr") as HTMLElement;
    fireEvent.click(within(rude).getByRole("button", { name: "Hide" }));
    await waitFor(() => expect(within(rude).getByText("Hidden")).toBeTruthy());
    expect(api.setCommentHidden).toHaveBeenCalledWith("artist", "p1", "c1", true);
    fireEvent.click(within(rude).getByRole("button", { name: "Show" }));
    await waitFor(() => expect(within(rude).getByText("Shown")).toBeTruthy());
    const lovely = within(panel).getByText("Lovely").closest("tr") as HTMLElement;
    const message = "Delete Ana Fan's comment? This cannot be undone.";
    fireEvent.click(within(lovely).getByRole("button", { name: "Delete" }));
    await answerConfirm({ title: "Delete this comment?", message, button: "Cancel" });
    expect(api.deleteComment).not.toHaveBeenCalled();
    fireEvent.click(within(lovely).getByRole("button", { name: "Delete" }));
    await answerConfirm({ title: "Delete this comment?", message, button: "Delete comment" });
    await waitFor(() => expect(within(panel).queryByText("Lovely")).toBeNull());
  });
});
