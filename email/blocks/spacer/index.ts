import { lazy } from "react";
import { emailSpacerPropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailSpacer } from "./EmailSpacer";
import { emailSpacerCss } from "./emailSpacer.css";
import { spacerHtml, spacerText } from "./emailSpacerExport";

/** Spacer: empty height between blocks. */
export const emailSpacerBlock = defineEmailBlock<"Spacer">({
  type: "Spacer",
  label: "Spacer",
  propsSchema: emailSpacerPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailSpacer,
  Settings: lazy(() => import("./EmailSpacerSettings")),
  html: spacerHtml,
  text: spacerText,
  css: emailSpacerCss,
});
