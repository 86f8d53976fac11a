import type { Product } from "../../../schema/entities/catalogue";
import type { Paged } from "../../../schema/siteData";
import { defineRoute, lazyScreen } from "../../app/routeTypes";
import { loadPageInRange } from "../../ui/pagination";
import { musicHref, musicQueryString, parseMusicQuery, toProductListQuery } from "./musicQuery";

/**
 * /music: the releases for the search, release type and page in the address. The data key holds
 * only those (normalized), so the server renders the exact view and the browser finds it again.
 */
export const musicListRoute = defineRoute<Paged<Product>>({
  id: "music",
  path: "/music",
  load: ({ search, data }) => {
    const query = parseMusicQuery(search);
    return loadPageInRange(query.page, (page) => data.products(toProductListQuery({ ...query, page })));
  },
  dataKey: (_pathname, search) => `music:${musicQueryString(parseMusicQuery(search))}`,
  Screen: lazyScreen("screens/music/MusicListScreen.tsx", () => import("./MusicListScreen").then((module) => module.MusicListScreen)),
  head: ({ profile, search }) => {
    const query = parseMusicQuery(search);
    return {
      title: `${query.page > 1 ? `My Music, page ${query.page}` : "My Music"} · ${profile.name}`,
      description: `Albums and singles by ${profile.name}: listen, buy, or send one as a gift.`,
      canonicalPath: musicHref(query),
      // A search is a view of the catalogue, not a page of its own.
      ...(query.search === "" ? {} : { noIndex: true }),
    };
  },
});
