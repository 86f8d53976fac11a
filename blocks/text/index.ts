import { textPropsSchema } from "../../schema/blocks/text";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING } from "../style";
import { Text } from "./Text";
import { textCss } from "./text.css";

export const textBlock = defineBlock<"Text">({
  type: "Text",
  label: "Text",
  propsSchema: textPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: Text,
  css: textCss,
  editing: { previewProp: "text", inlineText: { prop: "text", selector: ".bl-text", label: "Text" } },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
