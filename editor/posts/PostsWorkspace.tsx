import { useCallback, useEffect, useState } from "react";
import type { PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import type { PostInput, StudioPost } from "../../schema/api/studioPosts";
import type { StudioTier } from "../../schema/api/tiers";
import type { CommentModerationApi } from "../api/commentModerationApi";
import { type PostEmailsApi, postEmailsApi } from "../api/postEmailsApi";
import { studioApi } from "../api/studioApi";
import { useMediaPicker } from "../media/MediaPicker";
import { PagedTable } from "../shell/PagedTable";
import { SearchBox } from "../shell/SearchBox";
import type { StudioSectionProps } from "../shell/studioSections";
import { useConfirmDialog } from "../shell/useConfirmDialog";
import { useListChanges } from "../shell/useListChanges";
import { useLoadedList } from "../shell/useLoadedList";
import { CommentModeration } from "./CommentModeration";
import { CommentsInbox } from "./CommentsInbox";
import { PostForm } from "./PostForm";
import { PostRow } from "./PostRow";
import { draftOfPost, emptyPostDraft } from "./postDraft";
import { uploadPostFile } from "./uploadPostFile";
import { usePostEmails } from "./usePostEmails";

const PAGE_SIZE = 25;

/** What Delete asks first: a post goes with its likes and comments. */
const DELETE_POST = {
  title: "Delete this post?",
  message: "Delete this post with its likes and comments? This cannot be undone.",
  confirmLabel: "Delete post",
  danger: true,
};

export type PostsApi = Pick<
  typeof studioApi,
  | "listPosts"
  | "createPost"
  | "updatePost"
  | "setPostStatus"
  | "deletePost"
  | "listTiers"
  | "listPostComments"
  | "setCommentHidden"
  | "deleteComment"
>;

/** The posts table's head. */
const POST_COLUMNS = (
  <>
    <th scope="col">Post</th>
    <th scope="col">Who can see it</th>
    <th scope="col">When</th>
    <th scope="col">Likes and comments</th>
    <th scope="col">
      <span className="studio-visually-hidden">Actions</span>
    </th>
  </>
);

type Open =
  | { readonly mode: "list" }
  | { readonly mode: "new" }
  | { readonly mode: "edit"; readonly post: StudioPost; readonly email: PostEmailStateAnswer | null }
  | { readonly mode: "comments"; readonly post: StudioPost }
  /** The comments on all the posts in one list, with the rules for comments (issue 37, item 6). */
  | { readonly mode: "inbox" };

/** What taking a post back to a draft or publishing it says when refused, and in its toast when done. */
const STATUS_WORDS = {
  draft: { failure: "The post was not unpublished", done: "Post unpublished: back to a draft" },
  published: { failure: "The post was not published", done: "Post published" },
} as const;

/** What a toast says once a post is saved: as a draft, published, or to come out later. */
function postSavedWords(input: PostInput): string {
  if (input.status === "draft") return "Draft saved";
  return input.publishAt && Date.parse(input.publishAt) > Date.now() ? "Post scheduled" : "Post published";
}

type PostsWorkspaceProps = StudioSectionProps & {
  readonly api?: PostsApi;
  readonly upload?: typeof uploadPostFile;
  readonly moderationApi?: CommentModerationApi;
  readonly emailApi?: PostEmailsApi;
};

/** The section's buttons: the comments across posts (or back to the posts), and a new post. */
function HeadActions({ inbox, setOpen }: { readonly inbox: boolean; setOpen(open: Open): void }) {
  return (
    <div className="studio-admin__actions">
      <button type="button" onClick={() => setOpen({ mode: inbox ? "list" : "inbox" })}>
        {inbox ? "Back to posts" : "All comments"}
      </button>
      <button type="button" onClick={() => setOpen({ mode: "new" })}>
        New post
      </button>
    </div>
  );
}

/**
 * The studio's Posts section (issue 17): the artist's member posts, scheduled ones first, found by
 * caption, 25 to a page; each written (type, rich caption, who sees it, its file or poll, whether
 * and when it comes out), changed, published or taken back to a draft, deleted after a
 * confirmation, and its comments moderated.
 */
export function PostsWorkspace(props: PostsWorkspaceProps) {
  const { profile, api = studioApi, emailApi = postEmailsApi, upload = uploadPostFile, moderationApi } = props;
  const { confirm, dialog } = useConfirmDialog();
  const [search, setSearch] = useState("");
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Open>({ mode: "list" });
  const [tiers, setTiers] = useState<readonly StudioTier[]>([]);
  const media = useMediaPicker(profile.id);

  useEffect(() => {
    api.listTiers(profile.id).then(setTiers, () => setTiers([]));
  }, [api, profile.id]);
  const load = useCallback(() => api.listPosts(profile.id, { search, offset, limit: PAGE_SIZE }), [api, profile.id, search, offset]);
  const { list, refresh } = useLoadedList("The posts", load);
  const { problem, attempt, change } = useListChanges(refresh);
  const emails = usePostEmails(profile.id, emailApi, change);

  const save = async (input: PostInput, emailChoice?: PostEmailChoice | null) => {
    let saved: StudioPost | undefined;
    const refused = await attempt(
      async () => {
        saved = await (open.mode === "edit" ? api.updatePost(profile.id, open.post.id, input) : api.createPost(profile.id, input));
      },
      "The post was not saved",
      postSavedWords(input),
    );
    if (refused !== null) return refused;
    setOpen({ mode: "list" });
    if (saved) emails.afterSave(saved, open.mode === "edit" ? open.email : null, emailChoice);
    return null;
  };

  const edit = async (post: StudioPost) => setOpen({ mode: "edit", post, email: await emails.stateOf(post) });

  const setStatus = (post: StudioPost, status: "draft" | "published") =>
    void change(() => api.setPostStatus(profile.id, post.id, { status }), STATUS_WORDS[status].failure, STATUS_WORDS[status].done);

  const remove = async (post: StudioPost) => {
    if (!(await confirm(DELETE_POST))) return;
    void change(() => api.deletePost(profile.id, post.id), "The post was not deleted", "Post deleted");
  };

  const editing = open.mode === "new" || open.mode === "edit";
  return (
    <div className="studio">
      <main className="studio-admin" aria-labelledby="studio-posts-heading">
        <div className="studio-admin__head">
          <h1 id="studio-posts-heading">Posts</h1>
          {editing ? null : <HeadActions inbox={open.mode === "inbox"} setOpen={setOpen} />}
        </div>
        {open.mode === "inbox" ? (
          <CommentsInbox profileId={profile.id} confirm={confirm} api={moderationApi} />
        ) : editing ? (
          <PostForm
            key={open.mode === "edit" ? open.post.id : "new"}
            heading={open.mode === "edit" ? "Edit post" : "New post"}
            initial={open.mode === "edit" ? draftOfPost(open.post) : emptyPostDraft()}
            tiers={tiers}
            email={{ api: emailApi, profileId: profile.id, state: open.mode === "edit" ? open.email : null }}
            onSave={save}
            onCancel={() => setOpen({ mode: "list" })}
            pickMedia={(type) => media.pickMedia(type)}
            uploadFile={(file, onProgress) => upload(profile.id, file, onProgress)}
          />
        ) : (
          <>
            {open.mode === "comments" ? (
              <CommentModeration
                profileId={profile.id}
                post={open.post}
                api={api}
                confirm={confirm}
                onClose={() => setOpen({ mode: "list" })}
              />
            ) : null}
            <div className="studio-admin__inline">
              <SearchBox
                label="Find a post"
                value={search}
                onSearch={(value) => {
                  setSearch(value);
                  setOffset(0);
                }}
              />
            </div>
            <PagedTable
              page={list}
              problem={problem}
              loading="Loading the posts…"
              empty={search.trim() ? "No post matches." : "No posts yet. Write one for your members, or for everyone."}
              offset={offset}
              pageSize={PAGE_SIZE}
              onOffset={setOffset}
              columns={POST_COLUMNS}
            >
              {(post) => (
                <PostRow
                  key={post.id}
                  post={post}
                  tiers={tiers}
                  onEdit={() => void edit(post)}
                  onStatus={(status) => setStatus(post, status)}
                  onComments={() => setOpen({ mode: "comments", post })}
                  onDelete={() => void remove(post)}
                />
              )}
            </PagedTable>
          </>
        )}
      </main>
      {media.element}
      {dialog}
    </div>
  );
}
