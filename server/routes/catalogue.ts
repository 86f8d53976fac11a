import type { RoutePlugin } from "./plugin";

/** products (list, featured, detail), membership tiers, events, email lists. */
export const catalogueRoutes: RoutePlugin = async () => {};
