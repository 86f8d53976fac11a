/** Where the home page's membership section is (the Membership Section block's anchor). */
export const MEMBERSHIP_SECTION_HREF = "/#membership";
