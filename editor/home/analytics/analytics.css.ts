import { useInsertionEffect } from "react";

/** The home's numbers: the headline cards, the charts with their tables beside them, the ranking bars, the live count. */
const analyticsCss = `
.studio-analytics { display: grid; gap: 1rem; align-content: start; min-width: 0; }
.studio-analytics h2 { margin: 0; font-size: 1.2rem; }
.studio-analytics h3 { margin: 0; font-size: 1rem; }
.studio-analytics__head { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1.5rem; }
.studio-analytics__period { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 0.75rem; margin: 0 0 0 auto; padding: 0; border: none; }
.studio-analytics__period .studio-field-error { flex-basis: 100%; margin: 0; }
.studio-analytics__live { display: flex; align-items: center; gap: 0.4rem; margin: 0; color: #4a4b5c; font-variant-numeric: tabular-nums; }
.studio-analytics__live-dot { width: 0.5rem; height: 0.5rem; border-radius: 50%; background: #2f8f5b; }
.studio-analytics__headlines { display: grid; grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.studio-analytics__headline { display: grid; gap: 0.15rem; padding: 0.75rem 1rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 10px; }
.studio-analytics__headline-label { color: #4a4b5c; font-size: 0.85rem; }
.studio-analytics__headline-value { font-size: 1.5rem; font-variant-numeric: tabular-nums; }
.studio-analytics__trend { font-size: 0.8rem; color: #4a4b5c; }
.studio-analytics__trend--up { color: #1f6f43; }
.studio-analytics__trend--down { color: #a3321f; }
.studio-analytics__grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 30rem), 1fr)); gap: 1rem; }
.studio-analytics__panel { display: grid; gap: 0.75rem; align-content: start; min-width: 0; }
.studio-analytics__panel .studio-home__card-head button { font-size: 0.85rem; }
.studio-analytics__figure { display: grid; gap: 0.75rem; min-width: 0; }
.studio-analytics__chart { min-width: 0; min-height: 2rem; }
.studio-analytics__chart .u-legend { font-size: 0.8rem; }
.studio-analytics__table-box { max-height: 16rem; overflow-y: auto; }
.studio-analytics__table-box th, .studio-analytics__table-box td { font-variant-numeric: tabular-nums; }
.studio-analytics__table-box th[scope="row"] { font-weight: 500; max-width: 18rem; overflow-wrap: anywhere; }
.studio-analytics__bars { display: grid; gap: 0.3rem; margin: 0; padding: 0; list-style: none; }
.studio-analytics__bar-row { display: grid; grid-template-columns: minmax(0, 10rem) 1fr auto; align-items: center; gap: 0.5rem; font-size: 0.85rem; }
.studio-analytics__bar-label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.studio-analytics__bar-track { height: 0.6rem; border-radius: 3px; background: #eeeef2; }
.studio-analytics__bar { display: block; height: 100%; min-width: 2px; border-radius: 3px; background: #5b4fd6; }
.studio-analytics__bar-value { font-variant-numeric: tabular-nums; }
@media (min-width: 70rem) {
  .studio-home__layout { display: grid; grid-template-columns: minmax(0, 1fr) 20rem; gap: 1rem; align-items: start; }
}
.studio-home__layout { gap: 1rem; }
/* The numbers and their charts want the width the other sections' forms do not. */
.studio-admin.studio-home { max-width: 84rem; }
.studio-home__aside { display: grid; gap: 1rem; align-content: start; }
`;

const STYLE_ID = "backline-studio-analytics";

/** Adds the home's numbers' stylesheet once (uPlot's own comes with its lazy chunk: uplotModule.ts). */
export function useAnalyticsStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement("style");
    style.id = STYLE_ID;
    style.textContent = analyticsCss;
    document.head.append(style);
  }, []);
}
