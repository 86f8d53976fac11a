import type { RoutePlugin } from "./plugin";

/** serving uploaded files (outside /api). */
export const mediaFileRoutes: RoutePlugin = async () => {};
