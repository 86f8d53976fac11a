import type { Product } from "../../../schema/entities/catalogue";
import { defineRoute, lazyScreenWithHead, NOT_FOUND } from "../../app/routeTypes";

const screen = lazyScreenWithHead<Product>("screens/music/MusicDetailScreen.tsx", () =>
  import("./MusicDetailScreen").then((module) => ({ Screen: module.MusicDetailScreen, head: module.musicDetailScreenHead })),
);

export const musicDetailRoute = defineRoute<Product>({
  id: "music-detail",
  path: "/music/:id",
  // The screen's chunk (with the head) comes beside the release: the head is asked once both are here.
  load: async ({ params, data }) => (await screen.withScreen(data.product(params.id ?? ""))) ?? NOT_FOUND,
  dataKey: (pathname) => `music-detail:${pathname}`,
  Screen: screen.Screen,
  head: screen.head,
});
