/**
 * A logged-in fan's account menu's chunk (site/shell/UserMenu.tsx shows it): fetched beside the
 * session's machine, so the menu is there when the machine says who is logged in.
 */
export const loadAccountMenu = () => import("../shell/AccountMenu");
