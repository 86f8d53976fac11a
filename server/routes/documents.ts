import type { RoutePlugin } from "./plugin";

/** site and page documents, drafts and publishing, and the public site. */
export const documentRoutes: RoutePlugin = async () => {};
