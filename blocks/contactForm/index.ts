import { contactFormPropsSchema } from "../../schema/blocks/contactForm";
import { onDemandView } from "../onDemand/onDemandViews";
import { defineBlock } from "../pageBlock";
import type { ContactForm } from "./ContactForm";

/** The Contact form block (issue 39, item 1): fans write to the artist; messages land in the studio's Messages and by email. */
export const contactFormBlock = defineBlock<"ContactForm">({
  type: "ContactForm",
  label: "Contact Form",
  propsSchema: contactFormPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  // Fetched by the fan's browser only for a page holding a form (blocks/onDemand/).
  View: onDemandView<typeof ContactForm>("ContactForm"),
  editing: {
    previewProp: "title",
    notReady: (node) =>
      (node.props.customFields ?? []).some((field) => field.label.trim() === "") ? "One of its own fields has no label: name it." : null,
  },
});
