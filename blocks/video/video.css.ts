/**
 * The Video block (issue 39): the player in the shape the artist chose, the video letterboxed
 * inside it (never cropped), and a caption; a link's card is the Embed block's (embed.css.ts).
 */
export const videoCss = `
.bl-video { display: flex; flex-direction: column; gap: 0.5rem; width: 100%; min-width: 0; margin: 0; }
.bl-video__player { display: block; box-sizing: border-box; width: 100%; height: auto; max-height: 90vh; border-radius: var(--bl-radius, 10px); background: #000; object-fit: contain; }
.bl-video__caption { font-size: 0.9rem; opacity: 0.8; text-align: center; overflow-wrap: anywhere; }
.bl-video--empty { display: grid; place-items: center; box-sizing: border-box; min-height: 10rem; padding: 1rem; border: 2px dashed color-mix(in srgb, currentColor 30%, transparent); border-radius: var(--bl-radius, 10px); opacity: 0.7; text-align: center; overflow-wrap: anywhere; }
`;
