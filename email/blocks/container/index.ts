import { lazy } from "react";
import { emailContainerPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailContainer } from "./EmailContainer";
import { emailContainerCss } from "./emailContainer.css";
import { containerHtml, containerText } from "./emailContainerExport";

/**
 * Container (SPEC §3 'width default 100%; cannot be deleted'): holds blocks. No Container is
 * deleted on its own, nested ones included; one goes with the Columns that holds it
 * (`locksOnlyItself`), and undo takes back one added by mistake.
 */
export const emailContainerBlock = defineEmailBlock<"Container">({
  type: "Container",
  label: "Container",
  propsSchema: emailContainerPropsSchema,
  // Everything but a lone Column, which only a Columns block holds.
  rules: { accepts: (type) => type !== "Column", canDelete: () => false, canMove: () => true, locksOnlyItself: true },
  View: EmailContainer,
  Settings: lazy(() => import("./EmailContainerSettings")),
  html: containerHtml,
  text: containerText,
  css: emailContainerCss,
});
