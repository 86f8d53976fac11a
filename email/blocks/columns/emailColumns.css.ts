/** A Columns block on the canvas: a grid, its shares and gap set by its props. */
export const emailColumnsCss = `
.bl-email-columns { display: grid; }
`;
