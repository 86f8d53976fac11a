import { emailListPropsSchema } from "../../schema/blocks/emailList";
import { defineBlock } from "../pageBlock";
import { EmailList } from "./EmailList";

/** The Email-list block (SPEC §1, §3): fans join one of the artist's email lists; without one it is not ready, and not shown. */
export const emailListBlock = defineBlock<"EmailList">({
  type: "EmailList",
  label: "Email List",
  propsSchema: emailListPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: EmailList,
  editing: {
    previewProp: "title",
    notReady: (node, facts) => {
      const listId = node.props.emailListId;
      if (!listId) return "No email list is chosen: fans who sign up would get an error.";
      if (facts.emailListIds && !facts.emailListIds.includes(listId)) return "Its email list was deleted: choose another.";
      return null;
    },
  },
});
