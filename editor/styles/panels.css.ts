/**
 * The settings panels (a block's, the site's), their fields, sortable link lists and the media picker.
 * Rules that restyle a control use two classes, to win over the workspace's `.studio button` and `.studio input`.
 */
export const panelsCss = `
.settings-panel, .site-settings { display: flex; flex-direction: column; gap: 0.75rem; padding: 0.75rem; font-size: 0.875rem; }
.settings-panel__title { margin: 0; font-size: 0.8rem; letter-spacing: 0.06em; text-transform: uppercase; color: #5c5d6b; }
.settings-panel__empty, .settings-panel__loading { margin: 0; color: #5c5d6b; }
.settings-panel__notice { margin: 0; padding: 0.4rem 0.6rem; border-radius: 6px; background: #fdecea; color: #5f1410; }
.settings-form { display: flex; flex-direction: column; gap: 0.75rem; }
.settings-field { display: flex; flex-direction: column; gap: 0.25rem; min-width: 0; margin: 0; padding: 0; border: 0; }
.settings-field__label { font-weight: 600; font-size: 0.8rem; color: #3a3b4a; padding: 0; }
.settings-field__label--secondary { font-weight: 500; }
.settings-field__hint { margin: 0; color: #5c5d6b; font-size: 0.75rem; }
.settings-sizes { display: flex; flex-direction: column; gap: 0.5rem; padding-top: 0.75rem; border-top: 1px solid #e2e2ea; }
.settings-sizes__overrides { display: flex; flex-direction: column; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.settings-sizes__override { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
.settings-field__error { margin: 0; color: #b3261e; font-size: 0.75rem; }
.settings-input { width: 100%; box-sizing: border-box; min-width: 0; font: inherit; padding: 0.3rem 0.5rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; }
.settings-input[aria-invalid="true"] { border-color: #b3261e; }
.settings-input--area { resize: vertical; }
.settings-number { display: flex; align-items: center; gap: 0.35rem; }
.settings-number__unit { color: #5c5d6b; }
.settings-slider { display: flex; align-items: center; gap: 0.5rem; }
.settings-slider__input { flex: 1; min-width: 0; }
.settings-slider__value { min-width: 3rem; text-align: right; font-variant-numeric: tabular-nums; }
.settings-color { display: flex; align-items: center; gap: 0.35rem; }
.settings-color .settings-color__picker { flex: none; width: 2.25rem; height: 2rem; padding: 0.1rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; cursor: pointer; }
.settings-color__hex { flex: 1; font-family: ui-monospace, monospace; text-transform: lowercase; }
.settings-spacing__sides { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 0.35rem; }
.settings-spacing__side { display: flex; flex-direction: column; gap: 0.15rem; min-width: 0; }
.settings-spacing__label { font-size: 0.7rem; color: #5c5d6b; }
.settings-radios__options { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; }
.settings-radios__option { display: inline-flex; align-items: center; gap: 0.3rem; cursor: pointer; }
.font-picker__options { display: flex; flex-direction: column; max-height: 16rem; overflow-y: auto; padding: 0.25rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; }
.font-picker__group { display: flex; flex-direction: column; min-width: 0; margin: 0; padding: 0; border: 0; }
.font-picker__group-name { padding: 0.4rem 0.35rem 0.15rem; color: #5c5d6b; font-size: 0.7rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; }
.font-picker__option { display: flex; align-items: baseline; gap: 0.5rem; padding: 0.3rem 0.35rem; border-radius: 4px; cursor: pointer; }
.font-picker__option:hover, .font-picker__option:has(input:checked) { background: #eef0f6; }
.font-picker__name { font-size: 1.05rem; }
.font-picker__hint { color: #5c5d6b; font-size: 0.75rem; }
.settings-toggle { display: grid; grid-template-columns: auto 1fr; align-items: center; column-gap: 0.5rem; }
.settings-toggle .settings-field__hint { grid-column: 2; }
.settings-media__preview { display: block; width: 100%; max-height: 8rem; object-fit: cover; border-radius: 6px; background: #e2e2e8; }
.settings-media__empty { margin: 0; color: #5c5d6b; }
.settings-media__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #5c5d6b; font-size: 0.75rem; }
.settings-media__actions { display: flex; flex-wrap: wrap; gap: 0.35rem; }
.settings-button { font: inherit; padding: 0.3rem 0.6rem; border: 1px solid #c8c8d0; border-radius: 6px; background: #ffffff; color: inherit; cursor: pointer; }
.settings-button:disabled { opacity: 0.45; cursor: default; }
.settings-button.settings-button--primary { background: #1c1d29; border-color: #1c1d29; color: #ffffff; }
.settings-button.settings-button--quiet { border-color: transparent; background: transparent; }
.settings-button.settings-button--danger { color: #b3261e; }
.settings-button.settings-button--icon { padding: 0.15rem 0.4rem; line-height: 1; }
.site-settings__section { display: flex; flex-direction: column; gap: 0.75rem; padding-top: 0.75rem; border-top: 1px solid #e2e2e8; }
.site-settings__heading { margin: 0; font-size: 0.95rem; }
.site-settings__note { margin: 0; padding: 0.4rem 0.6rem; border-radius: 6px; background: #eef0ff; color: #2c2f6b; }
.site-settings__empty { margin: 0; color: #5c5d6b; font-style: italic; }
.site-settings__domains { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
.site-settings__domains > li { display: flex; flex-direction: column; gap: 0.35rem; }
.site-settings__records code { overflow-wrap: anywhere; }
.site-settings__add-domain { display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.site-settings__add-redirect, .site-settings__import, .site-settings__import-preview { display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; margin-top: 0.75rem; }
.site-settings__redirects { max-height: 16rem; overflow: auto; }
.site-settings__redirects th, .site-settings__redirects td { padding: 0.3rem 0.25rem; vertical-align: top; }
.site-settings__redirects tbody th, .site-settings__redirects tbody td:nth-child(2) { overflow-wrap: anywhere; }
.site-settings__redirects td:last-child { white-space: nowrap; text-align: right; }
.site-settings__redirect-type { display: inline-block; font-size: 0.75rem; color: #5c5d6b; white-space: nowrap; }
.page-settings__previews { display: grid; gap: 0.75rem; margin-top: 0.5rem; }
.page-settings__previews figure { margin: 0; padding: 0.6rem 0.75rem; border: 1px solid var(--studio-line, #d9d9e0); border-radius: 8px; background: #fff; overflow-wrap: anywhere; }
.page-settings__previews p { margin: 0.15rem 0 0; }
.page-settings__search-address, .page-settings__card-host { font-size: 0.8rem; color: #4d5156; }
.page-settings__search-title { font-size: 1.05rem; color: #1a0dab; }
.page-settings__search-description, .page-settings__card-description { font-size: 0.85rem; color: #4d5156; }
.page-settings__card-title { font-weight: 600; }
.page-settings__card-image { display: block; width: 100%; aspect-ratio: 1.91 / 1; object-fit: cover; border-radius: 4px; background: #eee; }
.page-settings__hidden, .page-settings__card-no-image { color: #5c5d6b; font-style: italic; font-size: 0.85rem; }
.site-settings__import-problems { margin: 0; padding-left: 1.25rem; max-height: 10rem; overflow: auto; }
.site-settings__name-form { display: flex; flex-direction: column; gap: 0.5rem; align-items: flex-start; }
.site-settings__name-form .studio-admin__field { align-self: stretch; }
.site-link-form { display: flex; flex-direction: column; gap: 0.5rem; padding: 0.5rem; border: 1px dashed #c8c8d0; border-radius: 8px; }
.site-link-form__buttons { display: flex; gap: 0.35rem; }
.site-link { display: flex; align-items: center; gap: 0.25rem; min-width: 0; }
.site-link__text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.site-link__href { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: #5c5d6b; font-size: 0.75rem; }
.sortable-list { display: flex; flex-direction: column; gap: 0.35rem; margin: 0; padding: 0; list-style: none; }
.sortable-list__row { display: flex; align-items: flex-start; gap: 0.35rem; padding: 0.35rem; border: 1px solid #e2e2e8; border-radius: 8px; background: #ffffff; }
.sortable-list__row--dragging { position: relative; z-index: 1; opacity: 0.85; box-shadow: 0 0.25rem 1rem rgba(0, 0, 0, 0.15); }
.sortable-list__row--over { border-color: #5b4fd6; }
.sortable-list .sortable-list__handle { flex: none; padding: 0.15rem 0.3rem; border: 0; background: transparent; color: #5c5d6b; cursor: grab; touch-action: none; }
.sortable-list__content { flex: 1; min-width: 0; }
.sortable-list__moves { display: flex; flex-direction: column; gap: 0.15rem; }
.settings-gallery__thumb { flex: none; width: 3.5rem; height: 3.5rem; object-fit: cover; border-radius: 6px; background: #e2e2e8; }
.media-picker { width: min(48rem, calc(100vw - 2rem)); max-height: calc(100vh - 2rem); padding: 0; border: none; border-radius: 12px; box-shadow: 0 1rem 3rem rgba(0, 0, 0, 0.25); color: #1c1d29; font-family: system-ui, sans-serif; font-size: 0.875rem; }
.media-picker[open] { display: flex; flex-direction: column; }
.media-picker::backdrop { background: rgba(28, 29, 41, 0.5); }
.media-picker__header, .media-picker__footer { display: flex; align-items: center; gap: 0.5rem; padding: 0.75rem 1rem; }
.media-picker__header { justify-content: space-between; border-bottom: 1px solid #e2e2e8; }
.media-picker__footer { border-top: 1px solid #e2e2e8; }
.media-picker__title { margin: 0; font-size: 1.1rem; }
.media-picker__body { flex: 1; min-height: 12rem; overflow: auto; padding: 1rem; }
.media-picker__spacer { flex: 1; }
.media-picker__state { margin: 0; color: #5c5d6b; }
/* SPEC §9: the media dialog shows 3 columns. */
.media-picker__grid { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 0.75rem; margin: 0; padding: 0; list-style: none; }
.media-picker .media-picker__item { display: flex; flex-direction: column; gap: 0.35rem; width: 100%; padding: 0.35rem; border: 2px solid transparent; border-radius: 8px; background: #f4f4f6; color: inherit; font: inherit; text-align: left; cursor: pointer; }
.media-picker .media-picker__item[aria-pressed="true"] { border-color: #5b4fd6; background: #eef0ff; }
.media-picker__thumb { display: block; width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 6px; background: #e2e2e8; }
.media-picker__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.media-picker__upload { display: flex; flex-direction: column; gap: 0.35rem; margin-top: 1rem; }
.media-picker__progress { height: 0.5rem; overflow: hidden; border-radius: 999px; background: #e2e2e8; }
.media-picker__progress-bar { display: block; height: 100%; background: #5b4fd6; transition: width 0.2s; }
.media-picker__error { margin: 1rem 0 0; color: #b3261e; }
.media-details { display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.35rem; margin-top: 1rem; padding-top: 1rem; border-top: 1px solid var(--studio-line, #d9d9e0); }
.media-details input { padding: 0.4rem 0.5rem; }
.media-details__file { margin: 0; font-size: 0.85rem; opacity: 0.75; overflow-wrap: anywhere; }
.media-details__actions { display: flex; align-items: center; gap: 0.75rem; margin-top: 0.25rem; }
.media-details__actions .media-picker__error { margin: 0; }
`;
