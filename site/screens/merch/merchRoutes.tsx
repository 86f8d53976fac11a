import type { Product } from "../../../schema/entities/catalogue";
import type { Paged } from "../../../schema/siteData";
import { defineRoute, lazyScreen, lazyScreenWithHead, NOT_FOUND } from "../../app/routeTypes";
import { loadPageInRange } from "../../ui/pagination";
import { MERCH_PATH, merchHref, merchListQuery, parseMerchPage } from "./merchQuery";

/** /merch (issue 36): the artist's merch, twelve a page, newest first. */
export const merchListRoute = defineRoute<Paged<Product>>({
  id: "merch",
  path: MERCH_PATH,
  load: ({ search, data }) => loadPageInRange(parseMerchPage(search), (page) => data.products(merchListQuery(page))),
  dataKey: (_pathname, search) => `merch:${parseMerchPage(search)}`,
  Screen: lazyScreen("screens/merch/MerchListScreen.tsx", () => import("./MerchListScreen").then((module) => module.MerchListScreen)),
  head: ({ profile, search }) => {
    const page = parseMerchPage(search);
    return {
      title: `${page > 1 ? `Merch, page ${page}` : "Merch"} · ${profile.name}`,
      description: `Shirts, records and more from ${profile.name}.`,
      canonicalPath: merchHref(page),
    };
  },
});

/** /merch/:id (issue 36): one product, with its options, pictures and stock; music is not sold here. */
const detailScreen = lazyScreenWithHead<Product>("screens/merch/MerchDetailScreen.tsx", () =>
  import("./MerchDetailScreen").then((module) => ({ Screen: module.MerchDetailScreen, head: module.merchDetailScreenHead })),
);

export const merchDetailRoute = defineRoute<Product>({
  id: "merch-detail",
  path: `${MERCH_PATH}/:id`,
  load: async ({ params, data }) => {
    // The screen's chunk (with the head) comes beside the product: the head is asked once both are here.
    const product = await detailScreen.withScreen(data.product(params.id ?? ""));
    return product?.category === "Merch" ? product : NOT_FOUND;
  },
  dataKey: (pathname) => `merch-detail:${pathname}`,
  Screen: detailScreen.Screen,
  head: detailScreen.head,
});
