import { videoPropsSchema } from "../../schema/blocks/video";
import { EMBED_SERVICE_NAMES } from "../../schema/embeds/embedAddress";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING } from "../style";
import { Video } from "./Video";
import { readVideoLink, videoNotReady } from "./videoReadiness";

export const videoBlock = defineBlock<"Video">({
  type: "Video",
  label: "Video",
  propsSchema: videoPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Video,
  editing: {
    // The layers tell an upload from a YouTube or Vimeo video before any title is given.
    nameOf(node) {
      if (node.props.source !== "link") return undefined;
      const reading = readVideoLink(node.props.url ?? "");
      return "source" in reading ? `${EMBED_SERVICE_NAMES[reading.source.service]} video` : undefined;
    },
    previewProp: "title",
    notReady: (node) => videoNotReady({ source: "upload", url: "", ...node.props }),
  },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
