import { emailListPropsSchema } from "../../schema/blocks/emailList";
import { defineBlock } from "../pageBlock";
import { EmailList } from "./EmailList";

/** The Email-list block (SPEC §1, §3): fans join one of the artist's email lists. */
export const emailListBlock = defineBlock<"EmailList">({
  type: "EmailList",
  label: "Email List",
  propsSchema: emailListPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailList,
  editing: { previewProp: "title" },
});
