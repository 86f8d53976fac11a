export const membershipSectionCss = `
.bl-tiers { display: grid; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); gap: 1rem; margin: 0; padding: 0; list-style: none; }
.bl-tier { display: flex; flex-direction: column; gap: 0.75rem; padding: 1.5rem; border: 1px solid color-mix(in srgb, currentColor 20%, transparent); border-radius: var(--bl-radius, 10px); }
.bl-tier__name { margin: 0; font-size: 1.25rem; }
.bl-tier__price { margin: 0; font-size: 1.125rem; font-weight: 700; }
.bl-tier__benefits { margin: 0; padding-left: 1.25rem; flex: 1; }
.bl-tier__current { margin: 0; font-weight: 500; color: var(--bl-color-primary, #d4bbcf); }
.bl-tier__complimentary { margin: 0; font-size: 0.9em; opacity: 0.8; }
.bl-membership__current { margin: 0 0 1rem; text-align: center; font-weight: 500; }
`;
