export const imageCss = `
.bl-image { display: flex; flex-direction: column; gap: 0.5rem; width: 100%; min-width: 0; margin: 0; }
.bl-image--small { max-width: 20rem; }
.bl-image--medium { max-width: 32rem; }
.bl-image--large { max-width: 48rem; }
.bl-image--full { max-width: none; }
.bl-image--center { align-self: center; margin-inline: auto; }
.bl-image--left { align-self: flex-start; }
.bl-image--right { align-self: flex-end; margin-left: auto; }
.bl-image__picture { display: block; width: 100%; height: auto; border-radius: var(--bl-radius, 10px); object-fit: cover; }
.bl-image__link { display: block; border-radius: var(--bl-radius, 10px); }
.bl-image__link:focus-visible { outline: 3px solid var(--bl-color-primary, #d4bbcf); outline-offset: 3px; }
.bl-image__caption { font-size: 0.9rem; opacity: 0.8; text-align: center; overflow-wrap: anywhere; }
.bl-image--empty { display: grid; place-items: center; min-height: 10rem; border: 2px dashed color-mix(in srgb, currentColor 30%, transparent); border-radius: var(--bl-radius, 10px); opacity: 0.7; }
`;
