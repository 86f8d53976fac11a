import { defineRoute } from "../../app/routeTypes";
import { ComingSoon } from "../stub";

export const musicListRoute = defineRoute({
  id: "music",
  path: "/music",
  Screen: () => <ComingSoon title="My Music" />,
  head: ({ profile }) => ({ title: `Music · ${profile.name}`, canonicalPath: "/music" }),
});
