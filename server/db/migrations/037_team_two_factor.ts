/** An owner can require two-step sign-in of everyone who edits the artist's studio (issue 35, item 7). */
export const teamTwoFactor = `
ALTER TABLE profiles ADD COLUMN require_two_factor boolean NOT NULL DEFAULT false;
`;
