import { lazy } from "react";
import { emailContainerPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailContainer } from "./EmailContainer";
import { emailContainerCss } from "./emailContainer.css";
import { containerHtml, containerText } from "./emailContainerExport";

/** Container (SPEC §3 'width default 100%'): holds blocks; the email's root one stays (it has no parent to leave). */
export const emailContainerBlock = defineEmailBlock<"Container">({
  type: "Container",
  label: "Container",
  propsSchema: emailContainerPropsSchema,
  // Everything but a lone Column, which only a Columns block holds.
  rules: { accepts: (type) => type !== "Column", canDelete: () => true, canMove: () => true },
  View: EmailContainer,
  Settings: lazy(() => import("./EmailContainerSettings")),
  html: containerHtml,
  text: containerText,
  css: emailContainerCss,
});
