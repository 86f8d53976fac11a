import type { RoutePlugin } from "./plugin";

/** the media library and presigned uploads. */
export const mediaRoutes: RoutePlugin = async () => {};
