import { ON_MOBILE } from "../../runtime/breakpoints";

/** Four boxes that share the row (they never wrap, so the count reads as one), with figures of one width so nothing shifts as they change. */
export const countdownCss = `
.bl-countdown { align-items: center; text-align: center; }
.bl-countdown__when { margin: 0; font-size: 1.125rem; opacity: 0.85; }
.bl-countdown__timer { display: grid; grid-template-columns: repeat(4, minmax(0, 7rem)); justify-content: center; gap: 1rem; width: 100%; animation: bl-countdown-in 0.4s ease-out; }
.bl-countdown__unit { display: flex; flex-direction: column; align-items: center; gap: 0.25rem; min-width: 0; padding: 1rem 0.5rem; border-radius: var(--bl-radius, 10px); background: color-mix(in srgb, currentColor 8%, transparent); }
.bl-countdown__number { font-size: 3rem; font-weight: 700; line-height: 1; font-variant-numeric: tabular-nums; }
.bl-countdown__label { font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.06em; opacity: 0.8; overflow-wrap: anywhere; }
.bl-countdown__ended { margin: 0; font-size: 1.25rem; font-weight: 700; }
@keyframes bl-countdown-in { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .bl-countdown__timer { animation: none; } }
${ON_MOBILE} {
  .bl-countdown__timer { gap: 0.5rem; }
  .bl-countdown__unit { padding: 0.75rem 0.25rem; }
  .bl-countdown__number { font-size: 1.75rem; }
  .bl-countdown__label { font-size: 0.65rem; letter-spacing: 0.02em; }
}
`;
