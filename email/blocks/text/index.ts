import { lazy } from "react";
import { emailTextPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailText } from "./EmailText";
import { emailTextCss } from "./emailText.css";
import { textHtml, textText } from "./emailTextExport";

/** Text (SPEC §3): rich text, edited in the right side panel's rich-text editor; marked on the canvas when only members get it. */
export const emailTextBlock = defineEmailBlock<"Text">({
  type: "Text",
  label: "Text",
  propsSchema: emailTextPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailText,
  Settings: lazy(() => import("./EmailTextSettings")),
  html: textHtml,
  text: textText,
  css: emailTextCss,
  // Who gets the block is decided before the export (`emailForAudience`), which then shows it as any Text.
  notExported: ["membersOnly"],
  editing: { previewProp: "content" },
});
