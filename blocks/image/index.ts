import { imagePropsSchema } from "../../schema/blocks/image";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
import { Image } from "./Image";
import { imageNotReady } from "./imageReadiness";

export const imageBlock = defineBlock<"Image">({
  type: "Image",
  label: "Image",
  propsSchema: imagePropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Image,
  // What fans see: a picture, unless its missing alt text keeps the block off the site.
  showsPicture: (props) => imageNotReady(props) === null,
  sizeStyles: { margins: marginsBySize },
  editing: {
    previewProp: "alt",
    notReady: (node) => imageNotReady({ alt: "", decorative: false, ...node.props }),
  },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
