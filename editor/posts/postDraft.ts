import { isRichText } from "../../runtime/richText/richTextErrors";
import { instantToZonedLocal, zonedLocalToInstant } from "../../runtime/time/zonedTime";
import type { PostInput, StudioPost } from "../../schema/api/studioPosts";
import type { PostMedia, PostType } from "../../schema/entities/posts";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf } from "../../schema/richText/plainText";
import { MAX_POLL_OPTIONS, MIN_POLL_OPTIONS } from "../../schema/richText/poll";

/** A file of the post as the form holds it: a new one has no id yet. */
export type DraftPostMedia = Omit<PostMedia, "id"> & { readonly id?: string };

export interface PollOptionDraft {
  readonly key: string;
  readonly uid?: string;
  readonly text: string;
}

/** A post as its form holds it: who sees it, when, and its caption, files and poll. */
export interface PostDraft {
  readonly type: PostType;
  readonly captionRich: RichText | null;
  /** "" for everyone, else a tier's id (and the tiers after it). */
  readonly tierId: string;
  readonly media: readonly DraftPostMedia[];
  readonly question: string;
  readonly options: readonly PollOptionDraft[];
  /** Kept a draft only the artist sees, published now (or kept at the date it has), or scheduled for `publishAt`. */
  readonly when: PostWhen;
  /** `YYYY-MM-DDTHH:mm` on the artist's clock, when scheduled. */
  readonly publishAt: string;
  /** Whether fans already see it: its date then stays unless another is chosen. */
  readonly published: boolean;
}

export type PostWhen = "draft" | "now" | "later";

let nextKey = 0;
export const optionKey = () => `option-${++nextKey}`;

/** The zone the artist's browser keeps time in: the schedule is typed on that clock. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

export function emptyPostDraft(): PostDraft {
  return {
    type: "text",
    captionRich: null,
    tierId: "",
    media: [],
    question: "",
    options: [
      { key: optionKey(), text: "" },
      { key: optionKey(), text: "" },
    ],
    // A new post starts as a draft: nothing reaches fans until the artist says so.
    when: "draft",
    publishAt: "",
    published: false,
  };
}

const WHEN_OF_STATUS: Readonly<Record<StudioPost["status"], PostWhen>> = { draft: "draft", scheduled: "later", published: "now" };

export function draftOfPost(post: StudioPost, zone = localTimeZone()): PostDraft {
  return {
    type: post.type,
    // The server stores only captions the rich-text schema accepts (`server/routes/postInput.ts`).
    captionRich: isRichText(post.captionRich) ? post.captionRich : null,
    tierId: post.membershipTierId ?? "",
    media: post.media,
    question: post.poll?.question ?? "",
    options: post.poll?.options.map((option) => ({ key: optionKey(), uid: option.uid, text: option.text })) ?? emptyPostDraft().options,
    when: WHEN_OF_STATUS[post.status],
    publishAt: post.status === "scheduled" ? instantToZonedLocal(post.createdAt, zone) : "",
    published: post.status === "published",
  };
}

export type PostDraftProblems = Partial<Record<"media" | "question" | "options" | "publishAt", string>>;

/** What each type shows and must have. */
const NEEDS: Partial<Record<PostType, { kind: PostMedia["type"]; problem: string }>> = {
  image: { kind: "image", problem: "Choose the image this post shows." },
  video: { kind: "video", problem: "Choose the video this post shows." },
  audio: { kind: "audio", problem: "Upload the audio this post plays." },
  document: { kind: "document", problem: "Upload the PDF this post offers." },
};

/** The draft as the API takes it, or its problems by field. */
export function postInputOf(
  draft: PostDraft,
  zone = localTimeZone(),
): { ok: true; input: PostInput } | { ok: false; problems: PostDraftProblems } {
  const problems: PostDraftProblems = {};
  const needs = NEEDS[draft.type];
  if (needs && !draft.media.some((item) => item.type === needs.kind)) problems.media = needs.problem;
  const options = draft.options.filter((option) => option.text.trim() !== "");
  if (draft.type === "poll") {
    if (draft.question.trim() === "") problems.question = "Ask the poll's question.";
    if (options.length < MIN_POLL_OPTIONS) problems.options = `Give at least ${MIN_POLL_OPTIONS} options.`;
    if (options.length > MAX_POLL_OPTIONS) problems.options = `Give at most ${MAX_POLL_OPTIONS} options.`;
  }
  const publishAt = draft.when === "later" ? zonedLocalToInstant(draft.publishAt, zone) : null;
  if (draft.when === "later" && !publishAt) problems.publishAt = "Choose a date and time, or publish now.";
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const keepMedia = needs ? draft.media.filter((item) => item.type === needs.kind) : [];
  const input: PostInput = {
    type: draft.type,
    // A copy of the caption's fields: the API takes any JSON object, which an interface is not to the compiler.
    captionRich: draft.captionRich && plainTextOf(draft.captionRich).trim() !== "" ? { ...draft.captionRich } : null,
    membershipTierId: draft.tierId === "" ? null : draft.tierId,
    media: keepMedia.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      type: item.type,
      url: item.url,
      name: item.name,
      ...(item.title ? { title: item.title } : {}),
      ...(item.alt ? { alt: item.alt } : {}),
    })),
    ...(draft.type === "poll"
      ? {
          poll: {
            question: draft.question.trim(),
            options: options.map((option) => ({ text: option.text.trim(), ...(option.uid ? { uid: option.uid } : {}) })),
          },
        }
      : {}),
    status: draft.when === "draft" ? "draft" : "published",
    // A published post keeps its date when none is chosen.
    publishAt,
  };
  return { ok: true, input };
}
