import { ON_MOBILE } from "../../runtime/breakpoints";

export const upcomingEventsCss = `
.bl-events { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; }
.bl-event { display: grid; grid-template-columns: 10rem 1fr auto; gap: 1rem; align-items: center; padding: 1rem 0; border-bottom: 1px solid color-mix(in srgb, currentColor 15%, transparent); }
.bl-event__when { font-weight: 700; }
.bl-event__title { margin: 0; font-weight: 700; }
.bl-event__where { margin: 0; opacity: 0.75; font-style: normal; }
${ON_MOBILE} { .bl-event { grid-template-columns: 1fr; gap: 0.5rem; } }
`;
