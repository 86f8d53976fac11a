import { galleryPropsSchema } from "../../schema/blocks/gallery";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
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
  // Fans see its pictures once every one has alt text; the first is the page's first picture if no block before shows one.
  showsPicture: (props) => galleryNotReady(props.images) === null,
  sizeStyles: {
    // Phones show two columns unless the artist set a number for tablets or phones.
    columns: (columns) => ({ "--bl-gallery-columns": String(columns), "--bl-gallery-columns-phone": String(columns) }),
    margins: marginsBySize,
  },
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
