import { membershipSectionPropsSchema } from "../../schema/blocks/membershipSection";
import { defineBlock } from "../pageBlock";
import { MembershipSection, type MembershipSectionNeeds } from "./MembershipSection";

export const membershipSectionBlock = defineBlock<"MembershipSection", MembershipSectionNeeds>({
  type: "MembershipSection",
  label: "Membership Section",
  propsSchema: membershipSectionPropsSchema,
  rules: { canDelete: () => true, canMove: () => true },
  load: () => ({ tiers: { resource: "membershipTiers" } }),
  View: MembershipSection,
  editing: {
    previewProp: "title",
    notReady: (_node, facts) =>
      facts.joinableTiers === 0 ? "There is no membership tier for fans to join: add one under Memberships." : null,
  },
});
