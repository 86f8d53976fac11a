import { defineBlock } from "../../runtime/blockRegistry";
import { emailListPropsSchema } from "../../schema/blocks/emailList";
import { propsValidators } from "../../schema/generated/validators.js";
import { buttonCss } from "../button/button.css";
import { sectionCss } from "../section.css";
import { EmailList } from "./EmailList";
import { emailListCss } from "./emailList.css";

export { JOIN_EMAIL_LIST_SERVICE, type JoinEmailList } from "./EmailList";

/** The Email-list block (SPEC §1, §3): fans join one of the artist's email lists. */
export const emailListBlock = defineBlock<"EmailList">({
  type: "EmailList",
  label: "Email List",
  propsSchema: emailListPropsSchema,
  validateProps: propsValidators.EmailList,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailList,
  css: [sectionCss, buttonCss, emailListCss],
});
