import { membershipSectionPropsSchema } from "../../schema/blocks/membershipSection";
import { defineBlock } from "../pageBlock";
import { sectionCss } from "../section.css";
import { MembershipSection, type MembershipSectionNeeds } from "./MembershipSection";
import { membershipSectionCss } from "./membershipSection.css";

export const membershipSectionBlock = defineBlock<"MembershipSection", MembershipSectionNeeds>({
  type: "MembershipSection",
  label: "Membership Section",
  propsSchema: membershipSectionPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ tiers: { resource: "membershipTiers" } }),
  View: MembershipSection,
  editing: { previewProp: "title" },
  css: [sectionCss, membershipSectionCss],
});
