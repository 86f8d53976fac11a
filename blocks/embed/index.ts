import { embedPropsSchema } from "../../schema/blocks/embed";
import { EMBED_SERVICE_NAMES, readEmbed } from "../../schema/embeds/embedAddress";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
import type { Embed } from "./Embed";

/** Why an Embed block would show fans nothing: no address, or one that names nothing its service can play. */
function embedProblem(url: string): string | null {
  if (url.trim() === "") return "It has no link: paste a Spotify, SoundCloud, Bandcamp, Apple Music, YouTube or Vimeo link.";
  const reading = readEmbed(url);
  return reading.ok ? null : reading.problem;
}

export const embedBlock = defineBlock<"Embed">({
  type: "Embed",
  label: "Embed",
  propsSchema: embedPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Fetched by the fan's browser only for a page holding an embed (blocks/onDemand/).
  View: onDemandView<typeof Embed>("Embed"),
  sizeStyles: { margins: marginsBySize },
  editing: {
    // The layers tell a Spotify player from a YouTube one before any title is given.
    nameOf(node) {
      const reading = readEmbed(node.props.url ?? "");
      return reading.ok ? `${EMBED_SERVICE_NAMES[reading.source.service]} embed` : undefined;
    },
    previewProp: "title",
    notReady: (node) => embedProblem(node.props.url ?? ""),
  },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
