import { lazy } from "react";
import { emailDividerPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailDivider } from "./EmailDivider";
import { emailDividerCss } from "./emailDivider.css";
import { dividerHtml, dividerText } from "./emailDividerExport";

/** Divider: a horizontal rule. */
export const emailDividerBlock = defineEmailBlock<"Divider">({
  type: "Divider",
  label: "Divider",
  propsSchema: emailDividerPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailDivider,
  Settings: lazy(() => import("./EmailDividerSettings")),
  html: dividerHtml,
  text: dividerText,
  css: emailDividerCss,
});
