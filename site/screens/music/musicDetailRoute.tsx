import type { Product } from "../../../schema/entities/catalogue";
import { defineRoute, NOT_FOUND } from "../../app/routeTypes";
import { ComingSoon } from "../stub";

export const musicDetailRoute = defineRoute<Product>({
  id: "music-detail",
  path: "/music/:id",
  load: async ({ params, data }) => (await data.product(params.id ?? "")) ?? NOT_FOUND,
  dataKey: (pathname) => `music-detail:${pathname}`,
  Screen: ({ data }) => <ComingSoon title={data.title} />,
  head: ({ data, profile, pathname }) => ({ title: `${data.title} · ${profile.name}`, canonicalPath: pathname }),
});
