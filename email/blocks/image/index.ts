import { lazy } from "react";
import { emailImagePropsSchema } from "../../../schema/email/blocks";
import { defineEmailBlock } from "../../emailBlock";
import { EmailImage } from "./EmailImage";
import { emailImageCss } from "./emailImage.css";
import { imageHtml, imageText } from "./emailImageExport";

/** Image (SPEC §3 'src, height, width'), from the media picker or an address, with alt text and a link. */
export const emailImageBlock = defineEmailBlock<"Image">({
  type: "Image",
  label: "Image",
  propsSchema: emailImagePropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailImage,
  Settings: lazy(() => import("./EmailImageSettings")),
  html: imageHtml,
  text: imageText,
  css: emailImageCss,
  editing: { previewProp: "alt" },
});
