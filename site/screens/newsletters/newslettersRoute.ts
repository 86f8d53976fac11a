import type { ArchivedNewsletter } from "../../../schema/api/feeds";
import type { Paged } from "../../../schema/siteData";
import { defineRoute, lazyScreen } from "../../app/routeTypes";
import { loadPageInRange } from "../../ui/pagination";
import { NEWSLETTERS_PAGE_SIZE, NEWSLETTERS_PATH, newslettersHref, parseNewslettersPage } from "./newslettersQuery";

/** /newsletters (issue 37, item 5): the archive of past newsletters' web versions, twenty a page. */
export const newslettersRoute = defineRoute<Paged<ArchivedNewsletter>>({
  id: "newsletters",
  path: NEWSLETTERS_PATH,
  load: ({ search, data }) =>
    loadPageInRange(parseNewslettersPage(search), (page) => data.newsletters({ page, limit: NEWSLETTERS_PAGE_SIZE })),
  dataKey: (_pathname, search) => `newsletters:${parseNewslettersPage(search)}`,
  Screen: lazyScreen("screens/newsletters/NewslettersScreen.tsx", () =>
    import("./NewslettersScreen").then((module) => module.NewslettersScreen),
  ),
  head: ({ profile, search }) => {
    const page = parseNewslettersPage(search);
    return {
      title: `${page > 1 ? `Newsletters, page ${page}` : "Newsletters"} · ${profile.name}`,
      description: `Past newsletters from ${profile.name}.`,
      canonicalPath: newslettersHref(page),
    };
  },
});
