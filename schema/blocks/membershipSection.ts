/** Props of the Membership Section block (SPEC §2: default title 'Become a member'). */
export const membershipSectionPropsSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    title: { type: "string", maxLength: 120, default: "Become a member" },
    description: { type: "string", maxLength: 500, default: "" },
  },
} as const;
