import { buttonPropsSchema } from "../../schema/blocks/button";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
import { Button } from "./Button";

export const buttonBlock = defineBlock<"Button">({
  type: "Button",
  label: "Button",
  propsSchema: buttonPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Button,
  sizeStyles: { margins: marginsBySize },
  editing: { previewProp: "text", notReady: (node) => (node.props.link ? null : "It has no link: choose where it goes.") },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
