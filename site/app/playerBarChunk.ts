/**
 * The player bar's chunk (site/shell/PlayerBarSlot.tsx shows it): fetched beside the player's
 * machine on the first play, so the bar is there when the machine is, as it was in one download.
 */
export const loadPlayerBar = () => import("../shell/PlayerBar");
