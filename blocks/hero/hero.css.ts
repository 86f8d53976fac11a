import { ON_MOBILE } from "../../runtime/breakpoints";

export const heroCss = `
.bl-hero { position: relative; align-self: stretch; display: flex; flex-direction: column; gap: 1rem; padding: 6rem 1.5rem 4rem; overflow: hidden; }
.bl-hero--center { align-items: center; text-align: center; }
.bl-hero--left { align-items: flex-start; text-align: left; }
.bl-hero__media { position: absolute; inset: 0; z-index: 0; width: 100%; height: 100%; object-fit: cover; object-position: center; filter: brightness(0.5); }
.bl-hero > :not(.bl-hero__media) { position: relative; z-index: 1; }
.bl-hero__title { margin: 0; font-size: 4rem; line-height: 1.05; letter-spacing: 0.02em; text-transform: uppercase; }
.bl-hero__tagline { margin: 0; max-width: 40rem; font-size: 1.25rem; opacity: 0.85; }
.bl-social { display: flex; gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.bl-social a { display: inline-flex; padding: 0.5rem; border-radius: 50%; color: inherit; }
.bl-social a:hover, .bl-social a:focus-visible { color: var(--bl-color-primary, #d4bbcf); }
${ON_MOBILE} { .bl-hero { padding: 4rem 1rem 3rem; } .bl-hero__title { font-size: 2.5rem; } .bl-hero__tagline { font-size: 1.05rem; } }
`;
