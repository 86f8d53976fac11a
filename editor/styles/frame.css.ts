/**
 * The studio's frame (issue 34, item 14): the sidebar of sections on the left, the open section
 * beside it filling the window; on a phone the sidebar is a bar with a Menu that unfolds the
 * sections over the page. And the home's cards.
 */
export const frameCss = `
body { margin: 0; }
.studio-frame { display: grid; grid-template-columns: 11rem minmax(0, 1fr); height: 100vh; background: #f4f4f6; color: #1c1d29; font-family: system-ui, sans-serif; }
.studio-frame__main { display: flex; flex-direction: column; min-width: 0; min-height: 0; outline: none; }
.studio-frame__main > .studio { flex: 1; height: auto; min-height: 0; }
.studio-frame__notice { margin: 0.5rem 1rem 0; }
.studio-sidebar { display: flex; flex-direction: column; min-height: 0; background: #ffffff; border-right: 1px solid #e2e2e8; font-size: 0.9rem; }
.studio-sidebar__head { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; padding: 0.9rem 0.75rem 0.5rem 1rem; }
/* A long name wraps rather than being cut: the artist reads all of it. */
.studio-sidebar__artist { font-size: 1rem; line-height: 1.25; overflow-wrap: anywhere; }
.studio-sidebar__menu { display: none; }
.studio-sidebar__body { display: flex; flex: 1; flex-direction: column; min-height: 0; overflow-y: auto; }
.studio-sidebar__list { display: grid; gap: 0.1rem; margin: 0; padding: 0.25rem 0.5rem; list-style: none; }
.studio-sidebar__list a { display: block; padding: 0.45rem 0.6rem; border-radius: 6px; color: #2a2a33; text-decoration: none; overflow-wrap: anywhere; }
.studio-sidebar__list a:hover { background: #f0f0f4; }
.studio-sidebar__list a[aria-current="page"] { background: #ebe9fb; color: #3b2fb0; font-weight: 600; box-shadow: inset 3px 0 0 #5b4fd6; }
.studio-sidebar__group { margin: 1rem 1rem 0.25rem; color: #5c5d6b; font-size: 0.75rem; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; }
.studio-sidebar__foot { display: grid; gap: 0.4rem; margin-top: auto; padding: 0.75rem 1rem 1rem; border-top: 1px solid #e2e2e8; }
.studio-sidebar__foot a { color: #3b2fb0; font-weight: 600; }
.studio-sidebar__role { color: #5c5d6b; font-size: 0.75rem; }
.studio-sidebar__editor { overflow: hidden; color: #5c5d6b; font-size: 0.8rem; text-overflow: ellipsis; white-space: nowrap; }
.studio-sidebar__foot button { justify-self: start; font: inherit; padding: 0.3rem 0.6rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; cursor: pointer; }
.studio-sidebar :focus-visible { outline: 2px solid #5b4fd6; outline-offset: 1px; }
@media (max-width: 899px) {
  .studio-frame { grid-template-columns: minmax(0, 1fr); grid-template-rows: auto minmax(0, 1fr); height: auto; min-height: 100vh; }
  .studio-sidebar { position: sticky; top: 0; z-index: 20; border-right: none; border-bottom: 1px solid #e2e2e8; }
  .studio-sidebar__head { padding: 0.5rem 0.75rem 0.5rem 1rem; }
  .studio-sidebar__menu { display: block; font: inherit; padding: 0.35rem 0.75rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; cursor: pointer; }
  .studio-sidebar__body { display: none; position: absolute; top: 100%; left: 0; right: 0; max-height: calc(100vh - 3rem); background: #ffffff; border-bottom: 1px solid #e2e2e8; box-shadow: 0 0.75rem 1.5rem rgba(0, 0, 0, 0.12); }
  .studio-sidebar--open .studio-sidebar__body { display: flex; }
  .studio-frame__main > .studio { height: auto; min-height: 0; }
}
.studio-link-button { display: inline-block; padding: 0.45rem 0.9rem; border-radius: 6px; background: #1c1d29; color: #ffffff; font-weight: 600; text-decoration: none; white-space: nowrap; }
.studio-home { display: grid; gap: 1rem; align-content: start; }
.studio-home .studio-admin__head { margin-bottom: 0; }
.studio-home__card { padding: 1rem 1.25rem; background: #ffffff; border: 1px solid #e2e2e8; border-radius: 10px; }
.studio-home__card h2 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.studio-home__card-head { display: flex; align-items: baseline; justify-content: space-between; gap: 1rem; }
.studio-home__progress { width: 100%; height: 0.4rem; margin: 0.25rem 0 0.75rem; accent-color: #5b4fd6; }
.studio-home__steps { display: grid; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.studio-home__step { display: flex; gap: 0.75rem; align-items: flex-start; padding: 0.5rem 0; }
.studio-home__step + .studio-home__step { border-top: 1px solid #eeeef2; }
.studio-home__step a { color: #3b2fb0; font-weight: 600; }
.studio-home__step--done a { color: #5c5d6b; text-decoration: line-through; }
.studio-home__tick { flex: none; width: 1.1rem; height: 1.1rem; margin-top: 0.1rem; border: 2px solid #c8c8d0; border-radius: 50%; box-sizing: border-box; }
.studio-home__step--done .studio-home__tick { border-color: #1f7a4d; background: #1f7a4d url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath d='M4 8.5l2.5 2.5L12 5.5' fill='none' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E") center / 100% no-repeat; }
.studio-home__numbers { display: grid; grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.studio-home__number { display: grid; gap: 0.15rem; padding: 0.75rem 1rem; border: 1px solid #e2e2e8; border-radius: 8px; color: inherit; text-decoration: none; }
.studio-home__number:hover { border-color: #5b4fd6; }
.studio-home__number strong { font-size: 1.6rem; }
.studio-home__number span { color: #5c5d6b; }
.studio-toasts { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; display: grid; gap: 0.5rem; max-width: min(24rem, calc(100vw - 2rem)); pointer-events: none; }
.studio-toast { display: flex; align-items: center; gap: 0.75rem; padding: 0.6rem 0.6rem 0.6rem 1rem; border-radius: 8px; background: #1c1d29; color: #ffffff; box-shadow: 0 0.5rem 1.5rem rgba(0, 0, 0, 0.2); font-size: 0.9rem; pointer-events: auto; }
.studio-toast span { flex: 1; overflow-wrap: anywhere; }
.studio-toast button { flex: none; padding: 0.1rem 0.45rem; border: none; border-radius: 4px; background: transparent; color: inherit; font: inherit; font-size: 1.1rem; line-height: 1; cursor: pointer; }
.studio-toast button:hover { background: rgba(255, 255, 255, 0.15); }
`;
