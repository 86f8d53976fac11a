import { textPropsSchema } from "../../schema/blocks/text";
import { defineBlock } from "../pageBlock";
import { BLOCK_SPACING, marginsBySize } from "../style";
import { pagePollsNeed } from "./pollNeeds";
import { Text, type TextNeeds } from "./Text";

export const textBlock = defineBlock<"Text", TextNeeds>({
  type: "Text",
  label: "Text",
  propsSchema: textPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // The counts of its polls, kept per page by the server (issue 15).
  load: (props, context) => ({ polls: pagePollsNeed(props.content, context) }),
  View: Text,
  sizeStyles: {
    fontSize: (fontSize) => ({ "font-size": `${fontSize}px` }),
    textAlign: (textAlign) => ({ "text-align": textAlign }),
    margins: marginsBySize,
  },
  // Plain rich text is typed in place; formatted text waits for the rich-text editor.
  editing: { previewProp: "content", inlineRichText: { prop: "content", selector: ".bl-text", label: "Text" } },
  newProps: { margins: [0, 0, BLOCK_SPACING, 0] },
});
