import { lazy } from "react";
import { emailButtonPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailButton } from "./EmailButton";
import { emailButtonCss } from "./emailButton.css";
import { buttonHtml, buttonText } from "./emailButtonExport";

/** Button (SPEC §3): title, link and colours; it cannot be dragged. */
export const emailButtonBlock = defineEmailBlock<"Button">({
  type: "Button",
  label: "Button",
  propsSchema: emailButtonPropsSchema,
  // Not dragged; deleted, and carried along with its container, like any block.
  rules: { canDelete: () => true, canMove: () => false, locksOnlyItself: true },
  View: EmailButton,
  Settings: lazy(() => import("./EmailButtonSettings")),
  html: buttonHtml,
  text: buttonText,
  css: emailButtonCss,
  editing: { previewProp: "title" },
});
