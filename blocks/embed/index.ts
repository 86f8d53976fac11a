import { embedPropsSchema } from "../../schema/blocks/embed";
import { EMBED_SERVICE_NAMES, readEmbed } from "../../schema/embeds/embedAddress";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
import { Embed } from "./Embed";

/** Why an Embed block would show fans nothing: no address, or one that names nothing its service can play. */
function embedProblem(url: string): string | null {
  if (url.trim() === "") return "It has no link: paste a Spotify, SoundCloud, Bandcamp, Apple Music or YouTube link.";
  const reading = readEmbed(url);
  return reading.ok ? null : reading.problem;
}

export const embedBlock = defineBlock<"Embed">({
  type: "Embed",
  label: "Embed",
  propsSchema: embedPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Embed,
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
