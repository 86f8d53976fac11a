import type { RichContentFetcher } from "./richContentViews";

/**
 * The fan's browser fetches rich content's code (its static forms and its components, each its own
 * chunk) only for a page holding such a node (`site/entry-client.tsx` gives this to
 * `provideRichContentFetcher`). Nothing else imports this file: the server, the studio and the
 * integrator load the same modules at start (`richContentEager.ts`).
 */
export const fetchRichContentChunks: RichContentFetcher = async () => {
  const [{ richContentDescriberSet }, { richContentViewSet }] = await Promise.all([
    import("../../runtime/richText/richContentDescribers"),
    import("./widgets/index"),
  ]);
  return { describers: richContentDescriberSet, views: richContentViewSet };
};
