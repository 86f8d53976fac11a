import { contactFormPropsSchema } from "../../schema/blocks/contactForm";
import { defineBlock } from "../pageBlock";
import { ContactForm } from "./ContactForm";

/** The Contact form block (issue 39, item 1): fans write to the artist; messages land in the studio's Messages and by email. */
export const contactFormBlock = defineBlock<"ContactForm">({
  type: "ContactForm",
  label: "Contact Form",
  propsSchema: contactFormPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  View: ContactForm,
  editing: {
    previewProp: "title",
    notReady: (node) =>
      (node.props.customFields ?? []).some((field) => field.label.trim() === "") ? "One of its own fields has no label: name it." : null,
  },
});
