import type { EmbedType } from "../../../../runtime/richText/widgets/embed";
import { figmaDocumentId, tweetId, youTubeVideoId } from "../../../../schema/richText/embedUrls";

/** What an address embeds as: its type and the id the node stores. */
export interface EmbedMatch {
  readonly type: EmbedType;
  readonly id: string;
}

/** The id each embed type reads from an address (SPEC §9's rules), null when it yields none. */
export const EMBED_PARSERS: Readonly<Record<EmbedType, (text: string) => string | null>> = {
  youtube: youTubeVideoId,
  tweet: tweetId,
  figma: figmaDocumentId,
};

/** The embed a pasted address makes, trying every type, or null for anything else (text with spaces included). */
export function matchEmbed(text: string): EmbedMatch | null {
  const token = text.trim();
  if (token === "" || /\s/.test(token)) return null;
  for (const type of Object.keys(EMBED_PARSERS) as EmbedType[]) {
    const id = EMBED_PARSERS[type](token);
    if (id !== null) return { type, id };
  }
  return null;
}

interface EmbedLabels {
  /** The Insert menu's and the slash menu's item (SPEC §2 'Tweet embed, YouTube embed'). */
  readonly insert: string;
  /** What is embedded, in a sentence ('a YouTube video'). */
  readonly item: string;
  /** The dialog's title. */
  readonly title: string;
  /** The address field's label. */
  readonly field: string;
  readonly example: string;
}

/** What the Insert menu, the slash menu, the dialog and the paste offer call each embed. */
export const EMBED_LABELS: Readonly<Record<EmbedType, EmbedLabels>> = {
  youtube: {
    insert: "YouTube embed",
    item: "a YouTube video",
    title: "Embed YouTube Video",
    field: "YouTube video URL",
    example: "https://www.youtube.com/watch?v=jNQXAC9IVRw",
  },
  tweet: { insert: "Tweet embed", item: "a tweet", title: "Embed Tweet", field: "Tweet URL", example: "https://x.com/jack/status/20" },
  figma: {
    insert: "Figma embed",
    item: "a Figma document",
    title: "Embed Figma Document",
    field: "Figma document URL",
    example: "https://www.figma.com/file/…",
  },
};
