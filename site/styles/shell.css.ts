/**
 * The site's shell: header, user menu, cart sidebar, mobile menu, cart toast and footer. Every
 * colour comes from the theme's variables (mixed for surfaces and lines, so a light theme works as
 * well as the default dark one). Small screens (up to 768 px) swap the header links and the
 * account menu for the slide-in menu. Touch targets are at least 44 px.
 */
export const shellCss = `
.shell-header, .shell-drawer, .shell-toast, .shell-footer, .shell-user__popup {
  --shell-surface: color-mix(in srgb, var(--bl-color-background, #1c1d29) 90%, var(--bl-color-text, #ffffff));
  --shell-hover: color-mix(in srgb, var(--bl-color-text, #ffffff) 9%, transparent);
  --shell-line: color-mix(in srgb, var(--bl-color-text, #ffffff) 12%, transparent);
  --shell-muted: color-mix(in srgb, var(--bl-color-text, #ffffff) 70%, transparent);
  --shell-radius: var(--bl-radius, 10px);
}
.shell-header :focus-visible, .shell-drawer :focus-visible, .shell-toast :focus-visible, .shell-footer :focus-visible {
  outline: 2px solid var(--bl-color-primary, #d4bbcf); outline-offset: 2px;
}

/* Buttons */
.shell-icon-button {
  position: relative; display: inline-flex; align-items: center; justify-content: center; flex: none;
  width: 44px; height: 44px; padding: 0; border: none; border-radius: 999px;
  background: transparent; color: inherit; font: inherit; cursor: pointer;
  transition: background-color 0.15s ease;
}
.shell-icon-button:hover { background: var(--shell-hover); }
.shell-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; min-height: 44px; padding: 0 1.25rem;
  border: 1px solid transparent; border-radius: var(--shell-radius); background: transparent; color: inherit;
  font: inherit; font-weight: 600; line-height: 1.2; text-align: center; text-decoration: none; white-space: nowrap; cursor: pointer;
  transition: background-color 0.15s ease, border-color 0.15s ease, filter 0.15s ease;
}
.shell-button--primary { background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.shell-button--primary:hover { filter: brightness(1.08); }
.shell-button--outline { border-color: color-mix(in srgb, var(--bl-color-text, #ffffff) 35%, transparent); }
.shell-button--outline:hover, .shell-button--ghost:hover { background: var(--shell-hover); }
.shell-button--block { display: flex; width: 100%; }

/* Header */
.shell-header {
  position: sticky; top: 0; z-index: 40; width: 100%;
  background: color-mix(in srgb, var(--bl-color-background, #1c1d29) 88%, transparent);
  -webkit-backdrop-filter: blur(14px); backdrop-filter: blur(14px);
  border-bottom: 1px solid var(--shell-line);
}
.shell-header__inner {
  display: flex; align-items: center; gap: 1.5rem; width: 100%; max-width: 1280px; min-height: 4.5rem; margin: 0 auto; padding: 0.5rem 1.5rem;
}
.shell-header__brand {
  display: inline-flex; align-items: center; min-height: 44px; min-width: 0; max-width: 16rem; flex: 0 1 auto;
  color: inherit; text-decoration: none; border-radius: 4px;
}
.shell-header__name {
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
  font-size: 1.25rem; font-weight: 800; letter-spacing: 0.14em;
}
.shell-header__logo { display: block; height: 2.75rem; width: auto; max-width: 100%; object-fit: contain; }
.shell-header__nav { flex: 1 1 auto; min-width: 0; overflow-x: auto; scrollbar-width: none; }
.shell-header__nav::-webkit-scrollbar { display: none; }
.shell-header__spacer { flex: 1 1 auto; }
.shell-header__links { display: flex; align-items: center; gap: 0.25rem; margin: 0; padding: 2px; list-style: none; }
.shell-header__links a {
  position: relative; display: inline-flex; align-items: center; min-height: 44px; padding: 0 0.875rem;
  border-radius: var(--shell-radius); color: var(--shell-muted); font-weight: 500; text-decoration: none; white-space: nowrap;
  transition: color 0.15s ease, background-color 0.15s ease;
}
.shell-header__links a:hover { color: var(--bl-color-text, #ffffff); background: var(--shell-hover); }
.shell-header__links a[aria-current="page"] { color: var(--bl-color-text, #ffffff); }
.shell-header__links a[aria-current="page"]::after {
  content: ""; position: absolute; left: 0.875rem; right: 0.875rem; bottom: 6px; height: 2px; border-radius: 2px;
  background: var(--bl-color-primary, #d4bbcf);
}
.shell-header__actions { display: flex; align-items: center; gap: 0.5rem; flex: none; margin-left: auto; }
.shell-header__menu-button { display: none; }
.shell-cart-button__badge {
  position: absolute; top: 2px; right: 0; display: inline-flex; align-items: center; justify-content: center;
  min-width: 1.25rem; height: 1.25rem; padding: 0 0.3rem; border: 2px solid var(--bl-color-background, #1c1d29); border-radius: 999px;
  background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29);
  font-size: 0.7rem; font-weight: 700; line-height: 1; font-variant-numeric: tabular-nums;
}
.shell-login { min-height: 44px; padding: 0 1.125rem; }

/* User menu */
.shell-user { position: relative; }
.shell-user__button {
  display: inline-flex; align-items: center; gap: 0.5rem; min-height: 44px; max-width: 14rem; padding: 0 0.625rem 0 0.25rem;
  border: 1px solid var(--shell-line); border-radius: 999px; background: transparent; color: inherit; font: inherit; cursor: pointer;
  transition: background-color 0.15s ease;
}
.shell-user__button:hover, .shell-user__button[aria-expanded="true"] { background: var(--shell-hover); }
.shell-user__avatar {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 2.125rem; height: 2.125rem; border-radius: 999px;
  background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); font-size: 0.8rem; font-weight: 700; letter-spacing: 0.02em;
}
.shell-user__first-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-weight: 500; }
.shell-user__button svg { flex: none; transition: transform 0.15s ease; }
.shell-user__button[aria-expanded="true"] svg { transform: rotate(180deg); }
.shell-user__popup {
  position: absolute; top: calc(100% + 0.5rem); right: 0; z-index: 50; width: 17rem; max-width: calc(100vw - 2rem); padding: 0.5rem;
  border: 1px solid var(--shell-line); border-radius: var(--shell-radius); background: var(--shell-surface); color: var(--bl-color-text, #ffffff);
  box-shadow: 0 1.25rem 3rem rgba(0, 0, 0, 0.45); animation: shell-pop-in 0.14s ease-out;
}
.shell-user__who { padding: 0.625rem 0.75rem 0.75rem; margin-bottom: 0.375rem; border-bottom: 1px solid var(--shell-line); }
.shell-user__name { margin: 0; font-weight: 700; overflow-wrap: anywhere; }
.shell-user__email { margin: 0.125rem 0 0; color: var(--shell-muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.shell-user__menu { margin: 0; padding: 0; list-style: none; }
.shell-user__item {
  display: flex; align-items: center; width: 100%; min-height: 44px; padding: 0 0.75rem; border: none; border-radius: calc(var(--shell-radius) * 0.6);
  background: transparent; color: inherit; font: inherit; text-align: left; text-decoration: none; cursor: pointer;
}
.shell-user__item:hover, .shell-user__item:focus-visible { background: var(--shell-hover); }

/* Drawers: the cart sidebar and the mobile menu */
.shell-drawer {
  position: fixed; inset: 0 0 0 auto; width: min(26rem, 100vw); max-width: 100vw; height: 100%; max-height: none; margin: 0; padding: 0;
  border: none; border-left: 1px solid var(--shell-line); background: var(--bl-color-background, #1c1d29); color: var(--bl-color-text, #ffffff);
  font-family: var(--bl-font-family, Arial), sans-serif; box-shadow: -1.5rem 0 4rem rgba(0, 0, 0, 0.45); overflow: hidden;
  animation: shell-slide-in-right 0.22s cubic-bezier(0.2, 0.8, 0.2, 1);
}
.shell-drawer--left { inset: 0 auto 0 0; border-left: none; border-right: 1px solid var(--shell-line); animation-name: shell-slide-in-left; }
.shell-drawer::backdrop { background: rgba(0, 0, 0, 0.6); -webkit-backdrop-filter: blur(2px); backdrop-filter: blur(2px); }
.shell-drawer__panel { display: flex; flex-direction: column; height: 100%; }
.shell-drawer__header {
  display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex: none; min-height: 4.5rem; padding: 0.5rem 0.75rem 0.5rem 1.25rem;
  border-bottom: 1px solid var(--shell-line);
}
.shell-drawer__title { margin: 0; font-size: 1.25rem; font-weight: 700; }
.shell-drawer__body { flex: 1 1 auto; min-height: 0; overflow-y: auto; overscroll-behavior: contain; padding: 1rem 1.25rem; }
.shell-drawer__footer {
  display: flex; flex-direction: column; gap: 1rem; flex: none; padding: 1rem 1.25rem calc(1rem + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid var(--shell-line); background: var(--shell-surface);
}

/* Cart */
.shell-cart__items { display: flex; flex-direction: column; margin: 0; padding: 0; list-style: none; }
.shell-cart__item { display: grid; grid-template-columns: 4rem minmax(0, 1fr) auto; align-items: center; gap: 1rem; padding: 0.875rem 0; border-bottom: 1px solid var(--shell-line); }
.shell-cart__item:first-child { padding-top: 0.25rem; }
.shell-cart__cover { display: block; width: 4rem; height: 4rem; border-radius: calc(var(--shell-radius) * 0.6); object-fit: cover; background: var(--shell-surface); }
.shell-cart__cover--empty { display: inline-flex; align-items: center; justify-content: center; color: var(--shell-muted); }
.shell-cart__details { min-width: 0; }
.shell-cart__details p { margin: 0; }
.shell-cart__title { font-weight: 600; overflow-wrap: anywhere; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.shell-cart__gift { color: var(--shell-muted); font-size: 0.875rem; overflow-wrap: anywhere; }
.shell-cart__price { margin-top: 0.25rem !important; font-weight: 600; font-variant-numeric: tabular-nums; }
.shell-cart__remove { color: var(--shell-muted); }
.shell-cart__remove:hover { color: var(--bl-color-text, #ffffff); }
.shell-cart__total { display: flex; align-items: baseline; justify-content: space-between; margin: 0; font-size: 1.125rem; font-weight: 700; }
.shell-cart__total-amount { font-variant-numeric: tabular-nums; }
.shell-cart__empty { display: flex; flex-direction: column; align-items: center; gap: 1.25rem; padding: 3rem 1rem; text-align: center; }
.shell-cart__empty p { margin: 0; color: var(--shell-muted); font-size: 1.0625rem; }
.shell-cart__empty p:focus { outline: none; }

/* Mobile menu */
.shell-mobile__links { display: flex; flex-direction: column; margin: 0 0 1.5rem; padding: 0; list-style: none; }
.shell-mobile__links a {
  display: flex; align-items: center; min-height: 52px; padding: 0 0.25rem; border-bottom: 1px solid var(--shell-line);
  color: inherit; font-size: 1.125rem; font-weight: 500; text-decoration: none;
}
.shell-mobile__links a[aria-current="page"] { color: var(--bl-color-primary, #d4bbcf); }
.shell-mobile__account { display: flex; flex-direction: column; gap: 0.75rem; }
.shell-mobile__who { padding: 0.75rem 1rem; border-radius: var(--shell-radius); background: var(--shell-surface); }

/* Cart toast: the live region is always there; the card shows while there is a message */
.shell-toast-region {
  position: fixed; top: 5.25rem; right: 1.5rem; z-index: 60; display: flex; justify-content: flex-end;
  width: min(24rem, calc(100vw - 2rem)); pointer-events: none;
}
.shell-toast { display: flex; align-items: center; gap: 0.5rem; }
.shell-toast__message { margin: 0; }
.shell-toast--open {
  width: 100%; padding: 0.375rem 0.375rem 0.375rem 0.875rem; border: 1px solid var(--shell-line); border-radius: var(--shell-radius);
  background: var(--shell-surface); color: var(--bl-color-text, #ffffff); box-shadow: 0 1rem 2.5rem rgba(0, 0, 0, 0.45);
  pointer-events: auto; animation: shell-pop-in 0.18s ease-out;
}
.shell-toast--open .shell-toast__message { flex: 1 1 auto; min-width: 0; font-weight: 500; }
.shell-toast__icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none; width: 1.75rem; height: 1.75rem; border-radius: 999px;
  background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29);
}
.shell-toast__action {
  flex: none; min-height: 44px; padding: 0 0.75rem; border: none; border-radius: calc(var(--shell-radius) * 0.6); background: transparent;
  color: var(--bl-color-primary, #d4bbcf); font: inherit; font-weight: 700; cursor: pointer;
}
.shell-toast__action:hover { background: var(--shell-hover); }

/* Footer */
.shell-footer { width: 100%; margin-top: 3rem; border-top: 1px solid var(--shell-line); font-size: 0.9rem; }
.shell-footer--compact { margin-top: 0; border-top: none; font-size: 0.8rem; opacity: 0.85; }
.shell-footer--compact .shell-footer__meta { justify-content: center; }
.site--link-tree .site-main { display: flex; flex-direction: column; }
.shell-footer__inner {
  display: flex; flex-direction: column; align-items: center; gap: 1.25rem; width: 100%; max-width: 1280px; margin: 0 auto; padding: 2rem 1.5rem 2.5rem;
}
.shell-footer__social { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.shell-footer__social-link {
  display: inline-flex; align-items: center; justify-content: center; width: 44px; height: 44px; border: 1px solid var(--shell-line); border-radius: 999px;
  color: inherit; transition: background-color 0.15s ease, color 0.15s ease, border-color 0.15s ease;
}
.shell-footer__social-link:hover { border-color: var(--bl-color-primary, #d4bbcf); background: var(--bl-color-primary, #d4bbcf); color: var(--bl-color-text-primary, #1c1d29); }
.shell-footer__meta { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 0 1.5rem; color: var(--shell-muted); text-align: center; }
.shell-footer__copyright { margin: 0; }
.shell-footer__link { display: inline-flex; align-items: center; min-height: 44px; color: inherit; text-decoration: none; }
.shell-footer__link:hover { color: var(--bl-color-text, #ffffff); text-decoration: underline; text-underline-offset: 3px; }

@keyframes shell-slide-in-right { from { transform: translateX(100%); } to { transform: none; } }
@keyframes shell-slide-in-left { from { transform: translateX(-100%); } to { transform: none; } }
@keyframes shell-pop-in { from { opacity: 0; transform: translateY(-0.375rem); } to { opacity: 1; transform: none; } }

@media (min-width: 769px) {
  .shell-footer__inner { flex-direction: row; justify-content: space-between; }
  .shell-footer__social { order: 2; justify-content: flex-end; }
  .shell-footer__meta { justify-content: flex-start; text-align: left; }
  .shell-footer--compact .shell-footer__inner { justify-content: center; }
  .shell-footer--compact .shell-footer__meta { justify-content: center; }
}

@media (max-width: 1024px) {
  .shell-header__inner { gap: 1rem; }
  .shell-header__links a { padding: 0 0.625rem; }
  .shell-user__first-name { display: none; }
}

/* Small screens: the links and the account move into the slide-in menu */
@media (max-width: 768px) {
  .shell-header__inner { min-height: 4rem; gap: 0.5rem; padding: 0.375rem 0.75rem 0.375rem 1rem; }
  .shell-header__nav, .shell-header__user { display: none; }
  /* A phone's header holds the cart and the menu; fans follow from a release's page or the Link Tree there. */
  .shell-header__follow { display: none; }
  .shell-header__spacer { display: none; }
  .shell-header__actions { gap: 0.25rem; }
  .shell-header__menu-button { display: inline-flex; }
  .shell-header__name { font-size: 1.0625rem; letter-spacing: 0.1em; }
  .shell-header__brand { max-width: none; flex: 1 1 auto; }
  .shell-header__logo { height: 2.25rem; }
  .shell-toast-region { top: 4.5rem; right: 0.75rem; width: calc(100vw - 1.5rem); }
  .shell-drawer__header { min-height: 4rem; }
}

@media (prefers-reduced-motion: reduce) {
  .shell-drawer, .shell-user__popup, .shell-toast--open { animation: none; }
  .shell-user__button svg { transition: none; }
}
`;
