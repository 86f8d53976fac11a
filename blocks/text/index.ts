import { defineBlock } from "../../runtime/blockRegistry";
import { textPropsSchema } from "../../schema/blocks/text";
import { propsValidators } from "../../schema/generated/validators.js";
import { BLOCK_SPACING } from "../style";
import { Text } from "./Text";
import { textCss } from "./text.css";

export const textBlock = defineBlock<"Text">({
  type: "Text",
  label: "Text",
  propsSchema: textPropsSchema,
  validateProps: propsValidators.Text,
  rules: { canDelete: () => true, canMove: () => true },
  View: Text,
  css: textCss,
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
