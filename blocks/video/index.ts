import { videoPropsSchema } from "../../schema/blocks/video";
import { EMBED_SERVICE_NAMES } from "../../schema/embeds/embedAddress";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize, safeMediaUrl } from "../style";
import type { Video } from "./Video";
import { readVideoLink, videoNotReady } from "./videoReadiness";

export const videoBlock = defineBlock<"Video">({
  type: "Video",
  label: "Video",
  propsSchema: videoPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Fetched by the fan's browser only for a page holding a video (blocks/onDemand/).
  View: onDemandView<typeof Video>("Video"),
  // An upload's poster is a picture (a `<video>` fetches it at once: it has no lazy loading to turn off); a link's card is not.
  showsPicture: (props) => props.source === "upload" && safeMediaUrl(props.poster) !== undefined && videoNotReady(props) === null,
  sizeStyles: { margins: marginsBySize },
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
