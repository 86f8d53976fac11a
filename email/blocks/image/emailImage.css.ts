/** An Image on the canvas: never wider than its column; the placeholder until a picture is chosen. */
export const emailImageCss = `
.bl-email-image > img, .bl-email-image > .bl-email-image-placeholder { display: inline-block; max-width: 100%; }
.bl-email-image-placeholder { padding: 32px 0; background: #e4e4e7; color: #52525b; }
`;
