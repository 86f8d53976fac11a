/**
 * The player bar (SPEC §2 Audio player) and the current track's mark in track lists. The bar is
 * fixed to the bottom of the window (SPEC §2 'A fixed bottom bar'), whatever the page's length; the
 * room it takes is kept at the end of the page (`.player-room`, as tall as the bar), so at the very
 * end of the page the footer shows whole above it. At most 1280 px wide (SPEC §9).
 *
 * Layouts: one row from 1024 px (info, transport, seek, volume, collapse); two rows from 641 px
 * (the seek bar under the rest); on phones the title shares the first row with the transport, and
 * the seek bar the second with mute and collapse. The volume slider shows from 641 px (phones set
 * the volume with their own buttons). Collapsed, it
 * is a small card at the bottom left. Touch targets are at least 44 px; colours come from the
 * theme's variables, mixed so a light theme works as well as the default dark one.
 */
export const playerCss = `
.player {
  --player-surface: color-mix(in srgb, var(--bl-color-background, #1c1d29) 88%, var(--bl-color-text, #ffffff));
  --player-hover: color-mix(in srgb, var(--bl-color-text, #ffffff) 10%, transparent);
  --player-line: color-mix(in srgb, var(--bl-color-text, #ffffff) 14%, transparent);
  --player-muted: color-mix(in srgb, var(--bl-color-text, #ffffff) 72%, var(--player-surface));
  --player-track: color-mix(in srgb, var(--bl-color-text, #ffffff) 35%, var(--player-surface));
  --player-accent: var(--bl-color-primary, #d4bbcf);
  --player-radius: var(--bl-radius, 10px);
  position: fixed; bottom: 0.75rem; left: 0; right: 0; z-index: 45;
  display: grid; align-items: center; gap: 0.25rem 0.75rem;
  box-sizing: border-box; width: calc(100% - 1.5rem); max-width: 1280px; margin: 0 auto;
  padding: 0.5rem 0.625rem 0.5rem 0.5rem;
  border: 1px solid var(--player-line); border-radius: calc(var(--player-radius) * 1.4);
  background: var(--player-surface); color: var(--bl-color-text, #ffffff);
  font-family: var(--bl-font-family, Arial), sans-serif; line-height: 1.35;
  box-shadow: 0 1rem 2.5rem rgba(0, 0, 0, 0.4);
  animation: player-rise 0.2s ease-out;
}
.player :focus-visible { outline: 2px solid var(--player-accent); outline-offset: 2px; }

/* Expanded: the layouts (phones first) */
.player--expanded {
  grid-template-columns: minmax(0, 1fr) auto auto auto;
  grid-template-areas: "info transport transport transport" "seek seek volume toggle";
  column-gap: 0.5rem;
}
.player--expanded .player__transport { justify-self: end; }
.player--collapsed {
  grid-template-columns: minmax(0, 1fr) auto auto;
  grid-template-areas: "info transport toggle";
  width: min(22rem, calc(100% - 1.5rem)); left: 0.75rem; right: auto;
}
/* The bar's room at the end of the page: its height and the space around it. */
.player-room { flex: none; height: calc(var(--player-height, 4rem) + 2.25rem); }

/* Cover, title (the whole cover-and-text area opens the release), artist or error */
.player__info { grid-area: info; position: relative; display: flex; align-items: center; gap: 0.75rem; min-width: 0; min-height: 44px; }
.player__cover {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 3rem; height: 3rem;
  border-radius: calc(var(--player-radius) * 0.6); object-fit: cover; background: var(--player-hover); color: var(--player-muted);
}
.player__text { display: flex; flex-direction: column; min-width: 0; }
.player__title {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  color: inherit; font-weight: 700; text-decoration: none;
}
.player__title::after { content: ""; position: absolute; inset: 0; border-radius: calc(var(--player-radius) * 0.6); }
.player__title:hover { text-decoration: underline; text-underline-offset: 3px; }
.player .player__title:focus-visible { outline: none; }
.player__title:focus-visible::after { outline: 2px solid var(--player-accent); outline-offset: 2px; }
.player__artist, .player__error { margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.875rem; }
.player__artist { color: var(--player-muted); }
.player__error { color: color-mix(in srgb, #e5484d 55%, var(--bl-color-text, #ffffff)); font-weight: 600; }

/* Buttons */
.player__transport { grid-area: transport; display: flex; align-items: center; gap: 0.125rem; }
.player__button {
  position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 44px; height: 44px; padding: 0; border: none; border-radius: 999px;
  background: transparent; color: inherit; font: inherit; cursor: pointer;
  transition: background-color 0.15s ease, transform 0.1s ease, opacity 0.15s ease;
}
.player__button:hover:not(:disabled) { background: var(--player-hover); }
.player__button:disabled { opacity: 0.4; cursor: not-allowed; }
.player__play { background: var(--player-accent); color: var(--bl-color-text-primary, #1c1d29); }
.player__play:hover:not(:disabled) { background: var(--player-accent); filter: brightness(1.08); }
.player__play:active { transform: scale(0.94); }
.player__play--loading { cursor: progress; }
.player__play--loading::after {
  content: ""; position: absolute; inset: -4px; border: 2px solid transparent; border-top-color: var(--player-accent); border-radius: 999px;
  animation: player-spin 0.8s linear infinite;
}
.player__toggle { grid-area: toggle; color: var(--player-muted); }
.player__toggle:hover { color: var(--bl-color-text, #ffffff); }

/* Sliders: a thin track, filled up to the value, in a 44 px tall target */
.player__seek { grid-area: seek; display: flex; align-items: center; gap: 0.5rem; min-width: 0; }
.player__time { flex: none; min-width: 2.5rem; color: var(--player-muted); font-size: 0.8125rem; font-variant-numeric: tabular-nums; text-align: center; }
.player__seek-track { position: relative; display: flex; flex: 1 1 auto; min-width: 0; align-items: center; }
.player__waveform { position: absolute; inset: 6px 0; width: 100%; height: calc(100% - 12px); pointer-events: none; fill: var(--player-track); }
.player__waveform-played { fill: var(--player-accent); }
.player__seek-track--waveform .player__slider::-webkit-slider-runnable-track { background: transparent; }
.player__seek-track--waveform .player__slider::-moz-range-track, .player__seek-track--waveform .player__slider::-moz-range-progress { background: transparent; }
.player__preview { flex: none; padding: 0.0625rem 0.375rem; border: 1px solid var(--player-line); border-radius: 999px; color: var(--player-muted); font-size: 0.6875rem; }
.player__volume { grid-area: volume; display: flex; align-items: center; gap: 0.25rem; }
.player__slider {
  --player-fill: 0%;
  -webkit-appearance: none; appearance: none; display: block; flex: 1 1 auto; min-width: 0; height: 44px; margin: 0; padding: 0;
  border-radius: 6px; background: transparent; color: inherit; cursor: pointer;
}
.player__volume-slider { display: none; flex: none; width: 5.5rem; }
.player__slider::-webkit-slider-runnable-track {
  height: 4px; border-radius: 999px;
  background: linear-gradient(to right, var(--player-accent) var(--player-fill), var(--player-track) var(--player-fill));
}
.player__slider::-webkit-slider-thumb {
  -webkit-appearance: none; appearance: none; width: 14px; height: 14px; margin-top: -5px; border: none; border-radius: 999px;
  background: var(--bl-color-text, #ffffff); box-shadow: 0 1px 4px rgba(0, 0, 0, 0.35); transition: transform 0.1s ease;
}
.player__slider:hover::-webkit-slider-thumb, .player__slider:focus-visible::-webkit-slider-thumb { transform: scale(1.2); }
.player__slider::-moz-range-track { height: 4px; border: none; border-radius: 999px; background: var(--player-track); }
.player__slider::-moz-range-progress { height: 4px; border-radius: 999px; background: var(--player-accent); }
.player__slider::-moz-range-thumb { width: 14px; height: 14px; border: none; border-radius: 999px; background: var(--bl-color-text, #ffffff); }

/* The current track in a release's track list */
.music-track--current .music-track__title { color: var(--bl-color-primary, #d4bbcf); font-weight: 700; }

@keyframes player-spin { to { transform: rotate(360deg); } }
@keyframes player-rise { from { opacity: 0; transform: translateY(0.75rem); } to { opacity: 1; transform: none; } }

@media (min-width: 641px) {
  .player { padding: 0.5rem 0.75rem 0.5rem 0.5rem; }
  .player--expanded {
    grid-template-columns: minmax(0, 1fr) auto auto auto;
    grid-template-areas: "info transport volume toggle" "seek seek seek seek";
    column-gap: 0.75rem;
  }
  .player__transport { gap: 0.25rem; }
  .player__volume-slider { display: block; }
}
@media (min-width: 1024px) {
  .player--expanded {
    grid-template-columns: minmax(0, 17rem) auto minmax(0, 1fr) auto auto;
    grid-template-areas: "info transport seek volume toggle";
    column-gap: 1.25rem;
  }
  .player__volume-slider { width: 6.5rem; }
}
@media (prefers-reduced-motion: reduce) {
  .player { animation: none; }
  .player__play--loading::after { animation: none; border-style: dotted; border-color: var(--player-accent); }
  .player__button, .player__slider::-webkit-slider-thumb { transition: none; }
}
`;
