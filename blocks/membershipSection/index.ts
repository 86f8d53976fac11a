import { defineBlock } from "../../runtime/blockRegistry";
import { membershipSectionPropsSchema } from "../../schema/blocks/membershipSection";
import { propsValidators } from "../../schema/generated/validators.js";
import { sectionCss } from "../section.css";
import { MembershipSection } from "./MembershipSection";
import { membershipSectionCss } from "./membershipSection.css";

export const membershipSectionBlock = defineBlock<"MembershipSection">({
  type: "MembershipSection",
  label: "Membership Section",
  propsSchema: membershipSectionPropsSchema,
  validateProps: propsValidators.MembershipSection,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ tiers: { resource: "membership-tiers" } }),
  View: MembershipSection,
  css: [sectionCss, membershipSectionCss],
});
