import { membershipSectionPropsSchema } from "../../schema/blocks/membershipSection";
import { propsValidators } from "../../schema/generated/propsValidators.js";
import { defineBlock } from "../pageBlock";
import { sectionCss } from "../section.css";
import { MembershipSection, type MembershipSectionNeeds } from "./MembershipSection";
import { membershipSectionCss } from "./membershipSection.css";

export const membershipSectionBlock = defineBlock<"MembershipSection", MembershipSectionNeeds>({
  type: "MembershipSection",
  label: "Membership Section",
  propsSchema: membershipSectionPropsSchema,
  validateProps: propsValidators.MembershipSection,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ tiers: { resource: "membershipTiers" } }),
  View: MembershipSection,
  editing: { previewProp: "title" },
  css: [sectionCss, membershipSectionCss],
});
