import { youTubePlayerUrl } from "../../embeds/players";
import type { RichAttributes, RichElementFactory } from "../richElementFactory";
import type { EmbedJSON, EmbedType } from "./embedJSON";

export type { EmbedJSON, EmbedType } from "./embedJSON";

/**
 * What each embed is called, where its own page is and what its player is: every address is
 * built here from the stored id, never taken from the document, so no stored value can send a
 * fan elsewhere. The players are the ones the page's Content-Security-Policy lets it frame
 * (`EMBED_FRAME_ORIGINS`, `runtime/embeds/players.ts`): YouTube's privacy-enhanced player, X's post frame, Figma's embed.
 */
interface EmbedKind {
  /** The card's title. */
  readonly title: string;
  /** The label of the button that loads the player. */
  readonly load: string;
  /** The item on its own site, for the card's link (and the export's only way to it). */
  readonly pageUrl: (id: string) => string;
  /** The player the button loads into the page. */
  readonly frameUrl: (id: string) => string;
}

const figmaFileUrl = (id: string) => `https://www.figma.com/file/${id}`;

export const EMBED_KINDS: Readonly<Record<EmbedType, EmbedKind>> = {
  youtube: {
    title: "YouTube video",
    load: "Play video",
    pageUrl: (id) => `https://www.youtube.com/watch?v=${id}`,
    frameUrl: (id) => `${youTubePlayerUrl(id)}?autoplay=1`,
  },
  tweet: {
    title: "Post on X",
    load: "View post",
    pageUrl: (id) => `https://x.com/i/status/${id}`,
    frameUrl: (id) => `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
  },
  figma: {
    title: "Figma design",
    load: "View design",
    pageUrl: figmaFileUrl,
    frameUrl: (id) => `https://www.figma.com/embed?embed_host=backline&url=${encodeURIComponent(figmaFileUrl(id))}`,
  },
};

/** The stored id of any embed. */
export function embedId(node: EmbedJSON): string {
  switch (node.type) {
    case "youtube":
      return node.videoID;
    case "tweet":
      return node.id;
    case "figma":
      return node.documentID;
  }
}

const CARD_CLASSES: Readonly<Record<EmbedType, string>> = {
  youtube: "bl-rt-embed bl-rt-embed--youtube",
  tweet: "bl-rt-embed bl-rt-embed--tweet",
  figma: "bl-rt-embed bl-rt-embed--figma",
};
const TITLE: RichAttributes = { class: "bl-rt-embed-title" };

/** The alignment an embed was given (Lexical's block format), as the card's text alignment. */
export function embedStyle(node: EmbedJSON): Readonly<Record<string, string>> | null {
  return node.format === "" ? null : { "text-align": node.format };
}

/**
 * An embed as the HTML export and a page before its script runs show it: a card with the item's
 * title and a link to it on its own site. Nothing is loaded from the other site; the page's
 * component adds the button that does (`blocks/richText/widgets/EmbedCard.tsx`).
 */
export function describeEmbed<T>(node: EmbedJSON, make: RichElementFactory<T>, key: number): T {
  const kind = EMBED_KINDS[node.type];
  const url = kind.pageUrl(embedId(node));
  const link = make.element(
    "a",
    { class: "bl-rt-embed-link", href: url, target: "_blank", rel: "noopener noreferrer" },
    null,
    [make.text(url)],
    1,
  );
  const title = make.element("figcaption", TITLE, null, [make.text(kind.title)], 0);
  return make.element("figure", { class: CARD_CLASSES[node.type], "data-embed": node.type }, embedStyle(node), [title, link], key);
}
