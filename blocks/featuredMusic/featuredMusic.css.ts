export const featuredMusicCss = `
/* auto-fit: the releases share the row's width (no empty columns beside them), up to a cover size that still looks like one, centred. */
.bl-releases { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 18rem)); justify-content: center; gap: 1.25rem; margin: 0; padding: 0; list-style: none; }
.bl-release { display: flex; flex-direction: column; gap: 0.5rem; color: inherit; text-decoration: none; }
.bl-release__cover { width: 100%; aspect-ratio: 1; object-fit: cover; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 10%, transparent); }
.bl-release__title { margin: 0; font-weight: 700; }
.bl-release__artist { margin: 0; opacity: 0.75; font-size: 0.9rem; }
.bl-release:hover .bl-release__title, .bl-release:focus-visible .bl-release__title { text-decoration: underline; }
`;
