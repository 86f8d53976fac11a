import type { RoutePlugin } from "./plugin";

/** the posts feed. */
export const postRoutes: RoutePlugin = async () => {};
