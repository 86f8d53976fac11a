import type { RoutePlugin } from "./plugin";

/** likes, saves and comments. */
export const engagementRoutes: RoutePlugin = async () => {};
