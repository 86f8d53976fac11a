import { galleryPropsSchema } from "../../schema/blocks/gallery";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING } from "../style";
import type { Gallery } from "./Gallery";
import { galleryNotReady } from "./galleryReadiness";

/** The Gallery block (issue 39, item 1): a grid or carousel of 1–100 pictures, each opened large in a lightbox. */
export const galleryBlock = defineBlock<"Gallery">({
  type: "Gallery",
  label: "Gallery",
  propsSchema: galleryPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Fetched by the fan's browser only for a page holding a gallery (blocks/onDemand/).
  View: onDemandView<typeof Gallery>("Gallery"),
  editing: {
    // The layers tell galleries apart by how many pictures each holds.
    nameOf(node) {
      const count = node.props.images?.length ?? 0;
      return count === 0 ? undefined : `Gallery (${count} ${count === 1 ? "picture" : "pictures"})`;
    },
    notReady: (node) => galleryNotReady(node.props.images ?? []),
  },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
