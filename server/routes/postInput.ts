import { holdsRichContent } from "../../runtime/richText/richContent";
import { richTextErrors } from "../../runtime/richText/richTextErrors";
import type { PostInput } from "../../schema/api/studioPosts";
import { UPLOAD_CONTENT_TYPES } from "../../schema/api/uploads";
import type { Post, PostMedia } from "../../schema/entities/posts";
import type { RichText } from "../../schema/richText/index";
import { plainTextOf } from "../../schema/richText/plainText";
import type { PostWrite } from "../data/studioPosts";
import { findTier } from "../data/tiers";
import { findUploadByKey } from "../data/uploads";
import type { Queryable } from "../db/database";
import { httpError } from "../http/httpError";
import { newId } from "../security/tokens";
import { uploadContentTypeOf } from "../storage/contentSniffing";
import { storageKeyOfMediaUrl } from "../storage/mediaKeys";

/** The longest caption a post holds (the post schema's). */
const MAX_CAPTION = 10000;

/** What a post of each type shows, and must have. */
const NEEDS: Partial<Record<Post["type"], { kind: PostMedia["type"]; words: string }>> = {
  image: { kind: "image", words: "an image" },
  video: { kind: "video", words: "a video" },
  audio: { kind: "audio", words: "an audio file" },
  document: { kind: "document", words: "a PDF document" },
};

async function checkTier(db: Queryable, profileId: string, tierId: string | null): Promise<void> {
  if (tierId !== null && !(await findTier(db, profileId, tierId))) throw httpError("bad_request", "unknownTier");
}

/** The caption's rich text checked as documents check theirs, and its plain text. */
function caption(value: unknown): { caption: string; captionRich: Post["captionRich"] | null } {
  if (value === null || value === undefined) return { caption: "", captionRich: null };
  const [problem] = richTextErrors(value, "/body/captionRich");
  if (problem) {
    throw httpError("bad_request", "richText", problem.message).withFields({
      errors: [{ pointer: problem.pointer, rule: "richText", message: problem.message }],
    });
  }
  if (holdsRichContent(value)) throw httpError("bad_request", "captionRichContent");
  const text = plainTextOf(value as RichText).trim();
  if (text.length > MAX_CAPTION) throw httpError("bad_request", "captionTooLong", MAX_CAPTION);
  return { caption: text, captionRich: text === "" ? null : (value as Post["captionRich"]) };
}

/** A file of the post: an upload of this artist, of the kind it says it is. */
async function checkMedia(db: Queryable, profileId: string, item: NonNullable<PostInput["media"]>[number]): Promise<PostMedia> {
  const key = storageKeyOfMediaUrl(item.url);
  const slot = key === null ? null : await findUploadByKey(db, profileId, key);
  if (!slot?.completed) throw httpError("bad_request", "notUploadedHere");
  const type = uploadContentTypeOf(slot.contentType ?? undefined);
  const kind = type ? UPLOAD_CONTENT_TYPES[type].kind : null;
  if (kind !== item.type) throw httpError("bad_request", "wrongMediaKind", kind ?? "document", item.type);
  return {
    id: item.id ?? newId(),
    type: item.type,
    url: item.url,
    name: item.name,
    ...(item.title ? { title: item.title } : {}),
    ...(item.alt ? { alt: item.alt } : {}),
  };
}

/**
 * Checks a post the studio sent and resolves it for writing: its tier is the artist's, its caption
 * valid rich text of words (no widgets: the feed shows text), a poll only on a poll post, and its
 * files the artist's uploads, with the one its type shows.
 */
export async function resolvePostInput(db: Queryable, profileId: string, input: PostInput): Promise<PostWrite> {
  await checkTier(db, profileId, input.membershipTierId);
  if ((input.type === "poll") !== (input.poll !== undefined)) throw httpError("bad_request", "pollOnlyForPolls");
  const media: PostMedia[] = [];
  for (const item of input.media ?? []) media.push(await checkMedia(db, profileId, item));
  const needs = NEEDS[input.type];
  if (needs && !media.some((item) => item.type === needs.kind)) throw httpError("bad_request", "postNeedsMedia", needs.words);
  return {
    type: input.type,
    ...caption(input.captionRich),
    membershipTierId: input.membershipTierId,
    media,
    poll: input.poll
      ? {
          question: input.poll.question.trim(),
          options: input.poll.options.map((option) => ({ text: option.text.trim(), ...(option.uid ? { uid: option.uid } : {}) })),
        }
      : null,
    draft: input.status === "draft",
    publishAt: input.status === "draft" ? null : (input.publishAt ?? null),
  };
}
