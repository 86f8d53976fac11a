import { emailListPropsSchema } from "../../schema/blocks/emailList";
import { buttonCss } from "../button/button.css";
import { defineBlock } from "../pageBlock";
import { sectionCss } from "../section.css";
import { EmailList } from "./EmailList";
import { emailListCss } from "./emailList.css";

/** The Email-list block (SPEC §1, §3): fans join one of the artist's email lists. */
export const emailListBlock = defineBlock<"EmailList">({
  type: "EmailList",
  label: "Email List",
  propsSchema: emailListPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailList,
  editing: { previewProp: "title" },
  css: [sectionCss, buttonCss, emailListCss],
});
